import type { WarningCounts } from '@rxdesk/contract/goods/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../http/api-client.ts';
import { GOODS_STOCK_ROOT, warningCountsKey } from './stock-settings-keys.ts';

/** PUT seller/shops/warning-counts — both settings at once; the lists they decide reload. */
export function saveWarningCounts(body: WarningCounts): Promise<WarningCounts> {
  return apiClient.put<WarningCounts>('seller/shops/warning-counts', body, { silent: true, json: true });
}

export function useSaveWarningCounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWarningCounts,
    onSuccess: (saved) => {
      queryClient.setQueryData(warningCountsKey(), saved);
      void queryClient.invalidateQueries({ queryKey: GOODS_STOCK_ROOT });
    },
  });
}
