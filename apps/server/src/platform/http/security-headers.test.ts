import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import {
  isApiAnswer,
  isScriptOrStyleAsset,
  registerSecurityHeaders,
  securityHeaders,
  subresourceHeaders,
} from './security-headers.ts';

/** What helmet's middleware sets on a real response. */
function helmetOnAResponse(options: HelmetOptions): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  helmet(options)(req, res, () => undefined);
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([k, v]) => [k, String(v)]));
}

describe('security headers computed once', () => {
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'", 'http://localhost:8000'] },
    },
    crossOriginEmbedderPolicy: false,
  };

  it('are the headers helmet sets on a response', () => {
    const once = securityHeaders(options);
    expect(once).toEqual(helmetOnAResponse(options));
    expect(once['content-security-policy']).toContain("script-src 'self' http://localhost:8000");
    expect(Object.keys(once).length).toBeGreaterThan(8);
  });

  it('are refused when a directive needs the request', () => {
    const perRequest: HelmetOptions = {
      contentSecurityPolicy: {
        directives: { scriptSrc: [(req) => `'nonce-${(req as IncomingMessage).headers['x-nonce']}'`] },
      },
    };
    expect(() => securityHeaders(perRequest)).toThrow(/depend on the request/);
  });
});

describe('security headers on scripts and styles', () => {
  const options: HelmetOptions = { contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } } };

  async function headersFor(url: string): Promise<Record<string, unknown>> {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/*', (_request, reply) => reply.send('x'));
    const response = await app.inject({ method: 'GET', url });
    await app.close();
    return response.headers;
  }

  it('keep only what a subresource is read by on hashed scripts and styles', async () => {
    for (const url of ['/assets/index-abc.js', '/assets/login-page-x.css', '/assets/a.js?v=1']) {
      const headers = await headersFor(url);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['content-security-policy'], url).toBeUndefined();
      expect(headers['x-frame-options'], url).toBeUndefined();
    }
  });

  it('on API answers: nosniff, HSTS and the framing refusals, no page policies', async () => {
    for (const url of ['/api/health', '/api/seller/trade/orders?page_no=1', '/api/files/a.png']) {
      const headers = await headersFor(url);
      expect(headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security'], url).toBeDefined();
      expect(headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(headers['x-dns-prefetch-control'], url).toBeUndefined();
    }
    expect(isApiAnswer('/api/docs')).toBe(false);
    expect(isApiAnswer('/api/docs/static/index.html')).toBe(false);
    expect(isApiAnswer('/apiary')).toBe(false);
  });

  it('stay whole on documents, the API viewer and other files', async () => {
    for (const url of ['/login', '/', '/api/docs', '/assets/logo.svg', '/index.html', '/x/assets/a.js']) {
      const headers = await headersFor(url);
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['strict-transport-security'], url).toBeDefined();
    }
  });

  it('subresourceHeaders picks the three by name', () => {
    const all = securityHeaders(options);
    expect(Object.keys(subresourceHeaders(all)).sort()).toEqual([
      'cross-origin-resource-policy',
      'referrer-policy',
      'x-content-type-options',
    ]);
    expect(isScriptOrStyleAsset('/assets/a.css')).toBe(true);
    expect(isScriptOrStyleAsset('/assets/a.json')).toBe(false);
  });
});
