import type { ControlGoodsRow } from '@rxdesk/contract/drug-control/drug-control';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { controlKeys } from './control-keys.ts';

/** DELETE seller/control/goods/{goods_id} — the goods are no longer restricted. */
export function unrestrictGoods(goodsId: number): Promise<ControlGoodsRow> {
  return apiClient.delete<ControlGoodsRow>(`seller/control/goods/${goodsId}`);
}

export function useUnrestrictGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unrestrictGoods,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: controlKeys.goodsLists() }),
  });
}
