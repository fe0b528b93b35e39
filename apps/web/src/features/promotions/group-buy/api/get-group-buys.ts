import type { Page } from '@rxdesk/contract/common/paging';
import type { GroupBuyRow } from '@rxdesk/contract/promotions/group-buy';
import type { ActivityListQuery } from '@rxdesk/contract/promotions/seckill';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { ACTIVITY_BASE, activityKeys } from '../../seckill/api/activity-keys.ts';

/** GET seller/promotion/group-buy-goods — a page of group buys with their computed states. */
export function useGroupBuys(params: ActivityListQuery) {
  return useQuery({
    queryKey: activityKeys.list('groupBuy', params),
    queryFn: () => apiClient.get<Page<GroupBuyRow>>(ACTIVITY_BASE.groupBuy, { params }),
    placeholderData: keepPreviousData,
  });
}
