import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { nulField } from './no-nul.ts';

describe('no NUL in request text (no-nul.ts)', () => {
  it('finds the first field holding NUL, keys included', () => {
    expect(nulField({ a: 'ok', b: [1, { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(nulField({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(nulField('plain')).toBeNull();
    expect(nulField({ a: ['ok', 2, null] })).toBeNull();
    // Deeper than the call stack: found without recursion (the first version overflowed: 500).
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(nulField(deep)).toMatch(/^0(\.0)+$/);
  });

  // Regression (issue 19, trust/fuzz on PostgreSQL): an order number with a NUL answered 500, as
  // PostgreSQL refuses NUL in text; it is a validation error on both databases now.
  describe('over HTTP', () => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => ({ t, admin } = await startAsAdmin()));
    afterAll(() => t.close());

    it('answers 400 VALIDATION naming the field, in a path, a query and a body', async () => {
      const path = await t.app.inject({
        method: 'GET',
        url: '/api/seller/trade/orders/a%00b/batch-num',
        headers: { authorization: admin, 'accept-language': 'en' },
      });
      expect(path.statusCode).toBe(400);
      expect(path.json()).toMatchObject({ code: 'VALIDATION', field: 'sn' });
      const query = await t.app.inject({
        method: 'GET',
        url: '/api/seller/trade/orders?keyword=a%00b',
        headers: { authorization: admin },
      });
      expect(query.statusCode).toBe(400);
      expect(query.json()).toMatchObject({ code: 'VALIDATION', field: 'keyword' });
      const body = await t.app.inject({
        method: 'PUT',
        url: '/api/seller/trade/orders/updatePrintInfo',
        headers: { authorization: admin },
        payload: { order_sn: 'x\u0000', print_name: 'p' },
      });
      expect(body.statusCode).toBe(400);
      expect(body.json()).toMatchObject({ code: 'VALIDATION', field: 'order_sn' });
      const deep = await t.app.inject({
        method: 'PUT',
        url: '/api/seller/trade/orders/updatePrintInfo',
        headers: { authorization: admin, 'content-type': 'application/json' },
        payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      });
      expect(deep.statusCode).toBe(400);
    });
  });
});
