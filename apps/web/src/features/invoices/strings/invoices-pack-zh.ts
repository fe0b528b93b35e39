import main from './zh.json';

// The invoice screens' strings in this language, one lazy chunk (lib/invoice-strings.ts); the menu
// titles (locales/menu/zh.json) are in the signed-in pack and deep-merged with these.
export const translations = { invoices: main };
