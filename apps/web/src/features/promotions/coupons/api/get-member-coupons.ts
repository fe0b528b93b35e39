import type { MemberCouponRow, ReceiveQuery } from '@rxdesk/contract/promotions/coupons';
import type { Page } from '@rxdesk/contract/common/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { couponKeys } from './coupon-keys.ts';

/** GET seller/members/coupon — the receive list (mobiles masked). */
export function getMemberCoupons(params: ReceiveQuery): Promise<Page<MemberCouponRow>> {
  return apiClient.get<Page<MemberCouponRow>>('seller/members/coupon', { params });
}

export function useMemberCoupons(params: ReceiveQuery) {
  return useQuery({
    queryKey: couponKeys.receive(params),
    queryFn: () => getMemberCoupons(params),
    placeholderData: keepPreviousData,
  });
}
