import { z } from 'zod';

/** The kinds an order line's discount comes from (issue 22). */
export const PRICING_DISCOUNT_KINDS = [
  'MINUS',
  'HALF_PRICE',
  'SECKILL',
  'GROUPBUY',
  'ASSEMBLE',
  'FULL_DISCOUNT',
  'COUPON',
] as const;
export type PricingDiscountKind = (typeof PRICING_DISCOUNT_KINDS)[number];

export const PRICING_KIND_LABELS: Record<PricingDiscountKind, { zh: string; en: string }> = {
  MINUS: { zh: '单品立减', en: 'Price cut' },
  HALF_PRICE: { zh: '第二件半价', en: 'Second at half price' },
  SECKILL: { zh: '限时抢购', en: 'Flash sale' },
  GROUPBUY: { zh: '团购', en: 'Group buy' },
  ASSEMBLE: { zh: '拼团', en: 'Assemble' },
  FULL_DISCOUNT: { zh: '满减满赠', en: 'Spend and save' },
  COUPON: { zh: '优惠券', en: 'Coupon' },
};

/** One promotion's discount (yuan): on the order in total, or one line's share. For COUPON the
 * promotion id is the member coupon's id. */
export const pricingDiscount = z.object({
  kind: z.enum(PRICING_DISCOUNT_KINDS),
  promotion_id: z.number(),
  title: z.string(),
  amount: z.number(),
});
export type PricingDiscount = z.infer<typeof pricingDiscount>;

/** One order line's price: list amount, the discounts it took, what was paid for it (yuan). */
export const pricingLine = z.object({
  item_id: z.number(),
  sku_id: z.number().nullable(),
  goods_name: z.string(),
  list_amount: z.number(),
  discounts: z.array(pricingDiscount),
  pay_amount: z.number(),
});
export type PricingLine = z.infer<typeof pricingLine>;

/** What a full-cut tier gave the order beside money: a gift (GIFT, gift_id of the gifts list; a
 * legacy tier's SKU has gift_id null and sku_id set) or its coupon (COUPON, gift_id = the coupon).
 * `granted` false: out of stock / none left when the order was placed. `returned`: a cancel put
 * the gift back into stock. */
export const pricingGift = z.object({
  kind: z.enum(['GIFT', 'COUPON']),
  gift_id: z.number().nullable(),
  sku_id: z.number().nullable(),
  promotion_id: z.number(),
  name: z.string(),
  num: z.number(),
  granted: z.boolean(),
  returned: z.boolean(),
});
export type PricingGift = z.infer<typeof pricingGift>;
