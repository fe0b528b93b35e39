import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';

/**
 * Goods tags (商品标签, Javashop seller `/api/seller/goods/tags`): every shop has the three built-in
 * tags HOT / NEW / RECOMMEND (the themes show their goods) and up to TAG_CUSTOM_MAX of its own.
 */

export const TAG_MARKS = ['hot', 'new', 'recommend'] as const;
export type TagMark = (typeof TAG_MARKS)[number];
/** The built-in tags' stored names (their labels on screen come from the mark). */
export const BUILTIN_TAG_NAMES: Record<TagMark, string> = { hot: '热卖', new: '新品', recommend: '推荐' };
export const TAG_NAME_MAX = 10;
export const TAG_CUSTOM_MAX = 20;
/** Goods ids one add call may carry (the goods picker's confirm). */
export const TAG_GOODS_BATCH_MAX = 100;

const id = z.coerce.number().int().positive().max(2147483647);

/** …/tags/{tag_id} and …/tags/{tag_id}/goods */
export const tagIdParams = z.object({ tag_id: id });

/** PUT|DELETE …/tags/{tag_id}/goods/{goods_ids}: comma-joined goods ids (the path holds at most
 * 100 characters, so about ten); PUT with `0` alone empties the tag. */
export const tagGoodsParams = z.object({
  tag_id: id,
  goods_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
    .transform((s) => [...new Set(s.split(',').map(Number))].filter((n) => n > 0)),
});

const tagName = z
  .string({ error: 'rule.required' })
  .refine((v) => !/^\s/.test(v), 'rule.leadingSpace')
  .transform((v) => v.trim())
  .pipe(z.string().min(1, 'rule.tagName').max(TAG_NAME_MAX, 'rule.tagName'));

/** POST /api/seller/goods/tags and PUT …/{tag_id}: a shop-defined tag. */
export const tagBody = z.object({ tag_name: tagName });

/** POST …/tags/{tag_id}/goods: add goods to the tag (those already in it stay). */
export const tagGoodsAddBody = z.object({
  goods_ids: z.array(id).min(1).max(TAG_GOODS_BATCH_MAX),
});

export const goodsTag = z.object({
  tag_id: z.number().int(),
  tag_name: z.string(),
  /** hot | new | recommend for the built-in tags; '' for the shop's own. */
  mark: z.enum(['', ...TAG_MARKS]),
  /** 1 for hot / new / recommend: they cannot be renamed or deleted. */
  builtin: z.number().int(),
  /** The tag's goods that are not in the recycle station. */
  goods_count: z.number().int(),
  create_time: z.number().int(),
});
export type GoodsTag = z.infer<typeof goodsTag>;
export const goodsTagList = z.array(goodsTag);
export const tagCreated = z.object({ tag_id: z.number().int() });

/** GET …/tags/{tag_id}/goods */
export const tagGoodsQuery = pageQuery.extend({
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
});

/** A goods item of a tag as the tag's goods page lists it (price in yuan). */
export const tagGoodsRow = z.object({
  goods_id: z.number().int(),
  goods_code: z.string(),
  goods_name: z.string(),
  specs: z.string(),
  thumbnail: z.string(),
  price: z.number(),
  stock: z.number().int(),
  market_enable: z.number().int(),
  is_auth: z.number().int(),
});
export type TagGoodsRow = z.infer<typeof tagGoodsRow>;

/** What a change of a tag's goods answers: how many goods the tag holds now. */
export const tagGoodsResult = z.object({ tag_id: z.number().int(), goods_count: z.number().int() });
