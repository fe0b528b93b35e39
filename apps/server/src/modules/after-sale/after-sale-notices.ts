import { ACTIVITY_STATE, type AfterSaleStatus } from '@rxdesk/contract/after-sale/after-sale';
import { LIVE_NOTICE, type PendingAfterSale } from '@rxdesk/contract/live/live-notices';
import type { AfterSale } from '../../platform/db/schema.ts';
import type { Order } from '../../platform/db/schema.ts';
import type { LiveNotifier } from '../../platform/realtime/live-notifier.ts';
import type { OrderReadPort } from '../orders/orders.module.ts';
import { isFinal } from './after-sale-state-machine.ts';

/** The §3 pending after-sale item of a case. */
export function toPendingAfterSale(c: AfterSale, orderSn: string): PendingAfterSale {
  return {
    order_sn: orderSn,
    as_order_sn: c.service_sn,
    order_type: c.service_type,
    apply_time: c.created_at,
    activity_state: ACTIVITY_STATE[c.status as AfterSaleStatus],
  };
}

/** An order waits for entry into the store's account in these (StoreService.pendingEntry). */
function awaitsEntry(o: Order): boolean {
  return o.entry_status === 0 && ['NEW', 'CONFIRM', 'PAID_OFF'].includes(o.status);
}

/** Live notices of §4 for after-sale, sent after the transaction committed (DESIGN.md §5):
 * 12 a case joins the seller's list (and its order leaves the pending-entry list), 13 it leaves
 * the list, 14 it ended and its order awaits entry again, 15 a refund result, 16 a cancel request. */
export class AfterSaleNotices {
  constructor(
    private readonly notifier: LiveNotifier,
    private readonly orders: Pick<OrderReadPort, 'pendingEntry'>,
  ) {}

  async caseChanged(before: AfterSale | null, after: AfterSale, order: Order): Promise<void> {
    const was = before?.awaiting === 1;
    const now = after.awaiting === 1;
    if (isFinal(after.status as AfterSaleStatus) && awaitsEntry(order)) {
      await this.notifier.notice(
        after.shop_id,
        LIVE_NOTICE.AFTER_SALE_TO_PENDING,
        this.orders.pendingEntry(order, LIVE_NOTICE.AFTER_SALE_TO_PENDING),
      );
    } else if (now && !was) {
      await this.notifier.notice(after.shop_id, LIVE_NOTICE.AFTER_SALE_RAISED, {
        ...toPendingAfterSale(after, order.sn),
      });
    } else if (was && !now) {
      await this.notifier.notice(after.shop_id, LIVE_NOTICE.AFTER_SALE_HANDLED, {
        as_order_sn: after.service_sn,
        order_sn: order.sn,
      });
    }
  }

  async refundResult(shopId: number, orderSn: string, serviceSn: string | null): Promise<void> {
    await this.notifier.notice(shopId, LIVE_NOTICE.REFUND_ALERT, {
      order_sn: orderSn,
      ...(serviceSn ? { as_order_sn: serviceSn } : {}),
    });
  }

  async cancelRequested(shopId: number, orderSn: string): Promise<void> {
    await this.notifier.notice(shopId, LIVE_NOTICE.CANCEL_ALERT, { order_sn: orderSn });
  }
}
