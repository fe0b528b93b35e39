import type { OrderListQuery } from '@rxdesk/contract/orders/orders';
import { ORDERS_QUERY_ROOT, orderCountsKey } from '../../../shared/orders/order-counts.ts';

/** Query keys of the orders area (Medusa's all / lists / list(q) / details / detail(id)). Every
 * order mutation invalidates `orderKeys.all`: lists, counts, details and their side panels (log,
 * flow, promotions…) all sit under it. */
export const orderKeys = {
  all: ORDERS_QUERY_ROOT,
  counts: orderCountsKey,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: OrderListQuery) => [...orderKeys.lists(), query] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (sn: string) => [...orderKeys.details(), sn] as const,
  /** A side panel of one order (log, flow, promotion, prescription, batch numbers, neighbours). */
  part: (sn: string, part: string) => [...orderKeys.detail(sn), part] as const,
};
