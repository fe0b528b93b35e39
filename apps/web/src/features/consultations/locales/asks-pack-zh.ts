import main from './zh.json';

// The consultation screen's strings in this language, one lazy chunk (lib/asks-strings.ts); the
// menu titles (menu/zh.json) are in the signed-in pack and deep-merged with these.
export const areaFiles = { main };
export const translations = { consultations: main };
