import main from './logs-en.json';

// The log screen's strings in this language, one lazy chunk (lib/logs-strings.ts).
export const areaFiles = { main };
export const translations = { logs: main };
