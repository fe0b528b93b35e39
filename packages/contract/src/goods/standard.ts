import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';

/** GET /api/admin/goods/standard — the platform's standard goods library, searched to fill the
 * regulated fields of a new goods item from a registered drug. */
export const standardGoodsQuery = pageQuery.extend({
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  category_id: z.coerce.number().int().positive().optional(),
});
export type StandardGoodsQuery = z.infer<typeof standardGoodsQuery>;

export const standardGoods = z.object({
  standard_id: z.number().int(),
  goods_name: z.string(),
  common_name: z.string(),
  approval_number: z.string(),
  specs: z.string(),
  dosage_form: z.string(),
  manufacturer: z.string(),
  storage: z.string(),
  drug_type: z.string(),
  unit: z.string(),
  category_id: z.number().int().nullable(),
  /** §3 category_path of its category ('' when it has none): the publish wizard's first step. */
  category_path: z.string(),
});
export type StandardGoods = z.infer<typeof standardGoods>;

export const standardGoodsIdParams = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
