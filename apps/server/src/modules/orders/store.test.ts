import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { orderBody, placeOrder } from '../../testing/orders.ts';

describe('store-side order support', () => {
  let t: TestApp;
  let admin: { access_token: string; uid: number };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin', 'admin123');
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin.access_token) =>
    t.app.inject({ method: 'GET', url: `/api/seller/store${url}`, headers: { authorization: token } });

  it('lists the orders awaiting entry and drops an order once entered', async () => {
    const sn = (await placeOrder(t, await orderBody(t, '演示大药房'))).json().sn;
    const other = (await placeOrder(t, await orderBody(t, '演示大药房'))).json().sn;
    let pending = (await get('/orders/pending')).json();
    expect(pending.data.map((o: { order_sn: string }) => o.order_sn)).toEqual(
      expect.arrayContaining([sn, other]),
    );
    expect(pending.data[0]).toMatchObject({ order_sn: other, pos_print_status: '0', entry_status: 0 });
    await t.app.inject({
      method: 'POST',
      url: `/api/seller/trade/orders/${sn}/entry`,
      headers: { authorization: admin.access_token },
      payload: { result: 'ENTERED' },
    });
    pending = (await get('/orders/pending')).json();
    expect(pending.data.map((o: { order_sn: string }) => o.order_sn)).not.toContain(sn);
    const theirs = (
      await get('/orders/pending', (await t.login('kangning', 'kangning123')).access_token)
    ).json();
    expect(theirs.data.map((o: { order_sn: string }) => o.order_sn)).not.toContain(other);
  });

  it('saves the printer per seller; a choice is required; another seller cannot be set', async () => {
    expect((await get('/printer')).json()).toEqual({ seller_id: admin.uid, print_name: '' });
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/store/printer',
      headers: { authorization: admin.access_token },
      payload: { seller_id: admin.uid, print_name: '' },
    });
    expect(empty.json()).toMatchObject({ field: 'print_name', message: 'print_name: 请选择小票打印机！' });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/store/printer',
      headers: { authorization: admin.access_token },
      payload: { seller_id: admin.uid, print_name: 'XP-58C' },
    });
    expect(ok.json().print_name).toBe('XP-58C');
    expect((await get('/printer')).json().print_name).toBe('XP-58C');
    const clerk = await t.login('clerk', 'clerk123');
    expect((await get('/printer', clerk.access_token)).json().print_name).toBe('');
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/store/printer',
      headers: { authorization: clerk.access_token },
      payload: { seller_id: admin.uid, print_name: 'hijack' },
    });
    expect(foreign.statusCode).toBe(423);
  });
});
