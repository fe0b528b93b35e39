import type { Coupon } from '@rxdesk/contract/promotions/coupons';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { couponKeys } from './coupon-keys.ts';

/** GET seller/promotion/coupons/list-activity-coupons — the coupons a full-cut tier may give
 * (not void, not ended). */
export function useActivityCoupons(enabled: boolean) {
  return useQuery({
    queryKey: [...couponKeys.all, 'activity'],
    queryFn: () => apiClient.get<Coupon[]>('seller/promotion/coupons/list-activity-coupons'),
    enabled,
  });
}
