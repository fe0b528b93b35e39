import { describe, it, expect } from 'vitest';
import {
  DEFAULT_PRICE_RANGES,
  MAX_PRICE_RANGES,
  appendPriceRange,
  canAppendPriceRange,
  removeLastPriceRange,
  validatePriceRanges,
} from './price-range.ts';
import type { PriceRange } from './price-range.ts';

/** n contiguous valid pairs: [0,100], [101,200], … */
const chain = (n: number): PriceRange[] =>
  Array.from({ length: n }, (_, i): PriceRange => [i === 0 ? 0 : i * 100 + 1, (i + 1) * 100]);

describe('constants', () => {
  it('match §9', () => {
    expect(DEFAULT_PRICE_RANGES).toEqual([[0, 100]]);
    expect(MAX_PRICE_RANGES).toBe(10);
    expect(Object.isFrozen(DEFAULT_PRICE_RANGES)).toBe(true);
  });
});

describe('validatePriceRanges', () => {
  it('accepts the default and increasing lists up to the maximum', () => {
    expect(validatePriceRanges(DEFAULT_PRICE_RANGES)).toBeNull();
    expect(
      validatePriceRanges([
        [0, 50],
        [51, 80],
        [200, 300],
      ]),
    ).toBeNull();
    expect(
      validatePriceRanges([
        [0.5, 9.99],
        [10, 19.99],
      ]),
    ).toBeNull();
    expect(validatePriceRanges(chain(MAX_PRICE_RANGES))).toBeNull();
  });
  it('reports a last high not above its low with the §5 key', () => {
    expect(validatePriceRanges([[0, 0]])).toEqual({ key: 'rule.priceRangeLast', index: 0 });
    expect(
      validatePriceRanges([
        [0, 100],
        [101, 101],
      ]),
    ).toEqual({ key: 'rule.priceRangeLast', index: 1 });
    expect(
      validatePriceRanges([
        [0, 100],
        [101, 50],
      ]),
    ).toEqual({ key: 'rule.priceRangeLast', index: 1 });
    expect(
      validatePriceRanges([
        [0, 100],
        [101, Number.NaN],
      ]),
    ).toEqual({ key: 'rule.priceRangeLast', index: 1 });
  });
  it('reports a non-increasing earlier pair as an ordering problem', () => {
    expect(
      validatePriceRanges([
        [100, 50],
        [101, 200],
      ]),
    ).toEqual({ key: 'rule.priceRangeOrder', index: 0 });
    expect(
      validatePriceRanges([
        [0, 100],
        [100, 200],
      ]),
    ).toEqual({ key: 'rule.priceRangeOrder', index: 1 });
    expect(
      validatePriceRanges([
        [0, 100],
        [50, 200],
      ]),
    ).toEqual({ key: 'rule.priceRangeOrder', index: 1 });
    expect(
      validatePriceRanges([
        [0, 100],
        [300, 400],
        [200, 250],
      ]),
    ).toEqual({
      key: 'rule.priceRangeOrder',
      index: 2,
    });
  });
  it('refuses negative and non-finite lows', () => {
    expect(validatePriceRanges([[-1, 100]])).toEqual({ key: 'rule.priceRangeOrder', index: 0 });
    expect(validatePriceRanges([[Number.NaN, 100]])).toEqual({ key: 'rule.priceRangeOrder', index: 0 });
  });
  it('refuses an empty list and more than the maximum', () => {
    expect(validatePriceRanges([])).toEqual({ key: 'rule.required', index: 0 });
    expect(validatePriceRanges(chain(MAX_PRICE_RANGES + 1))).toEqual({
      key: 'rule.priceRangeLimit',
      index: MAX_PRICE_RANGES,
      params: { max: MAX_PRICE_RANGES },
    });
  });
});

describe('appendPriceRange', () => {
  it('starts the next pair one above the previous high', () => {
    expect(appendPriceRange([[0, 100]])).toEqual([
      [0, 100],
      [101, 102],
    ]);
    const three = appendPriceRange(appendPriceRange(DEFAULT_PRICE_RANGES));
    expect(three).toEqual([
      [0, 100],
      [101, 102],
      [103, 104],
    ]);
    expect(validatePriceRanges(three)).toBeNull();
  });
  it('does not mutate its input or share pairs with it', () => {
    const input: PriceRange[] = [[0, 100]];
    const output = appendPriceRange(input);
    expect(input).toEqual([[0, 100]]);
    output[0]![1] = 5;
    expect(input[0]![1]).toBe(100);
  });
  it('turns an empty list into an editable copy of the default', () => {
    const result = appendPriceRange([]);
    expect(result).toEqual([[0, 100]]);
    expect(Object.isFrozen(result)).toBe(false);
    expect(Object.isFrozen(result[0])).toBe(false);
  });
  it('stops at the maximum of 10', () => {
    let ranges: PriceRange[] = [[0, 100]];
    for (let i = 0; i < 20; i++) ranges = appendPriceRange(ranges);
    expect(ranges).toHaveLength(MAX_PRICE_RANGES);
    expect(canAppendPriceRange(ranges)).toBe(false);
    expect(appendPriceRange(ranges)).toEqual(ranges);
  });
  it('does not extend a list whose last pair is invalid', () => {
    const broken: PriceRange[] = [
      [0, 100],
      [101, 101],
    ];
    expect(canAppendPriceRange(broken)).toBe(false);
    expect(appendPriceRange(broken)).toEqual(broken);
  });
});

describe('removeLastPriceRange', () => {
  it('drops the last pair but never the first', () => {
    expect(
      removeLastPriceRange([
        [0, 100],
        [101, 200],
      ]),
    ).toEqual([[0, 100]]);
    expect(removeLastPriceRange([[0, 100]])).toEqual([[0, 100]]);
  });
});
