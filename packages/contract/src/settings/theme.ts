import { z } from 'zod';

/** §9: the theme colour (antd `colorPrimary`), remembered per user on the server. */
export const DEFAULT_THEME_COLOR = '#409EFF';

/** The swatches offered before the free colour picker. */
export const THEME_SWATCHES = [
  '#409EFF',
  '#1890FF',
  '#304156',
  '#212121',
  '#11A983',
  '#13C2C2',
  '#6959CD',
  '#F5222D',
] as const;

export const themeColor = z
  .string({ error: 'rule.theme.color' })
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'rule.theme.color')
  .transform((c) => c.toUpperCase());

export const themeBody = z.object({ theme_color: themeColor });
export type ThemeBody = z.input<typeof themeBody>;

export const themeResult = z.object({ theme_color: z.string() });
export type ThemeResult = z.infer<typeof themeResult>;
