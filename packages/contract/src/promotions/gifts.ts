import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { zMoneyYuan } from '../rules/rule-schemas.ts';

/**
 * Gifts (赠品, issue 22): goods a full-cut tier gives away, each with its own stock. The stock is
 * a ledger (every change a row with its reason); a gift is taken by an order's full-cut tier in
 * the order's transaction and goes back when the order is cancelled. Money is yuan at the API
 * edge (the price is the gift's reference value, never charged), fen inside.
 */
export const GIFT_STOCK_MAX = 1_000_000;
export const GIFT_STOCK_REASONS = ['INITIAL', 'ADJUST', 'ORDER', 'CANCEL'] as const;
export type GiftStockReason = (typeof GIFT_STOCK_REASONS)[number];

const id = z.coerce.number().int().positive().max(2147483647);

export const giftIdParams = z.object({ id });

/** POST / PUT /api/seller/promotion/full-discount-gifts. The stock is set once at creation; later
 * changes go through …/{id}/stock so each is a ledger row with its reason. */
export const giftBody = z
  .object({
    name: z.string({ error: 'rule.required' }).trim().min(1, 'rule.gift.name').max(30, 'rule.gift.name'),
    price: zMoneyYuan(),
    image: z.string().trim().max(500, 'rule.gift.image').default(''),
    /** An optional catalogue SKU the gift is (its goods follows from it). */
    sku_id: id.nullable().optional(),
    /** Creation only: the opening stock (ignored on edit). */
    stock: z.coerce
      .number()
      .int('rule.gift.stock')
      .min(0, 'rule.gift.stock')
      .max(GIFT_STOCK_MAX, 'rule.gift.stock')
      .default(0),
    disabled: z.boolean().default(false),
  })
  .meta({ examples: [{ name: '便携药盒', price: '9.9', image: '', stock: 20 }] });
export type GiftBody = z.infer<typeof giftBody>;
export type GiftInput = z.input<typeof giftBody>;

export const giftListQuery = pageQuery.extend({
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  /** true: only gifts that are not disabled (the tier editor's choice). */
  enabled_only: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type GiftListQuery = z.infer<typeof giftListQuery>;

export const gift = z.object({
  gift_id: z.number(),
  name: z.string(),
  price: z.number(),
  image: z.string(),
  goods_id: z.number().nullable(),
  sku_id: z.number().nullable(),
  /** The SKU's goods name when linked, else ''. */
  goods_name: z.string(),
  stock: z.number(),
  disabled: z.boolean(),
  create_time: z.number(),
  update_time: z.number(),
});
export type Gift = z.infer<typeof gift>;

export const giftCreated = z.object({ gift_id: z.number() });

/** POST …/{id}/stock: a signed change (restock +, write-off −) and why. */
export const giftStockBody = z
  .object({
    change: z.coerce
      .number()
      .int('rule.gift.change')
      .min(-GIFT_STOCK_MAX, 'rule.gift.change')
      .max(GIFT_STOCK_MAX, 'rule.gift.change')
      .refine((n) => n !== 0, 'rule.gift.change'),
    reason: z.string({ error: 'rule.required' }).trim().min(1, 'rule.required').max(100, 'rule.gift.reason'),
  })
  .meta({ examples: [{ change: 10, reason: '补货' }] });
export type GiftStockBody = z.infer<typeof giftStockBody>;

export const giftStockRow = z.object({
  change: z.number(),
  reason: z.enum(GIFT_STOCK_REASONS),
  ref: z.string(),
  at: z.number(),
});
export type GiftStockRow = z.infer<typeof giftStockRow>;

/** GET …/{id}: the gift and its latest ledger rows (newest first). */
export const giftDetail = gift.extend({ ledger: z.array(giftStockRow) });
export type GiftDetail = z.infer<typeof giftDetail>;

export const giftStockResult = z.object({ stock: z.number() });
