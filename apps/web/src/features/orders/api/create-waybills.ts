import type { WaybillCreateResult } from '@rxdesk/contract/logistics/waybills';
import { apiClient } from '../../../shared/http/api-client.ts';
import { LONG_TIMEOUT_MS } from '../../../shared/http/request-config.ts';

/** POST seller/waybill/creates — an e-waybill per order (each order on its own; a failed one has
 * nothing recorded). Long timeout: one provider call per order. */
export function createWaybills(body: {
  order_sns: string[];
  express_code: string;
}): Promise<WaybillCreateResult[]> {
  return apiClient.post<WaybillCreateResult[]>('seller/waybill/creates', body, {
    silent: true,
    json: true,
    timeout: LONG_TIMEOUT_MS,
  });
}
