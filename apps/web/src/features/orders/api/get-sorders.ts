import type { Page } from '@rxdesk/contract/common/paging';
import type { SorderListQuery, SorderSummary } from '@rxdesk/contract/orders/drop-ship';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { sorderKeys } from './sorder-keys.ts';

/** GET seller/trade/sorders — one page of drop-ship sub-orders, newest first. */
export function getSorders(query: SorderListQuery): Promise<Page<SorderSummary>> {
  return apiClient.get<Page<SorderSummary>>('seller/trade/sorders', { params: { ...query } });
}

export const sordersQueryOptions = (query: SorderListQuery) =>
  queryOptions({ queryKey: sorderKeys.list(query), queryFn: () => getSorders(query), staleTime: 5_000 });

/** Keeps the previous page on screen while the next one loads. */
export function useSorders(query: SorderListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...sordersQueryOptions(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
