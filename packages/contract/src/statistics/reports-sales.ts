import { z } from 'zod';
import { ORDER_SOURCES, PAYMENT_TYPES } from '../orders/order-enums.ts';
import { checkPeriod, periodFields, resolvedPeriod, STATISTICS_MIN_YEAR } from './period.ts';

/** GET /api/seller/statistics/sales (sales-statistics, 销售统计): orders, amount, refunds and net
 * per day / week (Monday to Sunday, cut to the period) / month, and the period by channel (order
 * source) and by payment type. */
export const SALES_GRANULARITIES = ['DAY', 'WEEK', 'MONTH'] as const;
export type SalesGranularity = (typeof SALES_GRANULARITIES)[number];
export const salesQuery = z
  .object({
    ...periodFields,
    granularity: z.enum(SALES_GRANULARITIES, { error: 'rule.statistics.granularity' }).default('DAY'),
  })
  .superRefine(checkPeriod);
export type SalesQuery = z.input<typeof salesQuery>;

export const salesRow = z.object({
  /** The bucket's first and last day inside the period. */
  start_date: z.string(),
  end_date: z.string(),
  orders: z.number().int(),
  amount: z.number(),
  refunds: z.number().int(),
  refund_amount: z.number(),
  /** amount − refund_amount. */
  net: z.number(),
});
export type SalesRow = z.infer<typeof salesRow>;
export const channelRow = z.object({
  key: z.enum(ORDER_SOURCES),
  orders: z.number().int(),
  amount: z.number(),
});
export const paymentRow = z.object({
  key: z.enum(PAYMENT_TYPES),
  orders: z.number().int(),
  amount: z.number(),
});
export const salesReport = z.object({
  period: resolvedPeriod,
  rows: z.array(salesRow),
  totals: salesRow,
  /** Every source / payment type, zeros included, in the enum order. */
  channels: z.array(channelRow),
  payments: z.array(paymentRow),
});
export type SalesReport = z.infer<typeof salesReport>;

/** GET /api/seller/statistics/operate (operate-report, 运营报告): a month (cycle=MONTH, one row per
 * day) or a year (cycle=YEAR, one row per month), chosen with the year/month picker. */
export const operateQuery = z
  .object({
    cycle: z.enum(['MONTH', 'YEAR']).default('MONTH'),
    year: z.coerce
      .number()
      .int('rule.statistics.year')
      .min(STATISTICS_MIN_YEAR, 'rule.statistics.year')
      .max(2100, 'rule.statistics.year'),
    month: periodFields.month,
  })
  .superRefine(checkPeriod);
export type OperateQuery = z.input<typeof operateQuery>;
export const operateRow = z.object({
  /** 'YYYY-MM-DD' (month cycle) or 'YYYY-MM' (year cycle). */
  label: z.string(),
  orders: z.number().int(),
  amount: z.number(),
  /** Distinct paying members of the row's day or month. */
  members: z.number().int(),
  units: z.number().int(),
  refund_amount: z.number(),
});
export type OperateRow = z.infer<typeof operateRow>;
export const operateReport = z.object({
  period: resolvedPeriod,
  /** Every day of the month / month of the year up to today. */
  rows: z.array(operateRow),
  /** The whole period (members distinct over it). */
  totals: operateRow,
});
export type OperateReport = z.infer<typeof operateReport>;
