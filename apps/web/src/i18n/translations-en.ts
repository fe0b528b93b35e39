import base from './en.json';
import { mergeAreas, type Tree } from './merge-areas.ts';

// One language per module, so the browser fetches only the strings of the language in use.
export const areaFiles = import.meta.glob<Tree>('../features/*/locales/en.json', {
  eager: true,
  import: 'default',
});
export const translations = mergeAreas(base, areaFiles);
