import main from './en.json';

// The invoice screens' strings in this language, one lazy chunk (lib/invoice-strings.ts); the menu
// titles (locales/menu/en.json) are in the signed-in pack and deep-merged with these.
export const translations = { invoices: main };
