import { z } from 'zod';
import { pageOf } from '../common/paging.ts';
import { checkPeriod, periodFields, resolvedPeriod } from './period.ts';

/** GET /api/seller/statistics/goods (goods-analysis, 商品分析): per goods item over the period,
 * with its page views and favourites added (buyers' events), sortable, filtered by category (the item's category or any below it) and shop group, paged. */
export const GOODS_SORTS = [
  'units',
  'amount',
  'orders',
  'refund_num',
  'refund_amount',
  'views',
  'favorites',
] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export const goodsAnalysisQuery = z
  .object({
    ...periodFields,
    category_id: z.coerce.number().int().min(1).optional(),
    group_id: z.coerce.number().int().min(1).optional(),
    /** Goods name or code contains (whole text). */
    keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
    sort: z.enum(GOODS_SORTS).default('amount'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page_no: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(100).default(10),
  })
  .superRefine(checkPeriod);
export type GoodsAnalysisQuery = z.input<typeof goodsAnalysisQuery>;

export const goodsAnalysisRow = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_code: z.string(),
  /** Units sold (paid orders). */
  units: z.number().int(),
  /** Yuan: the lines' subtotals. */
  amount: z.number(),
  /** Paid orders containing the item. */
  orders: z.number().int(),
  /** Units refunded (a cancelled paid order refunds all its units; an after-sale its approved lines). */
  refund_num: z.number().int(),
  /** Yuan refunded for the item. */
  refund_amount: z.number(),
  /** Page views of the item in the period (goods_view events). */
  views: z.number().int(),
  /** Favourites added in the period (goods_favorite events). */
  favorites: z.number().int(),
});
export type GoodsAnalysisRow = z.infer<typeof goodsAnalysisRow>;

export const goodsAnalysisReport = pageOf(goodsAnalysisRow).extend({ period: resolvedPeriod });
export type GoodsAnalysisReport = z.infer<typeof goodsAnalysisReport>;

/** GET /api/seller/statistics/hot-goods (hot-selling-goods, 热卖商品): top 30 by amount and by units. */
export const HOT_GOODS_LIMIT = 30;
export const hotGoodsRow = z.object({
  rank: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_code: z.string(),
  units: z.number().int(),
  amount: z.number(),
  orders: z.number().int(),
});
export type HotGoodsRow = z.infer<typeof hotGoodsRow>;
export const HOT_GOODS_BY = ['amount', 'units'] as const;
export type HotGoodsBy = (typeof HOT_GOODS_BY)[number];
export const hotGoodsQuery = z
  .object({ ...periodFields, by: z.enum(HOT_GOODS_BY).default('amount') })
  .superRefine(checkPeriod);
export type HotGoodsQuery = z.input<typeof hotGoodsQuery>;
export const hotGoodsReport = z.object({
  period: resolvedPeriod,
  by_amount: z.array(hotGoodsRow),
  by_units: z.array(hotGoodsRow),
});
export type HotGoodsReport = z.infer<typeof hotGoodsReport>;
