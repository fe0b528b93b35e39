import type { SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { useRefreshingMutation } from '../../../shared/hooks/use-refreshing-mutation.ts';
import { orderKeys } from './order-keys.ts';

/** A sub-order action answers the sub-order as it is now. */
export interface SorderTarget {
  ssid: string;
  sn: string;
}

/** Shared by the sub-order action hooks: on success and on 409 (the supplier or someone else
 * changed it meanwhile) the orders area refetches (sub-order lists, counts, detail, and the parent
 * order, whose log the action wrote on). */
export function useSorderMutation<V extends SorderTarget>(
  mutationFn: (variables: V) => Promise<SorderSummary>,
) {
  return useRefreshingMutation(mutationFn, [orderKeys.all]);
}

export const sorderPath = ({ ssid, sn }: SorderTarget, action: string) =>
  `seller/trade/sorders/${encodeURIComponent(ssid)}/${encodeURIComponent(sn)}/${action}`;
