import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

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
