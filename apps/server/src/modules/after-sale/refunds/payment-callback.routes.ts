import type { FastifyPluginAsync } from 'fastify';
import { callbackRoute } from '../../../platform/http/route-schema.ts';
import type { RefundService } from './refunds.service.ts';

/** The payment provider's refund results. It signs the body, so the route keeps the raw text. */
export function paymentCallbackRoutes(deps: { refunds: RefundService }): FastifyPluginAsync {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    app.post(
      '/open/payment/refund-callback',
      callbackRoute(['open'], {
        summary: 'Refund result from the payment provider (signed; 401 when forged)',
      }),
      async (req) => deps.refunds.callback(typeof req.body === 'string' ? req.body : ''),
    );
  };
}
