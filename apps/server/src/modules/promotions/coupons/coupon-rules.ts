import type { Coupon, CouponBody, CouponState, MemberCouponState } from '@rxdesk/contract/promotions/coupons';
import { maskMobile } from '@rxdesk/contract/common/mobile-mask';
import { invalidField } from '../../../platform/http/app-error.ts';
import { fenToYuan } from '../../../platform/money.ts';
import type { CouponRecord, MemberCouponRecord } from '../../../platform/db/schema.ts';

const DAY = 86_400;

/** The state tab at `now`: VOID once voided (final), else by the window [start, end). */
export function couponState(
  c: Pick<CouponRecord, 'voided_at' | 'start_at' | 'end_at'>,
  now: number,
): CouponState {
  if (c.voided_at !== null) return 'VOID';
  if (now < Number(c.start_at)) return 'NOT_STARTED';
  return now < Number(c.end_at) ? 'RUNNING' : 'ENDED';
}

/** A copy's state at `now`: an unused copy past its validity reads EXPIRED. */
export function memberCouponState(mc: Pick<MemberCouponRecord, 'state' | 'valid_until'>, now: number) {
  if (mc.state === 'UNUSED' && now >= Number(mc.valid_until)) return 'EXPIRED';
  return mc.state as MemberCouponState;
}

/** The rules zod cannot see alone, each refused on its field (the dialog enforces the same). */
export function checkCouponBody(b: CouponBody): void {
  if (b.face_value <= 0) throw invalidField('face_value', 'error.coupon.faceValue');
  if (b.threshold !== 0 && b.threshold <= b.face_value)
    throw invalidField('threshold', 'error.coupon.threshold');
  if (b.end_time <= b.start_time) throw invalidField('end_time', 'error.coupon.window');
  if (b.validity_type === 'DAYS' && (b.valid_days < 1 || b.valid_days > 365))
    throw invalidField('valid_days', 'error.coupon.validDays');
  if (b.scope === 'SKUS' && b.sku_ids.length === 0) throw invalidField('sku_ids', 'error.coupon.skus');
}

/** The columns a body sets (fen inside). */
export function couponColumns(b: CouponBody) {
  return {
    title: b.title,
    face_value: b.face_value,
    threshold: b.threshold,
    total: b.total,
    per_member: b.per_member,
    validity_type: b.validity_type,
    start_at: b.start_time,
    end_at: b.end_time,
    valid_days: b.validity_type === 'DAYS' ? b.valid_days : 0,
    scope: b.scope,
    sku_ids: JSON.stringify(b.scope === 'SKUS' ? [...new Set(b.sku_ids)] : []),
  };
}

/** A copy's validity when it is handed out at `at`. */
export function copyValidity(
  c: Pick<CouponRecord, 'validity_type' | 'start_at' | 'end_at' | 'valid_days'>,
  at: number,
) {
  return c.validity_type === 'DAYS'
    ? { valid_from: at, valid_until: at + Number(c.valid_days) * DAY }
    : { valid_from: Number(c.start_at), valid_until: Number(c.end_at) };
}

export function skuIdsOf(json: string): number[] {
  const v: unknown = JSON.parse(json);
  return Array.isArray(v) ? v.map(Number) : [];
}

export function couponDto(c: CouponRecord, now: number): Coupon {
  return {
    coupon_id: Number(c.id),
    title: c.title,
    face_value: fenToYuan(Number(c.face_value)),
    threshold: fenToYuan(Number(c.threshold)),
    total: Number(c.total),
    per_member: Number(c.per_member),
    validity_type: c.validity_type as Coupon['validity_type'],
    start_time: Number(c.start_at),
    end_time: Number(c.end_at),
    valid_days: Number(c.valid_days),
    scope: c.scope as Coupon['scope'],
    sku_ids: skuIdsOf(c.sku_ids),
    claimed: Number(c.claimed),
    used: Number(c.used),
    state: couponState(c, now),
    void_reason: c.void_reason,
    voided_at: c.voided_at === null ? null : Number(c.voided_at),
    create_time: Number(c.created_at),
  };
}

export function memberCouponDto(
  r: MemberCouponRecord & { title: string; uname: string; mobile: string },
  now: number,
) {
  return {
    mc_id: Number(r.id),
    coupon_id: Number(r.coupon_id),
    title: r.title,
    member_id: Number(r.member_id),
    uname: r.uname,
    mobile: maskMobile(r.mobile),
    state: memberCouponState(r, now),
    source: r.source as 'CLAIM' | 'ISSUE',
    valid_from: Number(r.valid_from),
    valid_until: Number(r.valid_until),
    order_sn: r.order_sn,
    used_at: r.used_at === null ? null : Number(r.used_at),
    void_reason: r.void_reason,
    create_time: Number(r.created_at),
  };
}
