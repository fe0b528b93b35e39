import type { StockSku } from '@rxdesk/contract/goods/stock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { stockKeys } from './stock-keys.ts';

/** PUT seller/goods/skus/{sku_id}/warning-quantity — a SKU's own warning quantity (null: the shop
 * default again). */
export function setWarningQuantity({
  skuId,
  value,
}: {
  skuId: number;
  value: number | null;
}): Promise<StockSku> {
  return apiClient.put<StockSku>(
    `seller/goods/skus/${skuId}/warning-quantity`,
    { warning_quantity: value },
    { silent: true, json: true },
  );
}

export function useSetWarningQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWarningQuantity,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}
