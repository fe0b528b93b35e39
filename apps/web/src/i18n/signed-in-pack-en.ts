// The signed-in areas' strings for this language, as one lazy chunk fetched with the layout.
export { translations } from './signed-in-translations-en.ts';
