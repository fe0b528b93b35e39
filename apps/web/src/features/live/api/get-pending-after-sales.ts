import type { PendingAfterSale } from '@rxdesk/contract/live-notices';
import { apiClient } from '../../../shared/http/api-client.ts';

export interface PendingAfterSalesResult {
  data: PendingAfterSale[];
  data_total: number;
}

/** GET seller/store/after-sales/pending — the after-sale cases awaiting handling (§3).
 * NOT ON THE SERVER YET (after-sale cases are a later issue); nothing calls this until it is.
 * Then `readPendingAfterSales` below returns `(await getPendingAfterSales()).data`. */
export function getPendingAfterSales(): Promise<PendingAfterSalesResult> {
  return apiClient.get<PendingAfterSalesResult>('seller/store/after-sales/pending', { silent: true });
}

/** The initial / (re)connect read of the after-sale counter. Until the endpoint above exists it
 * can only keep what live notices 12/13/14 built up in this tab: no data is made up. */
export async function readPendingAfterSales(
  heldFromNotices: PendingAfterSale[],
): Promise<PendingAfterSale[]> {
  return heldFromNotices;
}
