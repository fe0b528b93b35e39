import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { zKeyword, zMoneyYuan } from '../rules/rule-schemas.ts';

/**
 * Points goods (积分商品, issue 22): one SKU of the shop (on sale, approved, neither prescription
 * nor restricted) offered for points and, optionally, some cash; its own exchange stock and a
 * per-member limit (0: none); on or off. Money: yuan at this edge (integer fen inside).
 */

/** A sanity bound for points, stock and limits (far above any real figure). */
export const POINTS_GOODS_NUMBER_MAX = 10_000_000;

const id = z.coerce.number().int().positive().max(2147483647);
export const pointsGoodsIdParams = z.object({ id });

const whole = (rule: string, min: number) =>
  z.coerce.number({ error: rule }).int(rule).min(min, rule).max(POINTS_GOODS_NUMBER_MAX, rule);

/** POST / PUT /api/seller/points/goods. */
export const pointsGoodsBody = z.object({
  sku_id: z.coerce
    .number({ error: 'rule.pointsGoodsSku' })
    .int()
    .positive('rule.pointsGoodsSku')
    .max(2147483647),
  category_id: z.coerce
    .number({ error: 'rule.pointsGoodsCategory' })
    .int()
    .positive('rule.pointsGoodsCategory')
    .max(2147483647),
  points: whole('rule.pointsGoodsPoints', 1),
  /** Yuan (0 or absent: points only). */
  cash: zMoneyYuan().default(0),
  stock: whole('rule.pointsGoodsStock', 0),
  limit_num: whole('rule.pointsGoodsLimit', 0).default(0),
});
export type PointsGoodsBody = z.input<typeof pointsGoodsBody>;

export const POINTS_GOODS_STATUSES = ['ON', 'OFF'] as const;
export type PointsGoodsStatus = (typeof POINTS_GOODS_STATUSES)[number];

/** GET /api/seller/points/goods. */
export const pointsGoodsListQuery = pageQuery.extend({
  /** Goods name or SKU code. */
  keyword: zKeyword().trim().optional(),
  category_id: z.coerce.number().int().positive().max(2147483647).optional(),
  status: z.enum(POINTS_GOODS_STATUSES).optional(),
});
export type PointsGoodsListQuery = z.input<typeof pointsGoodsListQuery>;

export const pointsGoodsRow = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  sku_code: z.string(),
  /** Spec values joined ('' for a single-SKU item). */
  specs: z.string(),
  thumbnail: z.string(),
  /** The SKU's list price now (yuan). */
  list_price: z.number(),
  category_id: z.number().int(),
  /** '' when the category was deleted since. */
  category_name: z.string(),
  points: z.number().int(),
  /** Yuan. */
  cash: z.number(),
  stock: z.number().int(),
  limit_num: z.number().int(),
  status: z.enum(POINTS_GOODS_STATUSES),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type PointsGoodsRow = z.infer<typeof pointsGoodsRow>;

export const pointsGoodsCreated = z.object({ id: z.number().int() });

/** GET /api/seller/points/goods/skus?goods_id= — the SKUs the form may offer. */
export const pointsGoodsSkuQuery = z.object({ goods_id: id });
export const pointsGoodsSkuOption = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  sku_code: z.string(),
  specs: z.string(),
  /** Yuan. */
  price: z.number(),
  stock: z.number().int(),
});
export type PointsGoodsSkuOption = z.infer<typeof pointsGoodsSkuOption>;
