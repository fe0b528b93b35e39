import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** POST {sn}/dispatching — calls a same-city rider from SF or Meituan. 503 NOT_CONFIGURED when the
 * partner is not set up: its message is shown as it comes. */
/** The two same-city partners (the API also takes 1 / 2). */
export type RiderPartner = 'SF' | 'MEITUAN';

export function dispatchRider({ sn, type }: { sn: string; type: RiderPartner }): Promise<ActionResult> {
  return apiClient.post<ActionResult>(
    `seller/trade/orders/${encodeURIComponent(sn)}/dispatching`,
    { type },
    { silent: true },
  );
}

export function useDispatchRider() {
  return useOrderMutation(dispatchRider);
}
