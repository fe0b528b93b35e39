import type { IssueResult } from '@rxdesk/contract/promotions/coupons';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { useCouponMutation } from './use-coupon-mutation.ts';

/** DELETE seller/promotion/coupons/{id} (only while nobody has claimed it). */
export const deleteCoupon = (couponId: number) => apiClient.delete(`seller/promotion/coupons/${couponId}`);
export const useDeleteCoupon = () => useCouponMutation(deleteCoupon);

/** POST seller/promotion/coupons/{id}/void {reason} — final. Silent: the reason dialog shows it. */
export const voidCoupon = ({ couponId, reason }: { couponId: number; reason: string }) =>
  apiClient.post(`seller/promotion/coupons/${couponId}/void`, { reason }, { silent: true, json: true });
export const useVoidCoupon = () => useCouponMutation(voidCoupon);

/** POST seller/promotion/coupons/{id}/issue {member_ids} — answered member by member. */
export const issueCoupon = ({ couponId, memberIds }: { couponId: number; memberIds: number[] }) =>
  apiClient.post<IssueResult>(`seller/promotion/coupons/${couponId}/issue`, { member_ids: memberIds });
export const useIssueCoupon = () => useCouponMutation(issueCoupon);

/** PUT seller/members/coupon/{mc_id}/cancel {reason}. Silent: the reason dialog shows it. */
export const cancelMemberCoupon = ({ mcId, reason }: { mcId: number; reason: string }) =>
  apiClient.put(`seller/members/coupon/${mcId}/cancel`, { reason }, { silent: true, json: true });
export const useCancelMemberCoupon = () => useCouponMutation(cancelMemberCoupon);
