import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';

// Regressions (issue 19, trust/fuzz): URLs the router itself refuses, and plain HTTP to the live
// sockets' addresses, answered Fastify's English body or an empty one instead of {code, message}
// in the caller's language.
describe("the router's own refusals speak the API's language", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startAsAdmin()));
  afterAll(() => t.close());

  it('a path parameter past the router limit is 414 {code, message}, zh or en', async () => {
    const url = `/api/seller/trade/orders/${'x'.repeat(5000)}/log`;
    const zh = await t.app.inject({ method: 'GET', url, headers: { authorization: admin } });
    expect(zh.statusCode).toBe(414);
    expect(zh.json()).toEqual({ code: 'VALIDATION', message: '请求地址中的参数过长' });
    const en = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    expect(en.json()).toEqual({ code: 'VALIDATION', message: 'A parameter in the request URL is too long' });
  });

  it('a malformed percent-encoding in the path is 400 {code, message}', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/seller/trade/orders/%E4%B8/log',
      headers: { authorization: admin, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: 'The request URL is malformed' });
  });

  it('plain HTTP to a socket address is 404 {code, message}', async () => {
    for (const url of ['/websocket', '/stomp']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: `No such API: GET ${url}` });
    }
  });
});
