import type { PendingAfterSale } from '@rxdesk/contract/live/live-notices';
import { apiClient } from '../../../shared/http/api-client.ts';

export interface PendingAfterSalesResult {
  data: PendingAfterSale[];
  data_total: number;
}

/** GET seller/store/after-sales/pending — the after-sale cases waiting for the shop (§3), newest
 * first. Silent: a failed re-read keeps the list shown. */
export function getPendingAfterSales(): Promise<PendingAfterSalesResult> {
  return apiClient.get<PendingAfterSalesResult>('seller/store/after-sales/pending', { silent: true });
}

/** The initial / (re)connect read of the after-sale counter. A role without the after-sale pages
 * (the endpoint answers 423), or a failed read, keeps what live notices 12/13/14 built up in this
 * tab, so the pending-order counter read beside it is not lost with it. */
export async function readPendingAfterSales(
  heldFromNotices: PendingAfterSale[],
): Promise<PendingAfterSale[]> {
  try {
    return (await getPendingAfterSales()).data;
  } catch {
    return heldFromNotices;
  }
}
