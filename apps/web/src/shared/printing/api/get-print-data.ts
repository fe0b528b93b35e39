import type { PrintData } from '@rxdesk/contract/orders/orders';
import { apiClient } from '../../http/api-client.ts';

/** GET seller/trade/orders/{sn}/print?print_name= — everything the receipt shows (§3). Silent:
 * the printing code says what went wrong in its own words. */
export function getPrintData(sn: string, printName: string): Promise<PrintData> {
  return apiClient.get<PrintData>(`seller/trade/orders/${encodeURIComponent(sn)}/print`, {
    params: { print_name: printName },
    silent: true,
  });
}
