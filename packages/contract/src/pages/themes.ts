import { z } from 'zod';

/** The themes the product ships (Javashop 7.2 shop themes): a small fixed list per client. Each
 * is a colour scheme the storefront applies; the web draws its preview from these colours. */
export const CLIENT_TYPES = ['PC', 'MOBILE'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export interface ThemeDef {
  code: string;
  zh: string;
  en: string;
  primary: string;
  accent: string;
  background: string;
}

export const THEMES: Record<ClientType, readonly ThemeDef[]> = {
  PC: [
    {
      code: 'pc-classic',
      zh: '经典蓝',
      en: 'Classic blue',
      primary: '#1f6fd1',
      accent: '#f5a623',
      background: '#f4f7fb',
    },
    {
      code: 'pc-health',
      zh: '健康绿',
      en: 'Health green',
      primary: '#2e9d5b',
      accent: '#f06c4f',
      background: '#f2f8f3',
    },
    {
      code: 'pc-festive',
      zh: '喜庆红',
      en: 'Festive red',
      primary: '#d8363a',
      accent: '#ffc53d',
      background: '#fdf3f2',
    },
  ],
  MOBILE: [
    {
      code: 'mobile-fresh',
      zh: '清新蓝',
      en: 'Fresh blue',
      primary: '#2f86f6',
      accent: '#ff8a00',
      background: '#f5f8ff',
    },
    {
      code: 'mobile-herbal',
      zh: '本草绿',
      en: 'Herbal green',
      primary: '#3a9a64',
      accent: '#e6b422',
      background: '#f3f8f1',
    },
    {
      code: 'mobile-warm',
      zh: '暖心橙',
      en: 'Warm orange',
      primary: '#f0712c',
      accent: '#d8363a',
      background: '#fff6ef',
    },
  ],
};

export const themeQuery = z.object({ client_type: z.enum(CLIENT_TYPES).default('PC') });
export const themeCodeParams = z.object({ code: z.string().max(40) });

/** A theme as listed: its colours; the web names it from THEMES in the user's language. */
export const theme = z.object({
  code: z.string(),
  primary: z.string(),
  accent: z.string(),
  background: z.string(),
  current: z.boolean(),
});
export type Theme = z.infer<typeof theme>;
export const themeList = z.object({
  client_type: z.enum(CLIENT_TYPES),
  current: z.string(),
  themes: z.array(theme),
});
export type ThemeList = z.infer<typeof themeList>;

export function themeOf(client: ClientType, code: string | undefined): ThemeDef {
  return THEMES[client].find((t) => t.code === code) ?? THEMES[client][0]!;
}
