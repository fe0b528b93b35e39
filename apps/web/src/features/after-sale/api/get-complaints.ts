import type { ComplaintListQuery, ComplaintRow } from '@rxdesk/contract/after-sale/complaints';
import type { Page } from '@rxdesk/contract/common/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { afterSaleKeys } from './after-sale-keys.ts';

/** GET seller/complaints — one page of the filtered complaints, newest first. */
export function getComplaints(query: ComplaintListQuery): Promise<Page<ComplaintRow>> {
  return apiClient.get<Page<ComplaintRow>>('seller/complaints', { params: { ...query } });
}

export const complaintsQueryOptions = (query: ComplaintListQuery) =>
  queryOptions({
    queryKey: afterSaleKeys.complaintList(query),
    queryFn: () => getComplaints(query),
    staleTime: 5_000,
  });

export function useComplaints(query: ComplaintListQuery) {
  return useQuery({ ...complaintsQueryOptions(query), placeholderData: keepPreviousData });
}
