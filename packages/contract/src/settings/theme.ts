import { z } from 'zod';

import { THEME_COLOR_PATTERN } from './theme-colors.ts';

export { DEFAULT_THEME_COLOR, THEME_SWATCHES } from './theme-colors.ts';

/** §9: the theme colour (antd `colorPrimary`), remembered per user on the server. */
export const themeColor = z
  .string({ error: 'rule.theme.color' })
  .trim()
  .regex(THEME_COLOR_PATTERN, 'rule.theme.color')
  .transform((c) => c.toUpperCase());

export const themeBody = z.object({ theme_color: themeColor });
export type ThemeBody = z.input<typeof themeBody>;

export const themeResult = z.object({ theme_color: z.string() });
export type ThemeResult = z.infer<typeof themeResult>;
