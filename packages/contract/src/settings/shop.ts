import { z } from 'zod';

/** GET /api/seller/shops — the signed-in user's shop, cached by the browser (seller_shop). */
export const shopInfo = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  shop_logo: z.string(),
  shop_contact_name: z.string(),
  shop_contact_phone: z.string(),
  shop_address: z.string(),
  /** 0 open, 1 closed (§7 closeStatus) */
  closed: z.union([z.literal(0), z.literal(1)]),
  create_time: z.number().int(),
});
export type ShopInfo = z.infer<typeof shopInfo>;

/** GET /api/seller/shops/closeStatus — 0 open, 1 closed. */
export const closeStatus = z.union([z.literal(0), z.literal(1)]);
