import type { Coupon, CouponListQuery } from '@rxdesk/contract/promotions/coupons';
import type { Page } from '@rxdesk/contract/common/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { couponKeys } from './coupon-keys.ts';

/** GET seller/promotion/coupons — a page of the shop's coupons of one state tab. */
export function getCoupons(params: CouponListQuery): Promise<Page<Coupon>> {
  return apiClient.get<Page<Coupon>>('seller/promotion/coupons', { params });
}

export function useCoupons(params: CouponListQuery) {
  return useQuery({
    queryKey: couponKeys.list(params),
    queryFn: () => getCoupons(params),
    placeholderData: keepPreviousData,
  });
}
