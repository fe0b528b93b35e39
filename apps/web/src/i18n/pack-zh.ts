// What the first render needs in Chinese, as one lazy chunk: our shared and login strings, antd's own.
export { translations } from './translations-zh.ts';
export { default as antdLocale } from 'antd/es/locale/zh_CN';
