import type { ReceiveBatchBody, SkuBatches } from '@rxdesk/contract/goods/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { invalidateStockQuantities } from './stock-keys.ts';

/** POST seller/goods/skus/{sku_id}/batches — stock received into a batch. Silent: the dialog puts
 * field errors under their fields (a batch number with another expiry…) and toasts the rest. */
export function receiveBatch({
  skuId,
  body,
}: {
  skuId: number;
  body: ReceiveBatchBody;
}): Promise<SkuBatches> {
  return apiClient.post<SkuBatches>(`seller/goods/skus/${skuId}/batches`, body, { silent: true, json: true });
}

export function useReceiveBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveBatch,
    onSuccess: () => void invalidateStockQuantities(queryClient),
  });
}
