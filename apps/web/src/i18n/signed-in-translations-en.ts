import { mergeAreas, type Tree } from './merge-areas.ts';

/** Every area but the login page's: they arrive with the signed-in frame (issue 18: the login page
 * does not download the order list's words). */
export const areaFiles = import.meta.glob<Tree>(
  [
    '../features/*/locales/en.json',
    '!../features/auth/locales/en.json',
    // Goods' screens bring their own strings (features/goods/lib/goods-strings.ts); only their menu
    // titles (features/goods/locales/menu/) come with the signed-in frame.
    '!../features/goods/locales/en.json',
    '!../features/goods/locales/extras/en.json',
    '!../features/goods/locales/stock/en.json',
    // Likewise the consultation screen's (features/consultations/lib/asks-strings.ts).
    '!../features/consultations/locales/en.json',
    // A screen set of an area shared by several hands keeps its strings in a folder of its own
    // (features/goods/locales/extras/), merged into the area's strings all the same.
    '../features/*/locales/*/en.json',
    // The signed-in screens' shared components (pickers…).
    '../shared/components/*/locales/en.json',
  ],
  { eager: true, import: 'default' },
);
export const translations = mergeAreas({}, areaFiles);
