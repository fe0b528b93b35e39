import main from './en.json';

// The promotion screens' strings in this language, one lazy chunk (lib/promotions-strings.ts); the
// menu titles (locales/menu/en.json) are in the signed-in pack and deep-merged with these.
export const translations = { promotions: main };
