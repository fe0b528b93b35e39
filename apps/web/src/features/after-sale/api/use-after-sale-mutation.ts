import { AFTER_SALE_QUERY_ROOT } from '../../../shared/after-sale/after-sale-counts.ts';
import { useRefreshingMutation } from '../../../shared/hooks/use-refreshing-mutation.ts';
import { ORDERS_QUERY_ROOT } from '../../../shared/orders/order-counts.ts';

/**
 * Shared by every after-sale action hook: on success — and on 409, where someone else (the buyer,
 * the payment provider, another clerk) changed the case meanwhile — the whole area is refetched,
 * and the orders too: a case moves its order into and out of AFTER_SERVICE and its refunds show
 * on the order. The screen then shows what is true now and only the actions allowed now.
 */
export function useAfterSaleMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  return useRefreshingMutation(mutationFn, [AFTER_SALE_QUERY_ROOT, ORDERS_QUERY_ROOT]);
}
