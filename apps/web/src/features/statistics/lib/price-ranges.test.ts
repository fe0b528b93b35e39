import { describe, expect, it } from 'vitest';
import { defaultRanges, rangesParam } from './price-ranges.ts';

describe('price ranges of the price/sales and buy analysis reports', () => {
  it('starts from the §9 default [[0,100]] and sends it as 0-100', () => {
    expect(defaultRanges()).toEqual([[0, 100]]);
    expect(rangesParam(defaultRanges())).toBe('0-100');
  });

  it('sends increasing ranges, each starting above the previous high', () => {
    expect(
      rangesParam([
        [0, 100],
        [101, 200],
        [201, 500],
      ]),
    ).toBe('0-100,101-200,201-500');
  });

  it('sends nothing while a §5 rule is broken', () => {
    expect(rangesParam([[0, 0]])).toBeUndefined(); // last high must exceed its low
    expect(
      rangesParam([
        [0, 100],
        [100, 200],
      ]),
    ).toBeUndefined(); // overlapping
    expect(rangesParam(Array.from({ length: 11 }, (_, i) => [i * 10, i * 10 + 5]))).toBeUndefined(); // > 10
    expect(rangesParam([])).toBeUndefined();
    expect(rangesParam([[0, 99.5]])).toBeUndefined(); // whole yuan only in the query
  });
});
