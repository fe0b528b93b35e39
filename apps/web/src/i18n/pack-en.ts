// Everything the UI needs for English, as one lazy chunk: our strings and antd's own.
export { translations } from './translations-en.ts';
export { default as antdLocale } from 'antd/locale/en_US';
