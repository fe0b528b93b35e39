import type { Db } from '../../../platform/db/database.ts';
import type { Order } from '../../../platform/db/schema.ts';
import type { MembersPointsPort } from '../../members/members.module.ts';

/** The points a paid refund of a points order gives back (issue 22): the refunded share of the
 * cash paid, applied to the points spent, rounded down — so a full refund returns every point
 * and partial refunds never return more in total than was spent (their amounts never exceed
 * what was paid). A cancelled order got all its points back with the cancel: nothing more. */
export function pointsToReturn(
  order: Pick<Order, 'order_type' | 'status' | 'points_spent' | 'paid_amount'>,
  amount: number,
): number {
  if (order.order_type !== 'POINTS' || order.status === 'CANCELLED') return 0;
  const spent = Number(order.points_spent);
  if (spent <= 0 || order.paid_amount <= 0 || amount <= 0) return 0;
  if (amount >= order.paid_amount) return spent;
  return Math.floor((spent * amount) / order.paid_amount);
}

/** Writes the return in the refund's transaction: one ledger row, ref = the refund number (the
 * refund list reads it back as `points_returned`). */
export async function returnSpentPointsInTrx(
  trx: Db,
  points: MembersPointsPort,
  order: Order,
  refund: { amount: number; refundSn: string; at: number },
): Promise<void> {
  const n = pointsToReturn(order, refund.amount);
  if (order.member_id === null || n <= 0) return;
  await points.addInTrx(trx, {
    shopId: order.shop_id,
    memberId: order.member_id,
    change: n,
    reason: '积分订单退款返还',
    ref: refund.refundSn,
    at: refund.at,
  });
}

/** The full-cut tier points a paid refund takes back (issue 22): the refunded share of what the
 * order's tier gave (orders.promotions `points`), all of it for a full refund, rounded down. The
 * ledger then takes no more than the tier actually earned (nothing before the order completed). */
export function tierPointsToTakeBack(
  order: Pick<Order, 'promotions' | 'paid_amount'>,
  amount: number,
): number {
  let tier = 0;
  try {
    const v = JSON.parse(order.promotions) as { points?: unknown };
    tier = typeof v.points === 'number' ? v.points : 0;
  } catch {
    return 0;
  }
  if (tier <= 0 || amount <= 0 || order.paid_amount <= 0) return 0;
  if (amount >= order.paid_amount) return tier;
  return Math.floor((tier * amount) / order.paid_amount);
}

/** What a paid refund does to the member's points, in its transaction: a points order gets its
 * share of the points spent back; the points the order earned are taken back, 1 per whole yuan
 * refunded, and its share of the full-cut tier's points — never more than the order earned nor
 * than the member has left (points already spent stay spent). */
export async function settleRefundPointsInTrx(
  trx: Db,
  points: MembersPointsPort,
  order: Order,
  refund: { amount: number; refundSn: string; at: number },
): Promise<void> {
  if (order.member_id === null) return;
  await returnSpentPointsInTrx(trx, points, order, refund);
  const entry = { shopId: order.shop_id, memberId: order.member_id, at: refund.at };
  await points.takeBackInTrx(trx, {
    ...entry,
    points: Math.floor(refund.amount / 100),
    reason: '订单退款扣回积分',
    ref: order.sn,
  });
  await points.takeBackInTrx(trx, {
    ...entry,
    points: tierPointsToTakeBack(order, refund.amount),
    reason: '订单退款扣回满赠积分',
    ref: `${order.sn}:full-cut`,
  });
}
