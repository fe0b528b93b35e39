import type { SorderListQuery } from '@rxdesk/contract/orders/drop-ship';
import { ORDERS_QUERY_ROOT } from '../../../shared/orders/order-counts.ts';

/** Query keys of the drop-ship pages. They sit under the orders root: a sub-order action writes
 * on its parent order's log too, so every action refetches the whole orders area. */
export const sorderKeys = {
  all: [...ORDERS_QUERY_ROOT, 'sorders'] as const,
  counts: () => [...sorderKeys.all, 'counts'] as const,
  lists: () => [...sorderKeys.all, 'list'] as const,
  list: (query: SorderListQuery) => [...sorderKeys.lists(), query] as const,
  detail: (ssid: string, sn: string) => [...sorderKeys.all, 'detail', ssid, sn] as const,
  /** Not sub-order data: the shop's suppliers, for the filter. */
  suppliers: () => ['suppliers'] as const,
};
