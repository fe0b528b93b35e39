import { z } from 'zod';
import { validatePriceRanges, type PriceRange } from '../common/price-range.ts';
import { checkPeriod, periodFields, resolvedPeriod } from './period.ts';

/**
 * Pieces shared by the eight order/goods reports (issue 25). Counting rules, the same in every
 * report and export:
 * - An order counts once it is paid (paid = 1), on the Shanghai day of its payment (paid_at), with
 *   its paid amount; an order cancelled before payment never counts. A paid order that is later
 *   cancelled still counts on its payment day: its money comes back as a refund.
 * - Refunds count on the day their money went back (status SUCCESS, refunded_at), with their
 *   amount; a partial refund counts its own amount only.
 * - Members: distinct buyers with a paid order in the period; new members: buyers whose first paid
 *   order in this shop falls in the period.
 * Money is yuan (2 decimals) at the edge.
 */

/** Price ranges in a query: `ranges=0-100,101-200` (yuan, whole numbers), checked with the §5
 * setter's rules (validatePriceRanges). Default [[0,100]]. */
export function formatPriceRanges(ranges: ReadonlyArray<readonly [number, number]>): string {
  return ranges.map(([low, high]) => `${low}-${high}`).join(',');
}

export function parsePriceRanges(text: string): PriceRange[] | undefined {
  const pairs = text.split(',').map((part) => /^\s*(\d{1,7})\s*-\s*(\d{1,7})\s*$/.exec(part));
  if (pairs.some((m) => m === null)) return undefined;
  return pairs.map((m) => [Number(m?.[1]), Number(m?.[2])]);
}

export const priceRangesField = z
  .string()
  .trim()
  .default('0-100')
  .transform((text, ctx) => {
    const ranges = parsePriceRanges(text);
    const problem = ranges ? validatePriceRanges(ranges) : { key: 'rule.statistics.priceRanges' };
    if (!ranges || problem) {
      ctx.addIssue({ code: 'custom', message: problem?.key ?? 'rule.statistics.priceRanges' });
      return z.NEVER;
    }
    return ranges;
  });

/** A query of just the period (overview, hot sellers, region without drill-down…). */
export const reportPeriodQuery = z.object(periodFields).superRefine(checkPeriod);
export type ReportPeriodQuery = z.input<typeof reportPeriodQuery>;

/** Every report answer echoes the days it covered (a month or year containing today ends today). */
export const reportBase = z.object({ period: resolvedPeriod });

export const money = z.number();
