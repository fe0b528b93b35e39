import { describe, expect, it } from 'vitest';
import { rowsToObjects } from './row-objects.ts';

describe('rows read as arrays back to objects', () => {
  it('gives one property per column, in column order', () => {
    const rows = rowsToObjects(
      ['id', 'v', 'n'],
      [
        [1, '甲', null],
        [2, '乙', 3.5],
      ],
    );
    expect(rows).toEqual([
      { id: 1, v: '甲', n: null },
      { id: 2, v: '乙', n: 3.5 },
    ]);
    expect(Object.keys(rows[0]!)).toEqual(['id', 'v', 'n']);
  });

  it('keeps the last value of a repeated name, as better-sqlite3 does', () => {
    expect(rowsToObjects(['a', 'a'], [[1, 2]])).toEqual([{ a: 2 }]);
  });

  it('takes any name literally: quotes, backslashes, code-like text, __proto__', () => {
    const names = ["it's", 'a"b', 'c\\', '}; throw 1; ({', 'x\u2028y', '__proto__', 'n\u0000ul'];
    const [row] = rowsToObjects(names, [names.map((_, i) => i)]);
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.entries(row!)).toEqual(names.map((n, i) => [n, i]));
  });

  it('builds different lists with different builders', () => {
    expect(rowsToObjects(['a', 'b'], [[1, 2]])).toEqual([{ a: 1, b: 2 }]);
    expect(rowsToObjects(['a\u0000b'], [[1]])).toEqual([{ 'a\u0000b': 1 }]);
    expect(rowsToObjects(['b', 'a'], [[1, 2]])).toEqual([{ b: 1, a: 2 }]);
  });
});
