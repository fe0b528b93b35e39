import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { localeFromHeader } from '@rxdesk/contract/common/locale';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  activityCoupon,
  coupon,
  couponBody,
  couponCreated,
  couponIdParams,
  couponListQuery,
  issueBody,
  issueResult,
  reasonBody,
} from '@rxdesk/contract/promotions/coupons';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { CouponClaims } from './coupon-claims.service.ts';
import type { CouponsService } from './coupons.service.ts';

const BASE = '/seller/promotion/coupons';

/** 优惠券 (coupon-list): the shop's coupons, their edits while unclaimed, void and issue. */
export function couponsRoutes(deps: {
  service: CouponsService;
  claims: CouponClaims;
  guard: AuthGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['promotions'], 'coupon-list');
    // Read by the full-cut screens (their tiers give coupons): any signed-in seller.
    const anySeller = sellerRoutes(deps.guard, ['promotions']);
    const { service, claims } = deps;

    r.get(
      BASE,
      read({
        summary: 'Coupons, newest first, by state tab (NOT_STARTED, RUNNING, ENDED, VOID) and title',
        querystring: couponListQuery,
        response: { 200: pageOf(coupon) },
      }),
      (req) => service.list(callerOf(req), req.query),
    );
    r.post(
      BASE,
      act({ summary: 'Create a coupon (yuan amounts)', body: couponBody, response: { 200: couponCreated } }),
      (req) => service.create(callerOf(req), req.body),
    );
    r.get(
      `${BASE}/list-activity-coupons`,
      anySeller.read({
        summary: 'Coupons a full-cut tier may give: not void, not ended',
        response: { 200: z.array(activityCoupon) },
      }),
      async (req) => service.activityCoupons(callerOf(req)),
    );
    r.get(
      `${BASE}/:id`,
      read({ summary: 'A coupon', params: couponIdParams, response: { 200: coupon } }),
      (req) => service.detail(callerOf(req), req.params.id),
    );
    r.put(
      `${BASE}/:id`,
      act({
        summary: 'Edit a coupon (only while nobody has claimed it and it is not void)',
        params: couponIdParams,
        body: couponBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.update(callerOf(req), req.params.id, req.body);
        return {};
      },
    );
    r.delete(
      `${BASE}/:id`,
      act({
        summary: 'Delete a coupon (only while nobody has claimed it)',
        params: couponIdParams,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.remove(callerOf(req), req.params.id);
        return {};
      },
    );
    r.post(
      `${BASE}/:id/void`,
      act({
        summary: "Void a coupon with a reason (final; members' unused copies become VOID)",
        params: couponIdParams,
        body: reasonBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await service.void(callerOf(req), req.params.id, req.body.reason);
        return {};
      },
    );
    r.post(
      `${BASE}/:id/issue`,
      act({
        summary: 'Issue the coupon to chosen members; each within the per-member limit and the total',
        params: couponIdParams,
        body: issueBody,
        response: { 200: issueResult },
      }),
      (req) =>
        claims.issue(
          callerOf(req),
          req.params.id,
          req.body.member_ids,
          localeFromHeader(req.headers['accept-language']),
        ),
    );
  };
}
