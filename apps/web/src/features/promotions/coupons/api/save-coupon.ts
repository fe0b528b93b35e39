import type { CouponInput } from '@rxdesk/contract/promotions/coupons';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { useCouponMutation } from './use-coupon-mutation.ts';

export interface SaveCouponVars {
  /** Absent: create. */
  couponId?: number;
  body: CouponInput;
}

/** POST seller/promotion/coupons, or PUT …/{id} (while nobody has claimed it). Silent: the form
 * dialog shows a refusal under its field or as its own toast. */
export function saveCoupon({ couponId, body }: SaveCouponVars): Promise<unknown> {
  const config = { silent: true, json: true };
  return couponId === undefined
    ? apiClient.post('seller/promotion/coupons', body, config)
    : apiClient.put(`seller/promotion/coupons/${couponId}`, body, config);
}

export function useSaveCoupon() {
  return useCouponMutation(saveCoupon);
}
