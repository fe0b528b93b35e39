import type { ComplaintDetail } from '@rxdesk/contract/after-sale/complaints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { afterSaleKeys } from './after-sale-keys.ts';

/** GET seller/complaints/{id} — the complaint, its messages (oldest first), deadlines, order and
 * the actions its state allows. */
export function getComplaint(id: number): Promise<ComplaintDetail> {
  return apiClient.get<ComplaintDetail>(`seller/complaints/${id}`, { silent: true });
}

export const complaintQueryOptions = (id: number) =>
  queryOptions({
    queryKey: afterSaleKeys.complaintDetail(id),
    queryFn: () => getComplaint(id),
    staleTime: 5_000,
  });

export function useComplaint(id: number) {
  return useQuery({ ...complaintQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
