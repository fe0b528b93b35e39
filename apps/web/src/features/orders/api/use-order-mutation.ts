import type { OrderSummary } from '@rxdesk/contract/orders/orders';
import { useRefreshingMutation } from '../../../shared/hooks/use-refreshing-mutation.ts';
import { orderKeys } from './order-keys.ts';

/** The order's answer to an action: the order as it is now (status, allowed actions). */
export type ActionResult = OrderSummary;

/** Shared by every order action hook: on success and on 409 everything under `orderKeys.all` is
 * refetched (list, counts, detail, log, flow). */
export function useOrderMutation<V>(mutationFn: (variables: V) => Promise<ActionResult>) {
  return useRefreshingMutation(mutationFn, [orderKeys.all]);
}
