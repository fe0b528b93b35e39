import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every response, computed once at start. With our options — fixed
 * directives, no nonce, no directive computed per request — the headers do not depend on the
 * request, so running helmet's middleware for each one only made the same strings again: ~4 µs of
 * the ~22 µs a bare route costs (bench/README.md, eighth pass). (@fastify/helmet, before that,
 * built the middleware itself for every request.) `securityHeaders` refuses options whose headers
 * would need the request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets with these options, by lower-case name, as it sets them. */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // A request with nothing in it: a middleware that needed the request would throw or wait here.
  const request = new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(
          `security headers that depend on the request (${String(property)}) cannot be computed once`,
        );
      },
    },
  );
  let finished = false;
  helmet(options)(request as never, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish at once: its headers cannot be computed once');
  return headers;
}
