import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { repeated } from '@rxdesk/contract/common/paging';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config.ts';

describe('HTTP conventions (DESIGN.md §3)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.login('admin', 'admin123')).access_token;
  });
  afterAll(() => t.close());

  it('health checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', dialect: t.dialect });
  });

  it('health answers 503 when the database is gone', async () => {
    const other = await createTestApp();
    await other.db.destroy();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().db).toBe('error');
    await other.close();
  });

  it('unknown API path is a JSON 404, in zh by default and en on request', async () => {
    const zh = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(zh.statusCode).toBe(404);
    expect(zh.headers['content-type']).toMatch(/application\/json/);
    expect(zh.json()).toEqual({ code: 'NOT_FOUND', message: '接口不存在：GET /api/no/such/thing' });
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/no/such/thing',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().message).toBe('No such API: GET /api/no/such/thing');
  });

  it('malformed JSON is a 400 with a readable message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/check/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"refresh_token": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: '请求内容格式有误，无法解析' });
  });

  it('a bad field is a 400 naming the field with the §5 message', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/goods/skus',
      headers: { authorization: token },
      query: { keyword: 'x'.repeat(81) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('keyword');
    expect(res.json().message).toContain('keyword');
    expect(res.json().message).toContain('80');
  });

  it('a bad form-encoded field is a 400 naming it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin-user/login?username=admin&password=not-a-digest',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'password' });
  });

  it('form-encoded bodies are parsed like JSON ones', async () => {
    const user = await t.login('clerk', 'clerk123');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/check/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `refresh_token=${encodeURIComponent(user.refresh_token)}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().accessToken).toBeTypeOf('string');
  });

  it('array query params are repeated keys; one value is still an array', async () => {
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/admin/goods/skus?page_size=3',
      headers: { authorization: token },
    });
    const ids: number[] = all.json().data.map((g: { goods_id: number }) => g.goods_id);
    expect(ids).toHaveLength(3);
    const two = await t.app.inject({
      method: 'GET',
      url: `/api/admin/goods/skus?goods_ids=${ids[0]}&goods_ids=${ids[2]}`,
      headers: { authorization: token },
    });
    expect(
      two
        .json()
        .data.map((g: { goods_id: number }) => g.goods_id)
        .sort(),
    ).toEqual([ids[0], ids[2]].sort());
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/goods/skus?goods_ids=${ids[1]}`,
      headers: { authorization: token },
    });
    expect(one.json().data_total).toBe(1);
  });

  it('repeated keys in a form body become arrays', async () => {
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'rx-')) }),
      db: t.db,
      logger: false,
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/_echo',
        { schema: { body: z.object({ ids: repeated(z.coerce.number()), name: z.string() }) } },
        async (req) => req.body,
      );
    const res = await app.inject({
      method: 'POST',
      url: '/api/_echo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'ids=3&ids=5&name=%E6%BC%94%E7%A4%BA',
    });
    expect(res.json()).toEqual({ ids: [3, 5], name: '演示' });
    await app.close();
  });

  it('lists answer {data, data_total, page_no, page_size}', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/goods/skus?page_no=2&page_size=10',
      headers: { authorization: token },
    });
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'data_total', 'page_no', 'page_size']);
    expect(body.page_no).toBe(2);
    expect(body.data).toHaveLength(10);
    expect(body.data_total).toBeGreaterThanOrEqual(200);
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    // The page's policy shows https pictures (buyers' review photos on the storefront's storage).
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    // An API answer is no page: a policy that lets it load nothing and be framed nowhere.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/admin-user/login'].get).toBeDefined();
    expect(doc.paths['/api/seller/check/token'].post).toBeDefined();
    expect(doc.paths['/api/seller/trade/orders/{sn}/setout'].post).toBeDefined();
    expect(doc.paths['/api/open/orders'].post.security).toEqual([{ apiKey: [] }]);
  });
});

describe('serving the web app', () => {
  it('serves index.html for history-mode paths but never for API paths', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'rx-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>RxDesk</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const t = await createTestApp({ WEB_DIST: dist });
    try {
      for (const path of ['/', '/dashboard', '/order/detail/123']) {
        const res = await t.app.inject({ method: 'GET', url: path });
        expect(res.statusCode, path).toBe(200);
        expect(res.body).toContain('<title>RxDesk</title>');
      }
      const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
      const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});
