import type { PointsGoodsBody } from '@rxdesk/contract/points/points-goods';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pointsGoodsKeys } from './points-goods-keys.ts';

/** POST seller/points/goods (no id) or PUT seller/points/goods/{id}. Silent: the dialog puts
 * field errors (prescription goods, a SKU already offered) under their fields. */
export function savePointsGoods({
  id,
  body,
}: {
  id: number | null;
  body: PointsGoodsBody;
}): Promise<unknown> {
  return id
    ? apiClient.put(`seller/points/goods/${id}`, body, { silent: true })
    : apiClient.post('seller/points/goods', body, { silent: true });
}

export function useSavePointsGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePointsGoods,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pointsGoodsKeys.all }),
  });
}
