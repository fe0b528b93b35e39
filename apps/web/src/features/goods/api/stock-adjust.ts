import type { AdjustBatchBody, SkuBatches } from '@rxdesk/contract/goods/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { invalidateStockQuantities } from './stock-keys.ts';

/** PUT seller/goods/batches/{batch_id}/adjust — a counted correction of one batch with a reason;
 * refused (409) below zero. Silent: the dialog shows the refusal. */
export function adjustBatch({
  batchId,
  body,
}: {
  batchId: number;
  body: AdjustBatchBody;
}): Promise<SkuBatches> {
  return apiClient.put<SkuBatches>(`seller/goods/batches/${batchId}/adjust`, body, {
    silent: true,
    json: true,
  });
}

export function useAdjustBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBatch,
    onSuccess: () => void invalidateStockQuantities(queryClient),
  });
}
