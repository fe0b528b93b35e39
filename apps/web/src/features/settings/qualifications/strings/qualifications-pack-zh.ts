import main from './zh.json';

// The qualifications page's strings in this language, one lazy chunk (lib/qualification-strings.ts);
// the menu title (features/settings/locales/menu/zh.json) is in the signed-in pack.
export const translations = { qualifications: main };
