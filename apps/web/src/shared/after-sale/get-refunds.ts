import type { RefundListQuery, RefundRow } from '@rxdesk/contract/after-sale/after-sale';
import type { Page } from '@rxdesk/contract/common/paging';
import { apiClient } from '../http/api-client.ts';

/** GET seller/refunds — one page of the filtered refunds (cases and cancelled orders), newest
 * first. Read by the refund list and by the order detail's after-sale section. */
export function getRefunds(query: RefundListQuery): Promise<Page<RefundRow>> {
  return apiClient.get<Page<RefundRow>>('seller/refunds', { params: { ...query } });
}
