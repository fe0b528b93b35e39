import { z } from 'zod';
import { resolvedPeriod } from './period.ts';

/** GET /api/seller/statistics/overview (generality-overview, 概况): the period against the one of
 * the same length just before it, and a daily trend of the period for the sparklines. */
export const OVERVIEW_FIGURES = [
  'orders',
  'amount',
  'members',
  'units',
  'average_order_value',
  'refund_amount',
  'new_members',
] as const;
export type OverviewFigure = (typeof OVERVIEW_FIGURES)[number];

export const OVERVIEW_FIGURE_LABELS: Record<OverviewFigure, { zh: string; en: string }> = {
  orders: { zh: '下单笔数', en: 'Orders' },
  amount: { zh: '付款金额', en: 'Paid amount' },
  members: { zh: '付款会员数', en: 'Paying members' },
  units: { zh: '商品件数', en: 'Units' },
  average_order_value: { zh: '客单价', en: 'Average order value' },
  refund_amount: { zh: '退款金额', en: 'Refund amount' },
  new_members: { zh: '新增会员数', en: 'New members' },
};

export const overviewFigures = z.object({
  orders: z.number().int(),
  /** Yuan. */
  amount: z.number(),
  members: z.number().int(),
  units: z.number().int(),
  /** Yuan: amount / orders (0 without orders). */
  average_order_value: z.number(),
  refund_amount: z.number(),
  new_members: z.number().int(),
});
export type OverviewFigures = z.infer<typeof overviewFigures>;

export const overviewTrendPoint = z.object({
  date: z.string(),
  orders: z.number().int(),
  amount: z.number(),
  /** Distinct paying members of that day. */
  members: z.number().int(),
  units: z.number().int(),
  average_order_value: z.number(),
  refund_amount: z.number(),
  new_members: z.number().int(),
});
export type OverviewTrendPoint = z.infer<typeof overviewTrendPoint>;

export const overviewReport = z.object({
  period: resolvedPeriod,
  previous_period: resolvedPeriod,
  current: overviewFigures,
  previous: overviewFigures,
  /** One point per day of the period, oldest first, days without sales included as zeros. */
  trend: z.array(overviewTrendPoint),
});
export type OverviewReport = z.infer<typeof overviewReport>;
