import type { RuleMessageKey } from '../rules/rule-messages.ts';

/* The §4/§5 price-range setter: a list of [low, high] pairs. Only the last pair can be edited or
 * removed; a new pair starts one above the previous pair's high. Functions never mutate their
 * input and always return fresh arrays, so they can feed React state directly. */

export type PriceRange = [low: number, high: number];
type ReadonlyPriceRanges = ReadonlyArray<readonly [number, number]>;

/** §9 defaults. Frozen because it is shared; copy it (appendPriceRange([]) does) before editing. */
export const DEFAULT_PRICE_RANGES: ReadonlyPriceRanges = Object.freeze([Object.freeze([0, 100] as const)]);
export const MAX_PRICE_RANGES = 10;

export interface PriceRangeProblem {
  key: RuleMessageKey;
  /** The offending pair, for highlighting. */
  index: number;
  params?: Record<string, number>;
}

const copy = (ranges: ReadonlyPriceRanges): PriceRange[] => ranges.map(([low, high]) => [low, high]);

/** null when valid. Rules: 1 to MAX_PRICE_RANGES pairs of finite non-negative numbers, strictly
 * increasing throughout (each low < its high, each low > the previous high — touching or
 * overlapping pairs would put one price in two ranges). A last pair whose high does not exceed its
 * low gets the dedicated §5 message, since that is the one the user is editing. */
export function validatePriceRanges(ranges: ReadonlyPriceRanges): PriceRangeProblem | null {
  if (ranges.length === 0) return { key: 'rule.required', index: 0 };
  if (ranges.length > MAX_PRICE_RANGES) {
    return { key: 'rule.priceRangeLimit', index: MAX_PRICE_RANGES, params: { max: MAX_PRICE_RANGES } };
  }
  for (let index = 0; index < ranges.length; index++) {
    const [low, high] = ranges[index] ?? [Number.NaN, Number.NaN];
    const order: PriceRangeProblem = { key: 'rule.priceRangeOrder', index };
    if (!Number.isFinite(low) || low < 0) return order;
    const previous = ranges[index - 1];
    if (previous && !(low > previous[1])) return order;
    if (!Number.isFinite(high) || !(high > low)) {
      return index === ranges.length - 1 ? { key: 'rule.priceRangeLast', index } : order;
    }
  }
  return null;
}

/** The add button's state: room left and the current list valid (a broken last pair has no
 * meaningful "previous end" to continue from). */
export function canAppendPriceRange(ranges: ReadonlyPriceRanges): boolean {
  return ranges.length < MAX_PRICE_RANGES && validatePriceRanges(ranges) === null;
}

/** Adds [previous high + 1, previous high + 2] — the smallest valid pair, which the user then
 * widens. An empty list becomes the default. When canAppendPriceRange is false the list comes
 * back unchanged (as a copy), like a disabled button. */
export function appendPriceRange(ranges: ReadonlyPriceRanges): PriceRange[] {
  if (ranges.length === 0) return copy(DEFAULT_PRICE_RANGES);
  const last = ranges[ranges.length - 1];
  if (!last || !canAppendPriceRange(ranges)) return copy(ranges);
  return [...copy(ranges), [last[1] + 1, last[1] + 2]];
}

/** Drops the last pair; the first pair is never removed. */
export function removeLastPriceRange(ranges: ReadonlyPriceRanges): PriceRange[] {
  return copy(ranges.length > 1 ? ranges.slice(0, -1) : ranges);
}
