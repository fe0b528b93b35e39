// Everything the UI needs for Chinese, as one lazy chunk: our strings and antd's own.
export { translations } from './translations-zh.ts';
export { default as antdLocale } from 'antd/locale/zh_CN';
