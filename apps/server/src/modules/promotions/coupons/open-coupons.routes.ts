import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openApiHeaders } from '@rxdesk/contract/common/open-api';
import {
  claimBody,
  claimed,
  couponIdParams,
  mobileParams,
  usableCoupon,
} from '@rxdesk/contract/promotions/coupons';
import { openShopOf, type OpenApiGuard } from '../../../platform/auth/open-api-guard.ts';
import type { Idempotency } from '../../../platform/http/idempotency.ts';
import { openRoutes } from '../../../platform/http/route-schema.ts';
import type { CouponClaims } from './coupon-claims.service.ts';

/** The storefront's coupon calls (shop API key): a member claims a coupon (Idempotency-Key makes
 * a retry safe: the first answer again, no second copy), and the member's usable coupons. */
export function openCouponsRoutes(deps: {
  claims: CouponClaims;
  idempotency: Idempotency;
  openApi: OpenApiGuard;
}): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { open } = openRoutes(deps.openApi, 'orders');
    r.post(
      '/open/coupons/:id/claim',
      open({
        summary: 'A member claims a coupon (409 when void, ended, not started, sold out or at the limit)',
        headers: openApiHeaders,
        params: couponIdParams,
        body: claimBody,
        security: [{ apiKey: [] }],
        response: { 201: claimed },
      }),
      async (req, reply) => {
        const shopId = openShopOf(req);
        const work = async () => ({
          statusCode: 201,
          body: await deps.claims.claim(shopId, req.params.id, req.body.member_mobile),
        });
        const key = req.headers['idempotency-key'];
        const result = key
          ? await deps.idempotency.run(shopId, `open.coupons.${req.params.id}`, key, req.body, work)
          : { ...(await work()), replayed: false };
        if (result.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send(result.body as z.infer<typeof claimed>);
      },
    );
    r.get(
      '/open/members/:mobile/coupons',
      open({
        summary: "The member's coupons usable now (checkout), soonest to expire first",
        params: mobileParams,
        security: [{ apiKey: [] }],
        response: { 200: z.array(usableCoupon) },
      }),
      (req) => deps.claims.usableFor(openShopOf(req), req.params.mobile),
    );
  };
}
