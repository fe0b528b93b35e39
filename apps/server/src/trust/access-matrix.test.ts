import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRouteTable } from '../platform/http/route-table.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { runAccessMatrix, type MatrixResult } from './access-matrix.ts';
import { matrixReport } from './matrix-report.ts';
import { startPartners } from './partners.ts';
import { catalogue, paramResolver } from './routes-catalogue.ts';

// Issue 19: every route of the running app, every caller who must be refused. Routes come from the
// app's own table, so a route added tomorrow is attacked the day it exists, and one the suite cannot
// classify (or whose ids it cannot find in the demo data) fails here.
describe('trust: access matrix (every route × every caller)', () => {
  let t: TestApp;
  let partners: Awaited<ReturnType<typeof startPartners>>;
  let result: MatrixResult;
  beforeAll(async () => {
    partners = await startPartners();
    t = await createTestApp(partners.env);
    result = await runAccessMatrix(t);
    console.log(`access matrix (${t.dialect})\n${matrixReport(result)}`);
  }, 240_000);
  afterAll(async () => {
    await t.close();
    await partners.close();
  });

  it('classifies every route (public, seller + permission, open, callback, internal)', () => {
    expect(result.unclassified).toEqual([]);
    expect(result.routes.length).toBeGreaterThan(100);
  });

  it('fails for a route nobody classified, and for a path param it was not taught', async () => {
    const app = Fastify();
    recordRouteTable(app);
    app.get('/api/unclassified', async () => ({}));
    app.get(
      '/api/seller/mystery/:mystery_id',
      { config: { access: { kind: 'seller', permission: null } } },
      async () => ({}),
    );
    await app.ready();
    const { routes, unclassified } = catalogue(app);
    expect(unclassified).toEqual(['GET /api/unclassified undefined']);
    const resolver = await paramResolver(t.db, (await t.login('admin', 'admin123')).shop_id);
    expect(() => resolver.resolve(routes[0]!)).toThrow(/no resolver for :mystery_id .*teach/);
    await app.close();
  });

  it('checked a cell for every seller, open-API and callback route', () => {
    const attacked = new Set(result.cells.map((c) => c.route));
    const attackable = result.routes.filter((r) => ['seller', 'open', 'callback'].includes(r.access.kind));
    expect(attackable.filter((r) => !attacked.has(`${r.method} ${r.url}`))).toEqual([]);
  });

  it('leaks nothing: no refused caller got data or changed shop A', () => {
    expect(result.cells.filter((c) => c.leak)).toEqual([]);
  });

  it('answers each caller with the expected status', () => {
    expect(result.cells.filter((c) => c.unexpected)).toEqual([]);
  });
});
