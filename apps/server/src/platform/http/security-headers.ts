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
  const subresource = subresourceHeaders(headers);
  const api = apiHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(isScriptOrStyleAsset(url) ? subresource : isApiAnswer(url) ? api : headers);
    done();
  });
}

/** The headers a script or style response is read by: nosniff (no script run from a mislabelled
 * file), who may load it, and the referrer its own requests send (fonts, images in CSS). The rest
 * (CSP, frame and opener policies, HSTS, the legacy IE/Flash ones) govern the document — or a worker,
 * which the app has none of — and the document (index.html) keeps them all. On
 * plain HTTP/1.1 they were ~1 KB on the wire per file, 90 files for a signed-in page (issue 18). */
const SUBRESOURCE_HEADERS = ['x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy'];

export function subresourceHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)));
}

/** An API answer (JSON, a file download) is never a page that runs or loads anything: it keeps
 * nosniff, who may load it, the referrer, HSTS and the framing refusals (OWASP's REST headers:
 * a policy of `default-src 'none'; frame-ancestors 'none'` with X-Frame-Options), and drops the page
 * policies (the document's long CSP, opener and agent-cluster, DNS prefetch, the legacy IE/Flash
 * ones): ~600 bytes less on each of the ~10 answers a signed-in page starts with (issue 21). The
 * OpenAPI viewer under /api/docs is a page and keeps everything. */
const API_HEADERS = [...SUBRESOURCE_HEADERS, 'strict-transport-security', 'x-frame-options'];
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function apiHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const kept = Object.entries(headers).filter(([name]) => API_HEADERS.includes(name));
  return { ...Object.fromEntries(kept), 'content-security-policy': API_POLICY };
}

export function isApiAnswer(url: string): boolean {
  return /^\/api\/(?!docs(?:[/?#]|$))/.test(url);
}

/** The build's hashed scripts and styles (apps/web/dist/assets/*.js, *.css), compressed or not. */
export function isScriptOrStyleAsset(url: string): boolean {
  return /^\/assets\/[^?#]+\.(?:js|css)(?:[?#]|$)/.test(url);
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
