import { mergeAreas, type Tree } from './merge-areas.ts';

/** Every area but the login page's: they arrive with the signed-in frame (issue 18: the login page
 * does not download the order list's words). */
export const areaFiles = import.meta.glob<Tree>(
  [
    '../features/*/locales/zh.json',
    // An area several teams write to may keep a part's strings in its own folder
    // (features/goods/locales/stock/zh.json): merged into the area like its main file.
    '../features/*/locales/*/zh.json',
    '!../features/auth/locales/zh.json',
    // The signed-in screens' shared components (pickers…).
    '../shared/components/*/locales/zh.json',
  ],
  { eager: true, import: 'default' },
);
export const translations = mergeAreas({}, areaFiles);
