import type { PendingEntryOrder } from '@rxdesk/contract/live/live-notices';
import { apiClient } from '../../../shared/http/api-client.ts';

export interface PendingOrdersResult {
  data: PendingEntryOrder[];
  data_total: number;
}

/** GET seller/store/orders/pending — the orders awaiting entry behind the top-bar counter (§3),
 * newest first. Re-read on every (re)connect. Silent: a failed re-read keeps the list shown. */
export function getPendingOrders(): Promise<PendingOrdersResult> {
  return apiClient.get<PendingOrdersResult>('seller/store/orders/pending', { silent: true });
}
