import type { entryBody } from '@rxdesk/contract/orders/orders';
import type { z } from 'zod';
import { apiClient } from '../../../shared/http/api-client.ts';
import { useOrderMutation, type ActionResult } from './use-order-mutation.ts';

/** POST {sn}/entry — the store's entry result: ENTERED, or FAILED with a reason (→ INTODB_ERROR). */
export type EntryBody = z.input<typeof entryBody>;

export function enterOrder({ sn, body }: { sn: string; body: EntryBody }): Promise<ActionResult> {
  return apiClient.post<ActionResult>(`seller/trade/orders/${encodeURIComponent(sn)}/entry`, body, {
    silent: true,
  });
}

export function useEnterOrder() {
  return useOrderMutation(enterOrder);
}
