import type { CouponListQuery, ReceiveQuery } from '@rxdesk/contract/promotions/coupons';

/** Query keys of the coupon screens; every change invalidates `all` (lists and receipts). */
export const couponKeys = {
  all: ['coupons'] as const,
  list: (params: CouponListQuery) => [...couponKeys.all, 'list', params] as const,
  receive: (params: ReceiveQuery) => [...couponKeys.all, 'receive', params] as const,
};
