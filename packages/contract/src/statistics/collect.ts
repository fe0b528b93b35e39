import { z } from 'zod';
import { periodQuery, resolvedPeriod } from './period.ts';

/**
 * 收藏统计 (collect, issue 25): goods favourites from the favourite / unfavourite events buyers'
 * clients send (events.ts). `favorites` is the goods item's current total (all favourites added
 * minus removed since events began, never below 0); `added` / `removed` are the period's.
 */
export const COLLECT_TOP_GOODS = 50;

export const collectQuery = periodQuery;
export type CollectQuery = z.infer<typeof collectQuery>;

export const collectGoodsRow = z.object({
  goods_id: z.number(),
  goods_name: z.string(),
  favorites: z.number(),
  added: z.number(),
  removed: z.number(),
});
export type CollectGoodsRow = z.infer<typeof collectGoodsRow>;

export const collectTrendRow = z.object({
  /** 'YYYY-MM-DD', every day of the period (zeros too). */
  date: z.string(),
  added: z.number(),
  removed: z.number(),
});
export type CollectTrendRow = z.infer<typeof collectTrendRow>;

export const collectReport = z.object({
  period: resolvedPeriod,
  totals: z.object({ favorites: z.number(), added: z.number(), removed: z.number() }),
  /** Goods by current favourites (ties: lower goods id first), at most 50. */
  top_goods: z.array(collectGoodsRow),
  trend: z.array(collectTrendRow),
});
export type CollectReport = z.infer<typeof collectReport>;
