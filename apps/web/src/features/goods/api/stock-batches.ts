import type { SkuBatches } from '@rxdesk/contract/goods/stock';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { stockKeys } from './stock-keys.ts';

/** GET seller/goods/skus/{sku_id}/batches — a SKU and its batches, earliest expiry first. */
export function getSkuBatches(skuId: number): Promise<SkuBatches> {
  return apiClient.get<SkuBatches>(`seller/goods/skus/${skuId}/batches`);
}

/** `skuId` null: nothing to load (the dialog is closed). */
export function useSkuBatches(skuId: number | null) {
  return useQuery({
    queryKey: stockKeys.batches(skuId ?? 0),
    queryFn: () => getSkuBatches(skuId as number),
    enabled: skuId !== null,
    staleTime: 5_000,
  });
}
