import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyResult } from '@rxdesk/contract/common/empty-result';
import { pageOf } from '@rxdesk/contract/common/paging';
import {
  memberCouponIdParams,
  memberCouponRow,
  reasonBody,
  receiveQuery,
} from '@rxdesk/contract/promotions/coupons';
import { callerOf, type AuthGuard } from '../../../platform/auth/auth-guard.ts';
import { sellerRoutes } from '../../../platform/http/route-schema.ts';
import type { CouponClaims } from './coupon-claims.service.ts';

const BASE = '/seller/members/coupon';

/** The receive list (领取记录) of coupons, and cancelling a member's unused copy. */
export function memberCouponsRoutes(deps: { claims: CouponClaims; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { read, act } = sellerRoutes(deps.guard, ['promotions'], 'coupon-list');
    r.get(
      BASE,
      read({
        summary: "Members' coupons, newest first, by coupon, state and member (mobiles masked)",
        querystring: receiveQuery,
        response: { 200: pageOf(memberCouponRow) },
      }),
      (req) => deps.claims.receiveList(callerOf(req), req.query),
    );
    r.put(
      `${BASE}/:mc_id/cancel`,
      act({
        summary: "Cancel a member's unused coupon with a reason (it becomes VOID)",
        params: memberCouponIdParams,
        body: reasonBody,
        response: { 200: emptyResult },
      }),
      async (req) => {
        await deps.claims.cancel(callerOf(req), req.params.mc_id, req.body.reason);
        return {};
      },
    );
  };
}
