import main from './logs-zh.json';

// The log screen's strings in this language, one lazy chunk (lib/logs-strings.ts); the menu
// titles (menu/zh.json) are in the signed-in pack and deep-merged with these.
export const areaFiles = { main };
export const translations = { logs: main };
