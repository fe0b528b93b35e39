import main from './en.json';

// The consultation screen's strings in this language, one lazy chunk (lib/asks-strings.ts); the
// menu titles (menu/en.json) are in the signed-in pack and deep-merged with these.
export const areaFiles = { main };
export const translations = { consultations: main };
