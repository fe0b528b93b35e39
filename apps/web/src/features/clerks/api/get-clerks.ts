import type { Clerk } from '@rxdesk/contract/clerks/clerks';
import type { Page } from '@rxdesk/contract/common/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { clerksKeys } from './clerks-keys.ts';

export interface ClerkListParams {
  page_no: number;
  page_size: number;
  /** Username, real name or mobile. */
  keyword?: string;
  role_id?: number;
  /** 1 enabled, 0 disabled; absent = both. */
  enabled?: 0 | 1;
}

/** GET seller/shops/clerks — a page of the shop's clerk accounts (the founder included). */
export function getClerks(params: ClerkListParams): Promise<Page<Clerk>> {
  return apiClient.get<Page<Clerk>>('seller/shops/clerks', { params });
}

export const clerksQueryOptions = (params: ClerkListParams) =>
  queryOptions({
    queryKey: clerksKeys.clerkList(params),
    queryFn: () => getClerks(params),
    placeholderData: keepPreviousData,
  });

export function useClerks(params: ClerkListParams) {
  return useQuery(clerksQueryOptions(params));
}
