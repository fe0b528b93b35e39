import { z } from 'zod';
import { checkPeriod, periodFields, resolvedPeriod } from './period.ts';
import { priceRangesField } from './reports-common.ts';

/** One price range's row: [low, high] whole yuan, inclusive; a price (or order value) counts in a
 * range by its whole yuan (99.50 is in 0-99, 100.00 in 100-200). */
export const priceRangeRow = z.object({
  low: z.number(),
  high: z.number(),
  orders: z.number().int(),
  units: z.number().int(),
  /** Yuan. */
  amount: z.number(),
});
export type PriceRangeRow = z.infer<typeof priceRangeRow>;

/** GET /api/seller/statistics/price-sales (goods-price-sales, 价格销量): units and orders per
 * unit-price range (each sold line by its unit price; `orders` counts the orders with a line in
 * the range). `ranges=0-100,101-200` set with the price-range setter. */
export const priceSalesQuery = z
  .object({ ...periodFields, ranges: priceRangesField })
  .superRefine(checkPeriod);
export type PriceSalesQuery = z.input<typeof priceSalesQuery>;
export const priceSalesReport = z.object({ period: resolvedPeriod, rows: z.array(priceRangeRow) });
export type PriceSalesReport = z.infer<typeof priceSalesReport>;

/** GET /api/seller/statistics/buy-analysis (buy-analysis, 购买分析): paid orders by order value
 * (ranges from the setter; `units` is the orders' units) and by the Shanghai hour of payment (24
 * rows, 0-23). */
export const buyAnalysisQuery = priceSalesQuery;
export type BuyAnalysisQuery = PriceSalesQuery;
export const hourRow = z.object({ hour: z.number().int(), orders: z.number().int(), amount: z.number() });
export type HourRow = z.infer<typeof hourRow>;
export const buyAnalysisReport = z.object({
  period: resolvedPeriod,
  values: z.array(priceRangeRow),
  hours: z.array(hourRow),
});
export type BuyAnalysisReport = z.infer<typeof buyAnalysisReport>;
