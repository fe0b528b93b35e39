import { z } from 'zod';

/* The GSP first-sale review (首营审核), taking goods off shelf, and the list's batch actions. */

const reason = z.string().trim().min(2, 'rule.goods.reason').max(200, 'rule.goods.reason');

/** PUT /api/seller/goods/{goods_id}/auth — permission goods-review; never by the account that
 * submitted the item (`submitted_by`), the founder included. A rejection needs its reason. */
export const goodsReviewBody = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('approve'),
    reason: z.string().trim().max(200, 'rule.goods.reason').default(''),
  }),
  z.object({ action: z.literal('reject'), reason }),
]);
export type GoodsReviewBody = z.infer<typeof goodsReviewBody>;

/** PUT /api/seller/goods/{goods_ids}/under — off shelf, with the reason the list shows. */
export const goodsUnderBody = z.object({ reason });
export type GoodsUnderBody = z.infer<typeof goodsUnderBody>;

export const GOODS_REVIEW_ACTIONS = ['SUBMIT', 'APPROVE', 'REJECT'] as const;
export type GoodsReviewAction = (typeof GOODS_REVIEW_ACTIONS)[number];

/** GET /api/seller/goods/{goods_id}/reviews — the review history, oldest first. A SUBMIT row is
 * written when the item is created and when an edit sends it back to review. */
export const goodsReviewRow = z.object({
  id: z.number().int(),
  action: z.enum(GOODS_REVIEW_ACTIONS),
  reason: z.string(),
  actor_id: z.number().int(),
  actor_name: z.string(),
  created_at: z.number().int(),
});
export type GoodsReviewRow = z.infer<typeof goodsReviewRow>;
export const goodsReviewList = z.array(goodsReviewRow);

/** PUT /api/seller/goods/{goods_ids}/group — null: ungrouped. */
export const goodsGroupBody = z.object({ group_id: z.number().int().positive().nullable() });
/** PUT /api/seller/goods/{goods_ids}/tags — the tags the goods end up with ([]: none). */
export const goodsTagsBody = z.object({
  tag_ids: z.array(z.number().int().positive()).max(20),
});
/** PUT /api/seller/goods/{goods_ids}/warning-quantity — every SKU of the goods; null: the shop default. */
export const goodsWarningBody = z.object({
  warning_quantity: z
    .number()
    .int('rule.goods.warningQuantity')
    .min(0, 'rule.goods.warningQuantity')
    .max(999_999, 'rule.goods.warningQuantity')
    .nullable(),
});
export type GoodsGroupBody = z.infer<typeof goodsGroupBody>;
export type GoodsTagsBody = z.infer<typeof goodsTagsBody>;
export type GoodsWarningBody = z.infer<typeof goodsWarningBody>;

/** What a batch action answers: the goods it changed. */
export const goodsBatchResult = z.object({ goods_ids: z.array(z.number().int()) });
export type GoodsBatchResult = z.infer<typeof goodsBatchResult>;
