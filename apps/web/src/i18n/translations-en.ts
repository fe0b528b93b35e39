import base from './en.json';
import { mergeAreas, type Tree } from './merge-areas.ts';

// One language per module, so the browser fetches only the strings of the language in use.
/** The signed-out pages' own area (login); the signed-in areas are in signed-in-translations-en.ts. */
export const areaFiles = import.meta.glob<Tree>('../features/auth/locales/en.json', {
  eager: true,
  import: 'default',
});
/** What the first render needs: the shared strings and the login page's. */
export const translations = mergeAreas(base, areaFiles);
