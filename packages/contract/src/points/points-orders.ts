import { z } from 'zod';
import { intakeOrderBody } from '../orders/order-intake.ts';
import { isMobile } from '../rules/rules.ts';

/**
 * Points orders (积分订单, issue 22): an exchange of points goods, stored as an orders row with
 * order_type POINTS, so it ships, prints and goes through after-sale and refunds like any order.
 * The points list, after-sale list and refund list are the seller's existing lists filtered by
 * `order_type`.
 */

/** POST /api/open/points-orders — X-Api-Key, Idempotency-Key. The member (by mobile) must be
 * the shop's; consignee, shipping and payment (of the cash part and shipping) as /open/orders. */
export const pointsOrderBody = intakeOrderBody
  .pick({
    order_source: true,
    shipping_type: true,
    payment_type: true,
    paid: true,
    is_erp: true,
    consignee: true,
    remark: true,
  })
  .extend({
    member_mobile: z.string().refine(isMobile, 'rule.mobile'),
    points_goods_id: z.number().int().positive().max(2147483647),
    num: z.number().int().min(1).max(999),
  });
export type PointsOrderBody = z.infer<typeof pointsOrderBody>;

export const pointsOrderResult = z.object({
  sn: z.string(),
  status: z.enum(['NEW', 'CONFIRM', 'PAID_OFF']),
  /** Yuan: cash × num + shipping. */
  order_price: z.number(),
  points_spent: z.number().int(),
  serial_number: z.number().int(),
  pickcode: z.string(),
});
export type PointsOrderResult = z.infer<typeof pointsOrderResult>;
