import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { ACTIVITY_BASE, activityKeys } from '../../seckill/api/activity-keys.ts';

export interface GroupBuyInput {
  group_name: string;
  start_time: number;
  end_time: number;
  skus: { sku_id: number; price: number; quantity: number; limit_num: number }[];
}

/** POST seller/promotion/group-buy-goods, or PUT …/{id} (only before the start). Silent: the
 * form dialog shows a refusal under its field or as a toast. */
export function useSaveGroupBuy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GroupBuyInput }) =>
      id === null
        ? apiClient.post(ACTIVITY_BASE.groupBuy, body, { silent: true, json: true })
        : apiClient.put(`${ACTIVITY_BASE.groupBuy}/${id}`, body, { silent: true, json: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.all('groupBuy') }),
  });
}
