import type { Page } from '@rxdesk/contract/common/paging';
import type { ExpiryQuery, ExpiryRow } from '@rxdesk/contract/goods/stock';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { stockKeys } from './stock-keys.ts';

/** GET seller/goods/expiry-batches — near-expiry and expired batches still holding stock. */
export function getExpiryBatches(query: ExpiryQuery): Promise<Page<ExpiryRow>> {
  return apiClient.get<Page<ExpiryRow>>('seller/goods/expiry-batches', { params: { ...query } });
}

export function useExpiryBatches(query: ExpiryQuery) {
  return useQuery({
    queryKey: stockKeys.expiry(query),
    queryFn: () => getExpiryBatches(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
