import type { Page } from '@rxdesk/contract/common/paging';
import type { AskListQuery, AskRow } from '@rxdesk/contract/consultations/asks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { asksKeys } from './asks-keys.ts';

/** GET seller/members/asks — one page, unanswered first, then newest first. */
export function getAsks(query: AskListQuery): Promise<Page<AskRow>> {
  return apiClient.get<Page<AskRow>>('seller/members/asks', { params: { ...query } });
}

export const asksQueryOptions = (query: AskListQuery) =>
  queryOptions({ queryKey: asksKeys.list(query), queryFn: () => getAsks(query), staleTime: 5_000 });

export function useAsks(query: AskListQuery) {
  return useQuery({ ...asksQueryOptions(query), placeholderData: keepPreviousData });
}
