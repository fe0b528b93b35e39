import type { GroupBuyDetail } from '@rxdesk/contract/promotions/group-buy';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { ACTIVITY_BASE, activityKeys } from '../../seckill/api/activity-keys.ts';

/** GET seller/promotion/group-buy-goods/{id} — one group buy with its SKUs and figures. */
export function useGroupBuy(id: number | null) {
  return useQuery({
    queryKey: activityKeys.detail('groupBuy', id ?? 0),
    queryFn: () => apiClient.get<GroupBuyDetail>(`${ACTIVITY_BASE.groupBuy}/${id}`),
    enabled: id !== null,
  });
}
