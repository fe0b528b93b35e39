import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpressChoice } from '@rxdesk/contract/logistics/express';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { orderBody, placeOrder } from '../../testing/orders.ts';

/** The express companies a shop uses (seller/express/all, …/{code}/open|close), the ship dialog's
 * list (seller/express) and setout's refusal of a company the shop does not use. */
describe('express companies the shop uses', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let pharmacist: string;
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token = admin, payload?: object, lang = 'zh') =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: token, 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
  const all = async (token = admin) =>
    (await call('GET', '/seller/express/all', token)).json<ExpressChoice[]>();
  const dialog = async (token = admin) =>
    (await call('GET', '/seller/express', token)).json<{ code: string; waybill: boolean }[]>();
  const chosen = async (token = admin) => (await all(token)).filter((c) => c.chosen).map((c) => c.code);

  it('lists the maintained companies with the shop’s choice; the ship dialog offers only the chosen', async () => {
    const list = await all();
    expect(list.length).toBeGreaterThanOrEqual(9);
    expect(list.find((c) => c.code === 'SF')).toMatchObject({
      kuaidi100_code: 'shunfeng',
      waybill: true,
      chosen: true,
    });
    expect(list.find((c) => c.code === 'JD')).toMatchObject({ waybill: false, chosen: true });
    expect((await chosen()).sort()).toEqual(['EMS', 'JD', 'SF', 'YTO', 'ZTO']);
    expect((await dialog()).map((c) => c.code).sort()).toEqual(['EMS', 'JD', 'SF', 'YTO', 'ZTO']);
    expect((await dialog()).find((c) => c.code === 'SF')?.waybill).toBe(true);
    // The second shop's choice is its own.
    expect((await chosen(other)).sort()).toEqual(['SF', 'ZTO']);
  });

  it('opens and closes a company once (a repeat is 409), logs each change, and keeps shops apart', async () => {
    expect((await call('PUT', '/seller/express/STO/open')).statusCode).toBe(200);
    const again = await call('PUT', '/seller/express/STO/open');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('该快递公司已启用');
    expect(await chosen()).toContain('STO');
    expect(await chosen(other)).not.toContain('STO');
    expect((await dialog()).map((c) => c.code)).toContain('STO');

    // Two concurrent closes: exactly one succeeds.
    const closes = await Promise.all([
      call('PUT', '/seller/express/STO/close'),
      call('PUT', '/seller/express/STO/close'),
    ]);
    expect(closes.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await chosen()).not.toContain('STO');
    const logs = await t.db
      .selectFrom('operation_logs')
      .select(['action', 'shop_id'])
      .where('target', '=', 'STO')
      .orderBy('id')
      .execute();
    expect(logs.map((l) => [l.action, Number(l.shop_id)])).toEqual([
      ['express.open', 1],
      ['express.close', 1],
    ]);
  });

  it('refuses an unknown company and a caller without logistics-manage, changing nothing', async () => {
    const unknown = await call('PUT', '/seller/express/NOPE/open', admin, undefined, 'en');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Unknown express company');
    const denied = await call('PUT', '/seller/express/STO/open', pharmacist);
    expect(denied.statusCode).not.toBe(200);
    expect(await chosen()).not.toContain('STO');
  });

  it('setout refuses a company the shop does not use (400), and ships with one it uses', async () => {
    const placed = await placeOrder(t, await orderBody(t, '演示大药房'));
    expect(placed.statusCode, placed.body).toBe(201);
    const { sn } = placed.json<{ sn: string }>();
    const items = (await call('GET', `/seller/trade/orders/detail/${sn}`)).json<{
      items: { item_id: number }[];
    }>().items;
    const body = (code: string) => ({
      express_code: code,
      waybill_no: 'YD1234567890',
      batches: items.map((i) => ({ item_id: i.item_id, batch_numbers: ['B20260101'] })),
    });
    const refused = await call('POST', `/seller/trade/orders/${sn}/setout`, admin, body('YD'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'express_code' });
    expect(refused.json().message).toContain('本店未启用该快递公司');
    expect(
      (await t.db.selectFrom('orders').select('status').where('sn', '=', sn).executeTakeFirstOrThrow())
        .status,
    ).toBe('PAID_OFF');
    // Once the shop turns it on, the same shipment goes through.
    expect((await call('PUT', '/seller/express/YD/open')).statusCode).toBe(200);
    const shipped = await call('POST', `/seller/trade/orders/${sn}/setout`, admin, body('YD'));
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().status).toBe('SHIPPED');
  });

  it('closing the last company is allowed: the ship dialog list is then empty', async () => {
    for (const code of await chosen(other))
      expect((await call('PUT', `/seller/express/${code}/close`, other)).statusCode).toBe(200);
    expect(await dialog(other)).toEqual([]);
    expect((await chosen()).length).toBeGreaterThan(0);
  });
});
