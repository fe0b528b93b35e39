import { z } from 'zod';
import { addAreaMessages } from '../common/locale.ts';
import { checkPeriod, periodFields, resolvedPeriod } from './period.ts';

/**
 * 流量统计 (traffic, issue 25): page views and visitors of the shop from the view events buyers'
 * clients send (events.ts), read from the daily rollups. `views` counts every page view in the shop
 * (shop pages and goods pages); `visitors` counts distinct visitors per day (a month's figure is
 * the sum of its days: visitor-days). Days are Asia/Shanghai dates.
 */
export const TRAFFIC_UNITS = ['day', 'month'] as const;
export type TrafficUnit = (typeof TRAFFIC_UNITS)[number];
/** Goods listed by views. */
export const TRAFFIC_TOP_GOODS = 30;

export const trafficQuery = z
  .object({
    ...periodFields,
    /** Rows per day (default) or per month of the period. */
    unit: z.enum(TRAFFIC_UNITS, 'rule.traffic.unit').default('day'),
  })
  .superRefine(checkPeriod);
export type TrafficQuery = z.infer<typeof trafficQuery>;

export const trafficRow = z.object({
  /** 'YYYY-MM-DD' (unit day) or 'YYYY-MM' (unit month); every day/month of the period, zeros too. */
  date: z.string(),
  views: z.number(),
  visitors: z.number(),
});
export type TrafficRow = z.infer<typeof trafficRow>;

export const trafficGoodsRow = z.object({
  goods_id: z.number(),
  goods_name: z.string(),
  views: z.number(),
  /** The sum of the goods page's daily distinct visitors. */
  visitors: z.number(),
});
export type TrafficGoodsRow = z.infer<typeof trafficGoodsRow>;

export const trafficReport = z.object({
  period: resolvedPeriod,
  unit: z.enum(TRAFFIC_UNITS),
  totals: z.object({ views: z.number(), visitors: z.number() }),
  rows: z.array(trafficRow),
  /** The period's top goods by views (ties: lower goods id first), at most TRAFFIC_TOP_GOODS. */
  top_goods: z.array(trafficGoodsRow),
});
export type TrafficReport = z.infer<typeof trafficReport>;

addAreaMessages({
  zh: { 'rule.traffic.unit': '统计单位须为 day（按日）或 month（按月）' },
  en: { 'rule.traffic.unit': 'The unit must be day or month' },
});
