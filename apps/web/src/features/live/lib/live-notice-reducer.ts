import { LIVE_NOTICE } from '@rxdesk/contract/live/live-protocol';
import type { LiveNotice, PendingAfterSale, PendingEntryOrder } from '@rxdesk/contract/live/live-notices';

/** What the top-bar counters show: orders awaiting entry and after-sale cases awaiting handling. */
export interface LiveLists {
  pending: PendingEntryOrder[];
  afterSales: PendingAfterSale[];
}

export type SoundKind = 'new-order' | 'refund' | 'cancel';

/** Side effects a notice asks for; the reducer only names them, the connection performs them. */
export type LiveEffect = { kind: 'sound'; sound: SoundKind } | { kind: 'print'; order: PendingEntryOrder };

export const EMPTY_LISTS: LiveLists = { pending: [], afterSales: [] };

const withoutOrder = (list: PendingEntryOrder[], sn: string) => list.filter((o) => o.order_sn !== sn);
const withoutCase = (list: PendingAfterSale[], asSn: string) => list.filter((c) => c.as_order_sn !== asSn);

/** Newest first, and never twice: a notice repeated after a reconnect re-read replaces its row. */
function addOrder(list: PendingEntryOrder[], order: PendingEntryOrder): PendingEntryOrder[] {
  return [order, ...withoutOrder(list, order.order_sn)];
}

/** §4 live notices applied to the counters' lists. Pure: same input, same output. */
export function applyNotice(lists: LiveLists, notice: LiveNotice): LiveLists {
  switch (notice.type) {
    case LIVE_NOTICE.NEW_ORDER:
      return { ...lists, pending: addOrder(lists.pending, notice.data) };
    case LIVE_NOTICE.ORDER_ENTERED:
      return { ...lists, pending: withoutOrder(lists.pending, notice.data.order_sn) };
    case LIVE_NOTICE.AFTER_SALE_RAISED:
      return {
        pending: withoutOrder(lists.pending, notice.data.order_sn),
        afterSales: [notice.data, ...withoutCase(lists.afterSales, notice.data.as_order_sn)],
      };
    case LIVE_NOTICE.AFTER_SALE_HANDLED:
      return { ...lists, afterSales: withoutCase(lists.afterSales, notice.data.as_order_sn) };
    case LIVE_NOTICE.AFTER_SALE_TO_PENDING: {
      // The case is closed either way; only orders the ERP does not handle come back for entry.
      const afterSales = lists.afterSales.filter((c) => c.order_sn !== notice.data.order_sn);
      return {
        afterSales,
        pending: notice.data.is_erp === 0 ? addOrder(lists.pending, notice.data) : lists.pending,
      };
    }
    case LIVE_NOTICE.REFUND_ALERT:
    case LIVE_NOTICE.CANCEL_ALERT:
      return lists;
  }
}

/** The sounds and prints a notice asks for (§4: 10 sound + receipt, 15 refund, 16 cancel). */
export function effectsOf(notice: LiveNotice): LiveEffect[] {
  switch (notice.type) {
    case LIVE_NOTICE.NEW_ORDER:
      return [
        { kind: 'sound', sound: 'new-order' },
        { kind: 'print', order: notice.data },
      ];
    case LIVE_NOTICE.REFUND_ALERT:
      return [{ kind: 'sound', sound: 'refund' }];
    case LIVE_NOTICE.CANCEL_ALERT:
      return [{ kind: 'sound', sound: 'cancel' }];
    default:
      return [];
  }
}
