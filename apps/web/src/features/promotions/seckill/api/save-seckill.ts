import type { SeckillBody } from '@rxdesk/contract/promotions/seckill';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { ACTIVITY_BASE, activityKeys } from './activity-keys.ts';

/** The form's body as the API reads it (prices in yuan). */
export type SeckillInput = Omit<SeckillBody, 'skus'> & {
  skus: { hour: number; sku_id: number; price: number; quantity: number; limit_num: number }[];
};

/** POST seller/promotion/seckills, or PUT …/{id} (only before the start). Silent: the form
 * dialog shows a refusal under its field or as a toast. */
export function useSaveSeckill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SeckillInput }) =>
      id === null
        ? apiClient.post(ACTIVITY_BASE.seckill, body, { silent: true, json: true })
        : apiClient.put(`${ACTIVITY_BASE.seckill}/${id}`, body, { silent: true, json: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activityKeys.all('seckill') }),
  });
}
