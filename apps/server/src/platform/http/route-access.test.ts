import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Every route the app registers, seen through an onRoute hook put on the root instance the moment
// Fastify creates it (routes registered before a hook are never reported to it).
const seen = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const real = await importOriginal<typeof FastifyModule>();
  const create = real.default as unknown as (...args: unknown[]) => FastifyInstance;
  const withRouteLog = ((...args: unknown[]) => {
    const app = create(...args);
    app.addHook('onRoute', (route) => {
      seen.push(route);
    });
    return app;
  }) as unknown as typeof real.default;
  return { ...real, default: withRouteLog, fastify: withRouteLog };
});

describe('route access (route-schema.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every /api route says who may call it (config.access)', () => {
    const api = seen.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );
    // The hook really saw the app's routes (a broken hook must not pass as "nothing lacks access").
    expect(api.map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/health', '/api/admin-user/login', '/api/seller/trade/orders']),
    );
    const lacking = api
      .filter((r) => !r.config?.access)
      .map((r) => `${String(r.method)} ${r.url}`)
      .sort();
    expect(lacking, `routes without config.access:\n${lacking.join('\n')}`).toEqual([]);
  });

  it('seller routes name their permission or null, and the kinds are the five known ones', () => {
    const kinds = new Set(
      seen.filter((r) => r.url.startsWith('/api/') && r.config?.access).map((r) => r.config!.access!.kind),
    );
    for (const kind of kinds) expect(['seller', 'open', 'callback', 'public', 'internal']).toContain(kind);
    const orderList = seen.find((r) => r.url === '/api/seller/trade/orders' && r.method === 'GET');
    expect(orderList?.config?.access).toEqual({ kind: 'seller', permission: 'order-list' });
    const login = seen.find((r) => r.url === '/api/admin-user/login' && r.method === 'GET');
    expect(login?.config?.access).toEqual({ kind: 'public' });
  });
});
