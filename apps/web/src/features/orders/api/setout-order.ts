import type { setoutBody } from '@rxdesk/contract/orders/orders';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { LONG_TIMEOUT_MS } from '../../../shared/http/request-config.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** POST {sn}/setout — ships by express with a batch number for every line. JSON (the batches are
 * nested) and §9 130 s: the call may wait on the express partner. */
export type SetoutBody = z.input<typeof setoutBody>;

export function setoutOrder({ sn, body }: { sn: string; body: SetoutBody }): Promise<ActionResult> {
  return apiClient.post<ActionResult>(`seller/trade/orders/${encodeURIComponent(sn)}/setout`, body, {
    silent: true,
    json: true,
    timeout: LONG_TIMEOUT_MS,
  });
}

export function useSetoutOrder() {
  return useOrderMutation(setoutOrder);
}
