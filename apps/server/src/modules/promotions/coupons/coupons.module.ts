import type { FastifyInstance } from 'fastify';
// Registers the coupons' messages with translateMessage (kept out of API_MESSAGES).
import '@rxdesk/contract/promotions/coupon-messages';
import type { ModuleContext } from '../../../platform/module-context.ts';
import { Idempotency } from '../../../platform/http/idempotency.ts';
import { CouponClaims } from './coupon-claims.service.ts';
import { couponsRoutes } from './coupons.routes.ts';
import { CouponsRepository } from './coupons.repository.ts';
import { CouponsService } from './coupons.service.ts';
import { MemberCouponsRepository } from './member-coupons.repository.ts';
import { memberCouponsRoutes } from './member-coupons.routes.ts';
import { openCouponsRoutes } from './open-coupons.routes.ts';

export { buildCouponSource } from './coupon-source.ts';

/** Shop coupons (issue 22): the seller's coupon screens, the receive list, the storefront's claim
 * and checkout list. The intake reads coupons through buildCouponSource (pricing/offers.ts).
 * Member rows (the shop's, not removed or disabled) are read by this area's own small query. */
export async function registerCouponsModule(api: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const coupons = new CouponsRepository(ctx.db);
  const claims = new CouponClaims(coupons, new MemberCouponsRepository(ctx.db), ctx.log, ctx.clock);
  await api.register(
    couponsRoutes({ service: new CouponsService(coupons, ctx.log, ctx.clock), claims, guard: ctx.guard }),
  );
  await api.register(memberCouponsRoutes({ claims, guard: ctx.guard }));
  await api.register(
    openCouponsRoutes({ claims, idempotency: new Idempotency(ctx.db, ctx.clock), openApi: ctx.openApi }),
  );
}
