import {
  DEFAULT_PRICE_RANGES,
  validatePriceRanges,
  type PriceRange,
} from '@rxdesk/contract/common/price-range';
import { formatPriceRanges } from '@rxdesk/contract/statistics/reports-common';

/** §9 default ranges ([[0,100]]) as a fresh, editable copy. */
export function defaultRanges(): PriceRange[] {
  return DEFAULT_PRICE_RANGES.map(([low, high]) => [low, high]);
}

/** The `ranges` query parameter of ranges the setter holds, or undefined while they break a §5
 * rule (the report keeps the ranges last applied; the setter shows the message). */
export function rangesParam(ranges: PriceRange[]): string | undefined {
  if (ranges.length === 0 || validatePriceRanges(ranges)) return undefined;
  if (ranges.some(([low, high]) => !Number.isInteger(low) || !Number.isInteger(high))) return undefined;
  return formatPriceRanges(ranges);
}

/** A range's label in the chart and the table: the last one reads "above". */
export function rangeLabel(low: number, high: number): string {
  return `${low} - ${high}`;
}
