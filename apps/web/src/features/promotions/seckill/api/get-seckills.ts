import type { Page } from '@rxdesk/contract/common/paging';
import type { ActivityListQuery, SeckillRow } from '@rxdesk/contract/promotions/seckill';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { ACTIVITY_BASE, activityKeys } from './activity-keys.ts';

/** GET seller/promotion/seckills — a page of time-limited sales with their computed states. */
export function useSeckills(params: ActivityListQuery) {
  return useQuery({
    queryKey: activityKeys.list('seckill', params),
    queryFn: () => apiClient.get<Page<SeckillRow>>(ACTIVITY_BASE.seckill, { params }),
    placeholderData: keepPreviousData,
  });
}
