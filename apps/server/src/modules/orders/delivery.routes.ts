import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '@rxdesk/contract/common/api-error';
import { dispatchingBody, orderSnParams, orderSummary } from '@rxdesk/contract/orders/orders';
import { callerOf, type AuthGuard } from '../../platform/auth/auth-guard.ts';
import { callbackRoute, sellerRoutes } from '../../platform/http/route-schema.ts';
import type { OrderDelivery, PartnerKind } from './order-delivery.service.ts';

export function deliveryRoutes(deps: { delivery: OrderDelivery; guard: AuthGuard }): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const { act } = sellerRoutes(deps.guard, ['orders'], 'order-list');
    // 503 besides the usual: the delivery partner is not configured.
    const schema = (summary: string) => ({
      summary,
      params: orderSnParams,
      response: { 200: orderSummary, 503: apiError },
    });

    r.post(
      '/seller/trade/orders/:sn/dispatching',
      act({ ...schema('Call a same-city rider: type SF (1) or MEITUAN (2)'), body: dispatchingBody }),
      (req) => {
        const t = req.body.type;
        const kind: PartnerKind = t === 'SF' || t === 1 ? 'SF' : 'MEITUAN';
        return deps.delivery.dispatch(callerOf(req), req.params.sn, kind);
      },
    );
    r.post(
      '/seller/trade/sf-express/orders/:sn/dispatching',
      act(schema('Call an SF Express same-city rider')),
      (req) => deps.delivery.dispatch(callerOf(req), req.params.sn, 'SF'),
    );
    r.post(
      '/seller/trade/meituan/orders/:sn/meituanDispatching',
      act(schema('Call a Meituan rider')),
      (req) => deps.delivery.dispatch(callerOf(req), req.params.sn, 'MEITUAN'),
    );
    r.post(
      '/seller/trade/orders/:sn/cancelDelivery',
      act(schema('Cancel the rider delivery (before pick-up)')),
      (req) => deps.delivery.cancel(callerOf(req), req.params.sn),
    );

    // Partner callbacks: the partners sign the exact bytes, so these routes keep the raw body.
    await app.register(async (callbacks) => {
      for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
        callbacks.removeContentTypeParser(type);
        callbacks.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) => done(null, body));
      }
      for (const [path, kind] of [
        ['/open/delivery/sf/callback', 'SF'],
        ['/open/delivery/meituan/callback', 'MEITUAN'],
      ] as const) {
        callbacks.post(
          path,
          callbackRoute(['open'], { summary: `${kind} delivery status callback (signed)` }),
          async (req, reply) => {
            const ack = await deps.delivery.callback(kind, {
              rawBody: typeof req.body === 'string' ? req.body : '',
              query: req.query as Record<string, string | undefined>,
              headers: req.headers,
            });
            return reply.header('content-type', ack.contentType).send(ack.body);
          },
        );
      }
    });
  };
}
