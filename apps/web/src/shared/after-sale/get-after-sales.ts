import type { AfterSaleListQuery, AfterSaleRow } from '@rxdesk/contract/after-sale/after-sale';
import type { Page } from '@rxdesk/contract/common/paging';
import { apiClient } from '../http/api-client.ts';

/** GET seller/after-sales — one page of the filtered cases, newest first. Read by the service
 * list and by the order detail's after-sale section. */
export function getAfterSales(query: AfterSaleListQuery): Promise<Page<AfterSaleRow>> {
  return apiClient.get<Page<AfterSaleRow>>('seller/after-sales', { params: { ...query } });
}
