import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { ACTIVITY_BASE, activityKeys } from '../../seckill/api/activity-keys.ts';

export interface AssembleInput {
  title: string;
  start_time: number;
  end_time: number;
  team_size: number;
  time_limit: number;
  limit_num: number;
  skus: { sku_id: number; price: number }[];
}

/** POST seller/promotion/pintuan, or PUT …/{id} (only before the start). Silent: the form shows a
 * refusal under its field or as a toast. */
export function useSaveAssemble() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AssembleInput }) =>
      id === null
        ? apiClient.post(ACTIVITY_BASE.assemble, body, { silent: true, json: true })
        : apiClient.put(`${ACTIVITY_BASE.assemble}/${id}`, body, { silent: true, json: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.all('assemble') }),
  });
}
