import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every response. The middleware is built once, here: the Fastify
 * wrapper (@fastify/helmet 13) calls `helmet(options)` again for every request, parsing the CSP
 * directives each time — 3–4 % of an order-list request's CPU (bench/README.md). We use none of
 * the wrapper's extras (per-route options, CSP nonces), so the plain middleware runs as an
 * onRequest hook on the raw request and response, where the wrapper ran it too.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const middleware = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    middleware(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
