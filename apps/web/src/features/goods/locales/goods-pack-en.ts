import main from './en.json';
import extras from './extras/en.json';
import stock from './stock/en.json';

// The goods screens' strings in this language, one lazy chunk (lib/goods-strings.ts); the menu
// titles (menu/en.json) are in the signed-in pack and deep-merged with these.
export const areaFiles = { main, extras, stock };
export const translations = { goods: { ...main, ...extras, ...stock } };
