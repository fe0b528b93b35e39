import type { Db } from '../../platform/db/database.ts';
import type { Order } from '../../platform/db/schema.ts';
import type { MembersPointsPort } from '../members/members.module.ts';
import type { PointsExchangePort } from '../points/points.module.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** What a cancelled points order gives back (issue 22), in the cancel's transaction: the points
 * it spent (one ledger row, ref = the order sn) and its units to the points goods' exchange stock.
 * Registered with OrderChanges.onCancelRelease; other kinds of order are left alone. A cancel
 * happens once per order (the conditional status change), so this runs once. */
export function pointsOrderRelease(deps: {
  repo: OrdersRepository;
  points: MembersPointsPort;
  exchange: PointsExchangePort;
}) {
  return async (trx: Db, o: Order, at: number): Promise<void> => {
    if (o.order_type !== 'POINTS') return;
    const spent = Number(o.points_spent);
    if (o.member_id !== null && spent > 0)
      await deps.points.addInTrx(trx, {
        shopId: o.shop_id,
        memberId: o.member_id,
        change: spent,
        reason: '积分订单取消返还',
        ref: o.sn,
        at,
      });
    for (const item of await deps.repo.items(o.id, trx))
      if (item.sku_id !== null) await deps.exchange.giveBackInTrx(trx, o.shop_id, item.sku_id, item.num, at);
  };
}
