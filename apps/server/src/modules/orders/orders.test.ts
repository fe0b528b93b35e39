import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import { DEMO_KEY, orderBody, placeOrder } from '../../testing/orders.ts';
import { LIVE_NOTICE, liveNotice } from '@rxdesk/contract/live/live-notices';
import type { BusMessage } from '../../platform/realtime/bus-message.ts';

describe('orders: intake, list, detail and actions', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  beforeAll(async () => ({ t, admin, other } = await startWithTwoShops()));
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = admin) =>
    t.app.inject({
      method,
      url: `/api/seller/trade/orders${url}`,
      headers: { authorization: token },
      ...(payload ? { payload: payload as object } : {}),
    });
  const place = async (over = {}, rx = false) => {
    const res = await placeOrder(t, await orderBody(t, '演示大药房', over, rx));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as {
      sn: string;
      order_price: number;
      pickcode: string;
      serial_number: number;
      status: string;
    };
  };
  const detail = async (sn: string) => (await call('GET', `/detail/${sn}`)).json();

  it('intake prices from the catalogue, reserves stock and numbers receipts per day', async () => {
    const body = await orderBody(t, '演示大药房');
    const goods = await t.db
      .selectFrom('goods')
      .select(['goods_code', 'price', 'stock'])
      .where(
        'goods_code',
        'in',
        body.items.map((i) => i.goods_code),
      )
      .where('shop_id', '=', 1)
      .execute();
    const before = new Map(goods.map((g) => [g.goods_code, g]));
    const res = await placeOrder(t, { ...body, ...({ order_price: 0.01 } as object) });
    expect(res.statusCode).toBe(201);
    const o = res.json();
    const goodsFen = body.items.reduce((s, i) => s + before.get(i.goods_code)!.price * i.num, 0);
    const expectedFen = goodsFen + (goodsFen >= 9900 ? 0 : 800);
    expect(Math.round(o.order_price * 100)).toBe(expectedFen);
    expect(o.status).toBe('PAID_OFF');
    const after = await t.db
      .selectFrom('goods')
      .select(['goods_code', 'stock'])
      .where(
        'goods_code',
        'in',
        body.items.map((i) => i.goods_code),
      )
      .where('shop_id', '=', 1)
      .execute();
    for (const g of after)
      expect(g.stock).toBe(
        before.get(g.goods_code)!.stock - body.items.find((i) => i.goods_code === g.goods_code)!.num,
      );
    const second = await place();
    expect(second.serial_number).toBe(o.serial_number + 1);
  });

  it('refuses a wrong API key, unknown goods, short stock, and prescription goods without a prescription number', async () => {
    const body = await orderBody(t, '演示大药房');
    expect((await placeOrder(t, body, 'wrong-key')).statusCode).toBe(401);
    const unknown = await placeOrder(t, { ...body, items: [{ goods_code: 'NOPE-1', num: 1 }] });
    expect(unknown.json()).toMatchObject({
      field: 'items.0.goods_code',
      message: '商品不存在或已下架：NOPE-1',
    });
    const short = await placeOrder(t, {
      ...body,
      items: [{ goods_code: body.items[0]!.goods_code, num: 999 }],
    });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toMatch(/库存不足/);
    const rx = await orderBody(t, '演示大药房', {}, true);
    const noRx = await placeOrder(t, { ...rx, rx_reference: undefined });
    expect(noRx.json()).toMatchObject({ field: 'rx_reference', message: '处方药订单必须提供处方编号' });
  });

  it('Idempotency-Key: same key and body replays the first order; another body is 422', async () => {
    const body = await orderBody(t, '演示大药房');
    const a = await placeOrder(t, body, DEMO_KEY, 'idem-key-0001');
    const b = await placeOrder(t, body, DEMO_KEY, 'idem-key-0001');
    expect(b.statusCode).toBe(201);
    expect(b.json().sn).toBe(a.json().sn);
    expect(b.headers['idempotent-replayed']).toBe('true');
    const count = await t.db.selectFrom('orders').select('id').where('sn', '=', a.json().sn).execute();
    expect(count).toHaveLength(1);
    const c = await placeOrder(t, { ...body, remark: '改了' }, DEMO_KEY, 'idem-key-0001');
    expect(c.statusCode).toBe(422);
  });

  it('lists newest first with tab counts, keyword search and paging', async () => {
    const mine = await place({
      consignee: {
        name: '欧阳娜娜',
        mobile: '13600001111',
        region_ids: '11,1101,110101,110101001',
        address: '长安街 1 号',
        lat: 0,
        lng: 0,
      },
    });
    const list = (await call('GET', '?page_size=5')).json();
    expect(list.data[0].sn).toBe(mine.sn);
    expect(list.page_size).toBe(5);
    const counts = (await call('GET', '/count')).json();
    expect(list.data_total).toBe(counts.ALL);
    // Paid or cash-on-delivery orders wait to ship, or at the counter when picked up there.
    expect(counts.WAIT_SHIP + counts.WAIT_PICK).toBe(
      counts['status:PAID_OFF'] + (counts['status:CONFIRM'] ?? 0),
    );
    expect(counts.WAIT_PICK).toBeGreaterThan(0);
    for (const k of [mine.sn, '13600001111', '欧阳']) {
      const found = (await call('GET', `?keyword=${encodeURIComponent(k)}`)).json();
      expect(
        found.data.map((o: { sn: string }) => o.sn),
        k,
      ).toContain(mine.sn);
    }
    const byGoods = (
      await call('GET', `?keyword=${encodeURIComponent((await detail(mine.sn)).items[0].goods_name)}`)
    ).json();
    expect(byGoods.data.map((o: { sn: string }) => o.sn)).toContain(mine.sn);
    const tooLong = await call('GET', `?keyword=${'x'.repeat(81)}`);
    expect(tooLong.statusCode).toBe(400);
    const tab = (await call('GET', '?tab=WAIT_SHIP')).json();
    expect(tab.data.every((o: { status: string }) => ['PAID_OFF', 'CONFIRM'].includes(o.status))).toBe(true);
  });

  it('changes the price only downwards, recomputed on the server, and logs it', async () => {
    const o = await place({ paid: false });
    // The list shows the new price on the next read, however often the old one was read.
    const listedPrice = async () =>
      (await call('GET', `?tab=ALL&keyword=${o.sn}`)).json().data[0].order_price as number;
    expect(await listedPrice()).toBe(o.order_price);
    expect(await listedPrice()).toBe(o.order_price);
    const tooHigh = await call('PUT', `/${o.sn}/price`, { order_price: o.order_price + 1 });
    expect(tooHigh.json().field).toBe('order_price');
    expect((await call('PUT', `/${o.sn}/price`, { order_price: '1.005' })).json().field).toBe('order_price');
    const ok = await call('PUT', `/${o.sn}/price`, { order_price: '9.90' });
    expect(ok.json().order_price).toBe(9.9);
    expect(await listedPrice()).toBe(9.9);
    const d = await detail(o.sn);
    expect(d.adjust_price).toBeCloseTo(o.order_price - 9.9, 2);
    const log = (await call('GET', `/${o.sn}/log`)).json();
    expect(log[0]).toMatchObject({ action: 'price', op_name: 'admin' });
    expect((await call('POST', `/${o.sn}/pay`)).json().status).toBe('PAID_OFF');
    expect((await call('PUT', `/${o.sn}/price`, { order_price: '1.00' })).statusCode).toBe(409);
  });

  it('ships with batch numbers; log, flow and batch-num follow; then refuses address and a second ship', async () => {
    const o = await place();
    const d = await detail(o.sn);
    const missing = await call('POST', `/${o.sn}/setout`, {
      express_code: 'SF',
      waybill_no: 'SF1234567890',
      batches: [],
    });
    expect(missing.json()).toMatchObject({ field: 'batches', message: '请为每个药品填写批号' });
    const badExpress = await call('POST', `/${o.sn}/setout`, {
      express_code: 'XX',
      waybill_no: 'SF1234567890',
      batches: [],
    });
    expect(badExpress.json().field).toBe('express_code');
    const batches = d.items.map((i: { item_id: number }, n: number) => ({
      item_id: i.item_id,
      batch_numbers: [`B2026${n}01`],
    }));
    const shipped = await call('POST', `/${o.sn}/setout`, {
      express_code: 'SF',
      waybill_no: 'SF1234567890',
      batches,
    });
    expect(shipped.json().status).toBe('SHIPPED');
    expect((await call('GET', `/${o.sn}/batch-num`)).json()[0].batch_numbers).toEqual(['B2026001']);
    expect((await call('GET', `/${o.sn}/flow`)).json().map((f: { status: string }) => f.status)).toEqual([
      'NEW',
      'PAID_OFF',
      'SHIPPED',
    ]);
    expect((await detail(o.sn)).express_name).toBe('顺丰速运');
    const addr = await call('PUT', `/${o.sn}/address`, {
      consignee_name: 'x',
      consignee_mobile: '13900001111',
      region_ids: '11,1101,110101,110101001',
      address: 'z',
    });
    expect(addr.statusCode).toBe(409);
    expect(addr.json().message).toBe('订单当前状态不允许此操作');
    expect((await call('POST', `/${o.sn}/rog`)).json().status).toBe('COMPLETE');
  });

  it('two concurrent ships of one order: exactly one succeeds, the other is 409', async () => {
    const o = await place();
    const d = await detail(o.sn);
    const body = {
      express_code: 'ZTO',
      waybill_no: 'ZT9876543210',
      batches: d.items.map((i: { item_id: number }) => ({ item_id: i.item_id, batch_numbers: ['B1'] })),
    };
    const results = await Promise.all([
      call('POST', `/${o.sn}/setout`, body),
      call('POST', `/${o.sn}/setout`, body),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const logs = await t.db
      .selectFrom('order_logs')
      .select('action')
      .where('action', '=', 'setout')
      .where('message', 'like', '%ZT9876543210%')
      .execute();
    expect(logs).toHaveLength(1);
  });

  it('holds a prescription order until the pharmacist approves it', async () => {
    const o = await place({}, true);
    const d = await detail(o.sn);
    const batches = d.items.map((i: { item_id: number }) => ({
      item_id: i.item_id,
      batch_numbers: ['RXB1'],
    }));
    const held = await call('POST', `/${o.sn}/setout`, {
      express_code: 'SF',
      waybill_no: 'SF5555555555',
      batches,
    });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('处方药订单需药师审方通过后才能发货');
    await t.db.updateTable('orders').set({ rx_status: 'APPROVED' }).where('sn', '=', o.sn).execute();
    expect(
      (
        await call('POST', `/${o.sn}/setout`, { express_code: 'SF', waybill_no: 'SF5555555555', batches })
      ).json().status,
    ).toBe('SHIPPED');
  });

  it('self pick-up: a wrong code changes nothing, the right one hands over', async () => {
    const o = await place({
      shipping_type: 'SELF_PICK',
      consignee: {
        name: '王芳',
        mobile: '13812340000',
        region_ids: '',
        address: '',
        lat: 0,
        lng: 0,
      },
    });
    expect(o.pickcode).toMatch(/^\d{6}$/);
    const wrong = o.pickcode === '000000' ? '111111' : '000000';
    const bad = await call('POST', `/${o.sn}/pick`, { pickcode: wrong });
    expect(bad.json()).toMatchObject({ field: 'pickcode', message: '提货码不正确' });
    expect((await detail(o.sn)).status).toBe('PAID_OFF');
    expect((await call('POST', `/${o.sn}/pick`, { pickcode: o.pickcode })).json().status).toBe('COMPLETE');
  });

  it('cancel needs the buyer request; approving it restocks and records the refund', async () => {
    const o = await place();
    expect((await call('POST', `/${o.sn}/auth-cancel`)).statusCode).toBe(409);
    await t.db
      .updateTable('orders')
      .set({ cancel_requested: 1, cancel_reason: '不想要了' })
      .where('sn', '=', o.sn)
      .execute();
    const d = await detail(o.sn);
    const stockBefore = await t.db
      .selectFrom('goods')
      .select('stock')
      .where('id', '=', d.items[0].goods_id)
      .executeTakeFirstOrThrow();
    expect((await call('POST', `/${o.sn}/auth-cancel`)).json().status).toBe('CANCELLED');
    const stockAfter = await t.db
      .selectFrom('goods')
      .select('stock')
      .where('id', '=', d.items[0].goods_id)
      .executeTakeFirstOrThrow();
    expect(stockAfter.stock).toBe(stockBefore.stock + d.items[0].num);
    const refund = await t.db
      .selectFrom('refunds')
      .selectAll()
      .where('refund_sn', '=', `RF${o.sn}`)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({
      amount: Math.round(o.order_price * 100),
      status: 'PENDING',
      source: 'CANCEL',
    });
  });

  it('cash on delivery: handed over it waits at ROG unpaid; confirming the cash completes it as paid', async () => {
    const o = await place({ payment_type: 'COD' });
    const d = await detail(o.sn);
    const batches = d.items.map((i: { item_id: number }) => ({
      item_id: i.item_id,
      batch_numbers: ['B261101'],
    }));
    await call('POST', `/${o.sn}/setout`, { express_code: 'SF', waybill_no: 'SF7654321098', batches });
    expect((await call('POST', `/${o.sn}/rog`)).json()).toMatchObject({ status: 'ROG', paid: 0 });
    expect(await detail(o.sn)).toMatchObject({ paid_amount: 0, paid_at: null });
    const paid = await call('POST', `/${o.sn}/pay`);
    expect(paid.json()).toMatchObject({ status: 'COMPLETE', paid: 1 });
    const after = await detail(o.sn);
    expect(after.paid_amount).toBe(o.order_price);
    expect(after.paid_at).toBeGreaterThan(0);
    expect((await call('POST', `/${o.sn}/pay`)).statusCode).toBe(409);
  });

  it('entry failure → INTODB_ERROR → orderAgain returns it to where it was', async () => {
    const o = await place({ payment_type: 'COD' });
    expect(o.status).toBe('CONFIRM');
    const failed = await call('POST', `/${o.sn}/entry`, { result: 'FAILED', reason: 'ERP 超时' });
    expect(failed.json()).toMatchObject({ status: 'INTODB_ERROR', entry_status: 2 });
    expect((await call('POST', `/${o.sn}/orderAgain`)).json()).toMatchObject({
      status: 'CONFIRM',
      entry_status: 0,
    });
    expect((await call('POST', `/${o.sn}/entry`, { result: 'ENTERED' })).json().entry_status).toBe(1);
    expect((await call('POST', `/${o.sn}/entry`, { result: 'ENTERED' })).statusCode).toBe(409);
  });

  it('announces new orders (10) with the §3 pending-entry fields and entered ones (11), after commit', async () => {
    const seen: BusMessage[] = [];
    const off = t.bus.subscribe((m) => seen.push(m));
    const o = await place({ is_erp: 0 });
    await call('POST', `/${o.sn}/entry`, { result: 'ENTERED' });
    await new Promise((r) => setTimeout(r, 20));
    off();
    const notices = seen.filter(
      (m) => m.kind === 'notice' && 'data' in m && (m.data as { order_sn?: string }).order_sn === o.sn,
    );
    expect(notices.map((m) => (m as { type: number }).type)).toEqual([
      LIVE_NOTICE.NEW_ORDER,
      LIVE_NOTICE.ORDER_ENTERED,
    ]);
    const first = notices[0] as { type: number; data: unknown };
    expect(liveNotice.safeParse({ type: first.type, data: first.data }).success).toBe(true);
    expect(first.data).toMatchObject({
      order_sn: o.sn,
      pos_print_status: '0',
      is_erp: 0,
      entry_status: 0,
      order_price: o.order_price,
    });
  });

  it('print data carries every §3 field; printing marks pos_print_status', async () => {
    const o = await place({ remark: '请放门口' });
    const p = (await call('GET', `/${o.sn}/print?print_name=XP-58`)).json();
    expect(p).toMatchObject({
      print_name: 'XP-58',
      sn: o.sn,
      site_name: '演示大药房',
      seller_name: '演示大药房',
      consignee: '刘晓梅',
      phone: '139****5678',
      remark: '请放门口',
      source: '小程序',
      shop_contact_phone: '021-58881234',
    });
    expect(p.order_sku_list[0]).toEqual(
      expect.objectContaining({
        goods_print_name: expect.any(String),
        specifications: expect.any(String),
        dosage_form: expect.any(String),
        production_enterprise: expect.any(String),
        storage: expect.any(String),
        goods_code: expect.any(String),
      }),
    );
    const printed = await call('PUT', '/updatePrintInfo', { order_sn: o.sn, print_name: 'XP-58' });
    expect(printed.json().pos_print_status).toBe('1');
    expect((await call('GET', `/${o.sn}`)).json().pos_print_status).toBe('1');
    expect(await detail(o.sn)).toMatchObject({ print_name: 'XP-58', printed_at: expect.any(Number) });
    const log = (await call('GET', `/${o.sn}/log`)).json() as { message: string }[];
    expect(log.map((l) => l.message)).toContain('小票已打印（XP-58）');
  });

  it('xin/hou are the newer and older neighbours', async () => {
    const a = await place();
    const b = await place();
    expect((await call('GET', `/${a.sn}/xin`)).json().sn).toBe(b.sn);
    expect((await call('GET', `/${b.sn}/hou`)).json().sn).toBe(a.sn);
    expect((await call('GET', `/${b.sn}/xin`)).json().sn).toBe('');
  });

  it("another shop's order is not found anywhere; clerks may, pharmacists may not", async () => {
    const o = await place();
    for (const [method, url] of [
      ['GET', `/${o.sn}`],
      ['GET', `/detail/${o.sn}`],
      ['GET', `/${o.sn}/log`],
      ['POST', `/${o.sn}/pay`],
      ['POST', `/${o.sn}/rog`],
      ['GET', `/${o.sn}/print`],
    ] as const) {
      expect((await call(method, url, undefined, other)).statusCode, url).toBe(404);
    }
    const theirs = (await call('GET', '?page_size=100', undefined, other)).json();
    expect(theirs.data.map((x: { sn: string }) => x.sn)).not.toContain(o.sn);
    const clerk = (await t.login('clerk', 'clerk123')).access_token;
    expect((await call('GET', `/${o.sn}`, undefined, clerk)).statusCode).toBe(200);
    const pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
    expect((await call('GET', `/${o.sn}`, undefined, pharmacist)).statusCode).toBe(423);
  });

  it('exports the filtered orders as XLSX', async () => {
    const o = await place({
      consignee: {
        name: '导出测试',
        mobile: '13577778888',
        region_ids: '33,3301,330106,330106002',
        address: '西湖',
        lat: 0,
        lng: 0,
      },
    });
    const res = await call('GET', `/export?keyword=${encodeURIComponent('导出测试')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-export-rows']).toBe('1');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe(o.sn);
    expect(sheet.getRow(2).getCell(13).value).toBe('导出测试');
  });
});
