import { z } from 'zod';
import { pageQuery, repeated } from '../common/paging.ts';

/** GET /api/admin/goods/skus — the goods picker's query (§7, §9: page size 10, market_enable=1, is_auth=1). */
export const goodsSkuQuery = pageQuery.extend({
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  category_path: z.string().max(200).optional(),
  goods_ids: repeated(z.coerce.number().int().positive()),
  goods_codes: repeated(z.string().trim().min(1).max(40)),
  market_enable: z.coerce.number().int().min(0).max(1).optional(),
  is_auth: z.coerce.number().int().min(0).max(1).optional(),
  goods_type: z.string().optional(),
  seller_id: z.coerce.number().int().optional(),
  seller_name: z.string().optional(),
});
export type GoodsSkuQuery = z.infer<typeof goodsSkuQuery>;

/** A goods item as the picker shows it (§3): price in yuan at the API edge. */
export const goodsSku = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  common_name: z.string(),
  specs_name: z.string(),
  thumbnail: z.string(),
  price: z.number(),
  goods_code: z.string(),
  dosage_form: z.string(),
  manufacturer: z.string(),
  storage: z.string(),
  drug_type: z.string(),
  is_prescription: z.number().int(),
  stock: z.number().int(),
  unit: z.string(),
  category_path: z.string(),
});
export type GoodsSku = z.infer<typeof goodsSku>;

/** `GET admin/goods/skus/{ids}/details`: the chosen goods again (a picker reopened with a selection);
 * ids comma-joined, at most 100. */
export const goodsSkuIdsParams = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});
export const goodsSkuList = z.array(goodsSku);
