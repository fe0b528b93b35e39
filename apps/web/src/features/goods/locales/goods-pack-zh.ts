import main from './zh.json';
import extras from './extras/zh.json';
import stock from './stock/zh.json';

// The goods screens' strings in this language, one lazy chunk (lib/goods-strings.ts); the menu
// titles (menu/zh.json) are in the signed-in pack and deep-merged with these.
export const areaFiles = { main, extras, stock };
export const translations = { goods: { ...main, ...extras, ...stock } };
