// What the first render needs in English, as one lazy chunk: our shared and login strings, antd's own.
export { translations } from './translations-en.ts';
export { default as antdLocale } from 'antd/es/locale/en_US';
