import { z } from 'zod';
import { checkPeriod, periodFields, resolvedPeriod } from './period.ts';

/** GET /api/seller/statistics/region (regional-analysis, 区域分析): paid orders by the consignee's
 * province (for the China map), or with `province_id` by city of that province (drill-down).
 * Self-pick-up orders have no address: they are the row with region_id 0 (到店自提). */
export const regionQuery = z
  .object({ ...periodFields, province_id: z.coerce.number().int().min(1).optional() })
  .superRefine(checkPeriod);
export type RegionQuery = z.input<typeof regionQuery>;
export const regionRow = z.object({
  region_id: z.number().int(),
  name: z.string(),
  orders: z.number().int(),
  amount: z.number(),
  /** Distinct paying members with an order to this region. */
  members: z.number().int(),
});
export type RegionRow = z.infer<typeof regionRow>;
export const regionReport = z.object({
  period: resolvedPeriod,
  /** null: provinces; else the province drilled into. */
  province: z.object({ region_id: z.number().int(), name: z.string() }).nullable(),
  /** Biggest amount first. */
  rows: z.array(regionRow),
});
export type RegionReport = z.infer<typeof regionReport>;
