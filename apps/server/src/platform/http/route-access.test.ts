import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Every route the app registers, as the app's own route table recorded it (route-table.ts).
describe('route access (route-schema.ts)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
    );

  it('every /api route says who may call it (config.access)', () => {
    // The table really holds the app's routes (a broken record must not pass as "nothing lacks access").
    expect(apiRoutes().map((r) => r.url)).toEqual(
      expect.arrayContaining(['/api/health', '/api/admin-user/login', '/api/seller/trade/orders']),
    );
    const lacking = apiRoutes()
      .filter((r) => !r.access)
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(lacking, `routes without config.access:\n${lacking.join('\n')}`).toEqual([]);
  });

  it('seller routes name their permission or null, and the kinds are the five known ones', () => {
    const kinds = new Set(apiRoutes().map((r) => r.access?.kind));
    for (const kind of kinds) expect(['seller', 'open', 'callback', 'public', 'internal']).toContain(kind);
    const orderList = apiRoutes().find((r) => r.url === '/api/seller/trade/orders' && r.method === 'GET');
    expect(orderList?.access).toEqual({ kind: 'seller', permission: 'order-list' });
    const login = apiRoutes().find((r) => r.url === '/api/admin-user/login' && r.method === 'GET');
    expect(login?.access).toEqual({ kind: 'public' });
  });
});
