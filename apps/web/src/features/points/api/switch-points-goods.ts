import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { pointsGoodsKeys } from './points-goods-keys.ts';

/** POST seller/points/goods/{id}/on | off. A refusal (already so) is shown by the client. */
export function switchPointsGoods({ id, on }: { id: number; on: boolean }): Promise<unknown> {
  return apiClient.post(`seller/points/goods/${id}/${on ? 'on' : 'off'}`);
}

export function useSwitchPointsGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchPointsGoods,
    // Either way the row may have changed meanwhile: read the list again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsGoodsKeys.all }),
  });
}
