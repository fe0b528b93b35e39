/** §9 theme colour constants, free of zod: the web shell reads them before sign-in (the login
 * page's weight budget), the schemas in theme.ts build on them. */
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

/** #RRGGBB. */
export const THEME_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
