import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { isMobile } from '../rules/rules.ts';
import { zMoneyYuan } from '../rules/rule-schemas.ts';

/**
 * Shop coupons (优惠券, issue 22). A coupon has a face value, an optional threshold, a total that
 * may be handed out and a per-member limit; it is claimed by buyers (open API) or issued to chosen
 * members by staff, and each member's copy is used by one order. Its state tab is computed: VOID
 * once voided (final), else NOT_STARTED / RUNNING / ENDED by its window [start_time, end_time).
 * A member coupon is UNUSED, USED, VOID, or EXPIRED (unused past its validity; computed). Money is
 * yuan at the API edge, fen inside.
 */
export const COUPON_STATES = ['NOT_STARTED', 'RUNNING', 'ENDED', 'VOID'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const MEMBER_COUPON_STATES = ['UNUSED', 'USED', 'VOID', 'EXPIRED'] as const;
export type MemberCouponState = (typeof MEMBER_COUPON_STATES)[number];
export const COUPON_VALIDITY = ['FIXED', 'DAYS'] as const;
export const COUPON_SCOPES = ['ALL', 'SKUS'] as const;
/** Most coupons one shop hands out of one coupon, and to one member. */
export const COUPON_TOTAL_MAX = 1_000_000;
export const COUPON_PER_MEMBER_MAX = 100;

const id = z.coerce.number().int().positive().max(2147483647);
const time = z.coerce.number().int().min(0).max(4102444800);
const keyword = z.string().trim().max(80, 'rule.keywordTooLong').optional();
const reason = z
  .string({ error: 'rule.required' })
  .trim()
  .min(1, 'rule.required')
  .max(200, 'rule.coupon.reason');

/** POST / PUT /api/seller/promotion/coupons: the cross-field rules (window, threshold above the
 * face value, days for DAYS, SKUs for SKUS) are the server's, each answered on its field. */
export const couponBody = z
  .object({
    title: z
      .string({ error: 'rule.required' })
      .trim()
      .min(2, 'rule.coupon.title')
      .max(20, 'rule.coupon.title'),
    face_value: zMoneyYuan(),
    /** 0 = no threshold (无门槛). */
    threshold: zMoneyYuan(),
    total: z.coerce.number().int().min(1, 'rule.coupon.total').max(COUPON_TOTAL_MAX, 'rule.coupon.total'),
    per_member: z.coerce
      .number()
      .int()
      .min(1, 'rule.coupon.perMember')
      .max(COUPON_PER_MEMBER_MAX, 'rule.coupon.perMember'),
    validity_type: z.enum(COUPON_VALIDITY),
    start_time: time,
    end_time: time,
    /** DAYS: days a claimed coupon stays valid (1–365). */
    valid_days: z.coerce.number().int().min(0).max(365, 'rule.coupon.validDays').default(0),
    scope: z.enum(COUPON_SCOPES),
    sku_ids: z.array(id).max(200, 'rule.coupon.skus').default([]),
  })
  // Valid values for generated requests (the trust suites): the rules span the fields.
  .meta({
    examples: [
      {
        title: '满100减10',
        face_value: '10',
        threshold: '100',
        total: 100,
        per_member: 2,
        validity_type: 'FIXED',
        start_time: 1767196800,
        end_time: 4102444800,
        valid_days: 0,
        scope: 'ALL',
        sku_ids: [],
      },
    ],
  });
export type CouponBody = z.infer<typeof couponBody>;
export type CouponInput = z.input<typeof couponBody>;

export const couponIdParams = z.object({ id });
export const memberCouponIdParams = z.object({ mc_id: id });

export const couponListQuery = pageQuery.extend({
  state: z.enum(COUPON_STATES).optional(),
  keyword,
});
export type CouponListQuery = z.infer<typeof couponListQuery>;

export const coupon = z.object({
  coupon_id: z.number().int(),
  title: z.string(),
  face_value: z.number(),
  threshold: z.number(),
  total: z.number().int(),
  per_member: z.number().int(),
  validity_type: z.enum(COUPON_VALIDITY),
  start_time: z.number().int(),
  end_time: z.number().int(),
  valid_days: z.number().int(),
  scope: z.enum(COUPON_SCOPES),
  sku_ids: z.array(z.number().int()),
  claimed: z.number().int(),
  used: z.number().int(),
  state: z.enum(COUPON_STATES),
  void_reason: z.string(),
  voided_at: z.number().int().nullable(),
  create_time: z.number().int(),
});
export type Coupon = z.infer<typeof coupon>;

export const couponCreated = z.object({ coupon_id: z.number().int() });
export const reasonBody = z.object({ reason });

/** POST …/coupons/{id}/issue: to members chosen with the member picker. */
export const issueBody = z.object({
  member_ids: z.array(id).min(1, 'rule.coupon.members').max(200, 'rule.coupon.members'),
});
export const issueResult = z.object({
  results: z.array(
    z.object({
      member_id: z.number().int(),
      ok: z.boolean(),
      member_coupon_id: z.number().int().nullable(),
      /** Why not, in the caller's language ('' when ok). */
      message: z.string(),
    }),
  ),
});
export type IssueResult = z.infer<typeof issueResult>;

/** GET /api/seller/members/coupon: the receive list (mobiles masked). */
export const receiveQuery = pageQuery.extend({
  coupon_id: id.optional(),
  state: z.enum(MEMBER_COUPON_STATES).optional(),
  /** User name or mobile (whole). */
  keyword,
});
export type ReceiveQuery = z.infer<typeof receiveQuery>;

export const memberCouponRow = z.object({
  mc_id: z.number().int(),
  coupon_id: z.number().int(),
  title: z.string(),
  member_id: z.number().int(),
  uname: z.string(),
  mobile: z.string(),
  state: z.enum(MEMBER_COUPON_STATES),
  source: z.enum(['CLAIM', 'ISSUE']),
  valid_from: z.number().int(),
  valid_until: z.number().int(),
  order_sn: z.string(),
  used_at: z.number().int().nullable(),
  void_reason: z.string(),
  create_time: z.number().int(),
});
export type MemberCouponRow = z.infer<typeof memberCouponRow>;

/** GET …/list-activity-coupons: coupons a full-cut tier may give (not void, not ended). */
export const activityCoupon = coupon.pick({
  coupon_id: true,
  title: true,
  face_value: true,
  threshold: true,
  end_time: true,
  validity_type: true,
  state: true,
});

/** Open API: POST /api/open/coupons/{id}/claim */
export const claimBody = z.object({
  member_mobile: z.string({ error: 'rule.required' }).trim().refine(isMobile, 'rule.mobile'),
});
export const claimed = z.object({
  member_coupon_id: z.number().int(),
  valid_from: z.number().int(),
  valid_until: z.number().int(),
});
export const mobileParams = z.object({
  mobile: z.string().trim().refine(isMobile, 'rule.mobile'),
});
/** Open API: the member's coupons usable now (checkout). */
export const usableCoupon = z.object({
  member_coupon_id: z.number().int(),
  coupon_id: z.number().int(),
  title: z.string(),
  face_value: z.number(),
  threshold: z.number(),
  scope: z.enum(COUPON_SCOPES),
  sku_ids: z.array(z.number().int()),
  valid_from: z.number().int(),
  valid_until: z.number().int(),
});
