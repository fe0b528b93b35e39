import type { SeckillDetail } from '@rxdesk/contract/promotions/seckill';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { ACTIVITY_BASE, activityKeys } from './activity-keys.ts';

/** GET seller/promotion/seckills/{id} — one sale with its per-slot, per-SKU rows. */
export function useSeckill(id: number | null) {
  return useQuery({
    queryKey: activityKeys.detail('seckill', id ?? 0),
    queryFn: () => apiClient.get<SeckillDetail>(`${ACTIVITY_BASE.seckill}/${id}`),
    enabled: id !== null,
  });
}
