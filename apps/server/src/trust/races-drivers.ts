import type { TestApp } from '../testing/test-app.ts';
import { DEMO_KEY, TEST_REGION, expressOrderBody, orderBody, placeOrder } from '../testing/orders.ts';
import { newTestGoods } from '../testing/stock.ts';
import { DEVICE, placeDropShip, subOrdersOf } from '../testing/drop-ship.ts';
import { paidOrder, raiseCase, returnCase, type TestOrder } from '../testing/after-sale.ts';
import { SIGNATURE } from '../testing/prescriptions.ts';
import { md5 } from '../testing/test-app.ts';
import type { startFakePayment } from '../testing/fakes/fake-payment.ts';
import type { startFakeSfExpress } from '../testing/fakes/fake-sf-express.ts';
import { GOODS_DRIVERS } from './races-goods.ts';
import { ASK_DRIVERS } from './races-consultations.ts';
import { COMMENT_DRIVERS } from './races-comments.ts';
import { MEMBER_DRIVERS } from './races-members.ts';
import { assembleBody, assembleOrder, assembleSkus, createAssemble } from '../testing/assemble.ts';

/** One request as the race sends it 100 times at once. */
export interface RaceRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: object | string;
}

export interface RaceContext {
  t: TestApp;
  admin: string;
  pharmacist: string;
  sf: Awaited<ReturnType<typeof startFakeSfExpress>>;
  pay: Awaited<ReturnType<typeof startFakePayment>>;
}

/** How to drive one action: `setup` makes a fresh entity in the state the action starts from and
 * answers the request that takes the action. The race runs it twice: once alone (what one request
 * leaves behind) and 100 times at once on a twin entity. */
export interface Driver {
  setup(c: RaceContext): Promise<RaceRequest>;
  /** The action may rightly be taken again and again (a reply, a note): every request may
   * succeed, and each success leaves what a single one leaves. Says why. */
  repeatable?: string;
  /** The caller is a partner whose protocol acknowledges a repeated callback with 200: one call
   * changes the state, the others change nothing. Says which protocol. */
  acknowledged?: string;
}

const seller = (
  c: RaceContext,
  method: RaceRequest['method'],
  url: string,
  payload?: object,
): RaceRequest => ({
  method,
  url: `/api${url}`,
  headers: { authorization: c.admin },
  ...(payload ? { payload } : {}),
});
const open = (url: string, payload?: object): RaceRequest => ({
  method: 'POST',
  url: `/api/open${url}`,
  headers: { 'x-api-key': DEMO_KEY },
  ...(payload ? { payload } : {}),
});

async function ok(res: Promise<{ statusCode: number; body: string }>, what: string) {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`${what}: ${r.statusCode} ${r.body}`);
  return r;
}
const run = (c: RaceContext, r: RaceRequest, what: string) =>
  ok(
    c.t.app.inject({
      method: r.method,
      url: r.url,
      headers: r.headers ?? {},
      ...(r.payload !== undefined ? { payload: r.payload } : {}),
    }),
    what,
  );

async function placed(c: RaceContext, over: Parameters<typeof orderBody>[2] = {}, rx = false) {
  const res = await ok(placeOrder(c.t, await orderBody(c.t, '演示大药房', over, rx)), 'intake');
  return JSON.parse(res.body) as { sn: string; pickcode: string };
}
const sameCity = async (c: RaceContext) => (await placed(c, { shipping_type: 'SAME_CITY' })).sn;
const cancelRequested = async (c: RaceContext) => {
  const { sn } = await placed(c);
  await run(c, open(`/orders/${sn}/cancel-request`, { reason: '买错了' }), 'cancel request');
  return sn;
};
const entryFailed = async (c: RaceContext) => {
  const { sn } = await placed(c);
  await run(
    c,
    seller(c, 'POST', `/seller/trade/orders/${sn}/entry`, { result: 'FAILED', reason: 'ERP 超时' }),
    'entry failed',
  );
  return sn;
};
const dispatched = async (c: RaceContext) => {
  const sn = await sameCity(c);
  await run(c, seller(c, 'POST', `/seller/trade/sf-express/orders/${sn}/dispatching`), 'dispatch');
  return sn;
};
const sfCallback = (c: RaceContext, sn: string, status: 'PICKED_UP' | 'DELIVERED'): RaceRequest => {
  const built = c.sf.buildCallback({ sn, status });
  return {
    method: 'POST',
    url: `/api/open/delivery/sf/callback?sign=${encodeURIComponent(built.query.sign)}`,
    headers: { 'content-type': built.contentType },
    payload: built.body,
  };
};
const batchesOf = async (c: RaceContext, sn: string) => {
  const d = JSON.parse(
    (await run(c, seller(c, 'GET', `/seller/trade/orders/detail/${sn}`), 'detail')).body,
  ) as TestOrder;
  return d.items.map((i) => ({ item_id: i.item_id, batch_numbers: ['B20260101'] }));
};

// ---- after-sale cases ----
const PARCEL = { express_code: 'SF', waybill_no: 'SF1412345678' };
const caseUrl = (sn: string, action: string) => `/seller/after-sales/${sn}/${action}`;
async function returnAt(c: RaceContext, stage: 'APPLY' | 'PASS' | 'SHIPPED_BACK' | 'STOCK_IN') {
  const o = await paidOrder(c.t, c.admin);
  const sn = await returnCase(c.t, o);
  const steps: [string, object][] = [
    ['approve', { approved_amount: o.items[0]!.subtotal }],
    ['ship-back', PARCEL],
    ['stock-in', {}],
  ];
  const upTo = ['APPLY', 'PASS', 'SHIPPED_BACK', 'STOCK_IN'].indexOf(stage);
  for (const [action, body] of steps.slice(0, upTo))
    await run(c, seller(c, 'POST', caseUrl(sn, action), body), action);
  return sn;
}
async function supplyAgainPassed(c: RaceContext) {
  const o = await paidOrder(c.t, c.admin);
  const res = await ok(
    raiseCase(c.t, {
      order_sn: o.sn,
      service_type: 'SUPPLY_AGAIN',
      reason: 'MISSING_PARTS',
      description: '少发一盒',
      lines: [{ item_id: o.items[0]!.item_id, num: 1 }],
    }),
    'raise',
  );
  const sn = (JSON.parse(res.body) as { service_sn: string }).service_sn;
  await run(c, seller(c, 'POST', caseUrl(sn, 'approve'), {}), 'approve');
  return sn;
}
/** A refund sent to the provider: REFUNDING, or FAILED when the provider refuses it. */
async function refundSent(c: RaceContext, fail = false) {
  const sn = await returnAt(c, 'STOCK_IN');
  if (fail) c.pay.refuseWith({ err_code: 'NOTENOUGH', err_code_des: '余额不足' });
  try {
    await run(c, seller(c, 'POST', caseUrl(sn, 'refund'), { method: 'ORIGINAL' }), 'refund');
  } finally {
    c.pay.refuseWith(null);
  }
  return { sn, refundSn: `RF${sn}` };
}

// ---- drop-ship sub-orders ----
async function subOrder(c: RaceContext, stage: 'WAIT_SUPPLIER_ACCEPT' | 'ACCEPTED' | 'SHIPPED') {
  const sn = await placeDropShip(c.t, [{ goods_code: DEVICE, num: 1 }]);
  const so = (await subOrdersOf(c.t, c.admin, sn))[0]!;
  if (stage !== 'WAIT_SUPPLIER_ACCEPT') await run(c, open(`/sorders/${so.ssid}/accept`), 'accept');
  if (stage === 'SHIPPED') await run(c, open(`/sorders/${so.ssid}/ship`, PARCEL), 'ship');
  return { sn, ssid: so.ssid };
}

// ---- complaints ----
async function complaint(c: RaceContext, replied: boolean) {
  const o = await paidOrder(c.t, c.admin);
  const res = await run(
    c,
    open('/complaints', { order_sn: o.sn, subject: '配送太慢', content: '三天没到' }),
    'complaint',
  );
  const id = (JSON.parse(res.body) as { id: number }).id;
  if (replied)
    await run(c, seller(c, 'POST', `/seller/complaints/${id}/reply`, { content: '已催促' }), 'reply');
  return id;
}

// ---- prescription audit ----
const audit = (c: RaceContext, sn: string, result: 1 | 2, body: object = {}): RaceRequest => ({
  method: 'PUT',
  url: `/api/seller/prescription/prescriptionOrder/audit/${sn}/${result}`,
  headers: { authorization: c.pharmacist },
  payload: { audit_password: md5('audit123'), signature: SIGNATURE, ...body },
});

// ---- stock by batch (issue 20) ----
let stockGoods = 0;
/** A fresh goods item whose only SKU holds exactly one unit, in one batch. */
async function lastUnit(c: RaceContext) {
  const shop = await c.t.db.selectFrom('shops').select('id').orderBy('id').executeTakeFirstOrThrow();
  const g = await newTestGoods(c.t.db, shop.id, `RACE${String(++stockGoods).padStart(4, '0')}`);
  const res = await run(
    c,
    seller(c, 'POST', `/seller/goods/skus/${g.skuIds[0]}/batches`, {
      batch_no: 'LAST1',
      production_date: '2026-01-01',
      expiry_date: '2099-01-01',
      quantity: 1,
    }),
    'receive',
  );
  const batchId = (JSON.parse(res.body) as { batches: { batch_id: number }[] }).batches[0]!.batch_id;
  return { goodsCode: g.goodsCode, batchId };
}

/** "How to drive action X", keyed `<machine>.<action>` as the machines name them. A machine's
 * action missing here fails the race suite; so does a key here no machine has. Refunds and the
 * prescription audit have no machine of their own: their keys are `refund.*` and the audit drives
 * the order's rxApproved / rxRejected. */
export const DRIVERS: Record<string, Driver> = {
  'order.pay': {
    setup: async (c) =>
      seller(c, 'POST', `/seller/trade/orders/${(await placed(c, { paid: false })).sn}/pay`),
  },
  'order.price': {
    repeatable: 'the same new total may be set again while unpaid',
    setup: async (c) =>
      seller(c, 'PUT', `/seller/trade/orders/${(await placed(c, { paid: false })).sn}/price`, {
        order_price: '1.00',
      }),
  },
  'order.address': {
    repeatable: 'an address may be corrected again before shipping',
    setup: async (c) =>
      seller(c, 'PUT', `/seller/trade/orders/${(await placed(c)).sn}/address`, {
        consignee_name: '王小明',
        consignee_mobile: '13912340000',
        region_ids: TEST_REGION.ids,
        address: '世纪大道 200 号',
      }),
  },
  'order.updateIsMeituan': {
    repeatable: 'a flag set again to the same value',
    setup: async (c) =>
      seller(c, 'PUT', `/seller/trade/orders/${await sameCity(c)}/updateIsMeituan`, { is_meituan: 1 }),
  },
  'order.setout': {
    setup: async (c) => {
      const { sn } = await placed(c);
      return seller(c, 'POST', `/seller/trade/orders/${sn}/setout`, {
        ...PARCEL,
        batches: await batchesOf(c, sn),
      });
    },
  },
  'order.delivery': {
    setup: async (c) => seller(c, 'POST', `/seller/trade/orders/${await sameCity(c)}/delivery`),
  },
  'order.dispatching': {
    setup: async (c) => seller(c, 'POST', `/seller/trade/sf-express/orders/${await sameCity(c)}/dispatching`),
  },
  'order.cancelDelivery': {
    setup: async (c) => seller(c, 'POST', `/seller/trade/orders/${await dispatched(c)}/cancelDelivery`),
  },
  'order.riderPickedUp': {
    acknowledged: 'SF same-city callbacks: a repeated status is acknowledged',
    setup: async (c) => sfCallback(c, await dispatched(c), 'PICKED_UP'),
  },
  'order.riderDelivered': {
    acknowledged: 'SF same-city callbacks: a repeated status is acknowledged',
    setup: async (c) => {
      const sn = await dispatched(c);
      await run(c, sfCallback(c, sn, 'PICKED_UP'), 'picked up');
      return sfCallback(c, sn, 'DELIVERED');
    },
  },
  'order.rog': {
    setup: async (c) => seller(c, 'POST', `/seller/trade/orders/${(await paidOrder(c.t, c.admin)).sn}/rog`),
  },
  'order.pick': {
    setup: async (c) => {
      const { sn, pickcode } = await placed(c, { shipping_type: 'SELF_PICK' });
      return seller(c, 'POST', `/seller/trade/orders/${sn}/pick`, { pickcode });
    },
  },
  'order.authCancel': {
    setup: async (c) => seller(c, 'POST', `/seller/trade/orders/${await cancelRequested(c)}/auth-cancel`),
  },
  'order.orderAgain': {
    setup: async (c) => seller(c, 'POST', `/seller/trade/orders/${await entryFailed(c)}/orderAgain`),
  },
  'order.enter': {
    setup: async (c) =>
      seller(c, 'POST', `/seller/trade/orders/${(await placed(c)).sn}/entry`, { result: 'ENTERED' }),
  },
  'order.entryFailed': {
    setup: async (c) =>
      seller(c, 'POST', `/seller/trade/orders/${(await placed(c)).sn}/entry`, {
        result: 'FAILED',
        reason: 'ERP 超时',
      }),
  },
  'order.courierMessage': {
    repeatable: 'a note for the courier may be written again',
    setup: async (c) =>
      seller(c, 'PUT', `/seller/trade/orders/${(await placed(c)).sn}/updateCourierMessage`, {
        courier_message: '放门口',
      }),
  },
  'order.rxApproved': { setup: async (c) => audit(c, (await placed(c, {}, true)).sn, 1) },
  'order.rxRejected': {
    setup: async (c) => audit(c, (await placed(c, {}, true)).sn, 2, { reject_codes: ['DOSAGE'] }),
  },
  // A closed assemble can fill no team: its forming teams fail and their orders are cancelled.
  'order.assembleFailed': {
    setup: async (c) => {
      const [sku] = await assembleSkus(c.t, 1);
      const id = await createAssemble(c.t, c.admin, assembleBody(c.t, sku!));
      await ok(assembleOrder(c.t, sku!, { promotion_id: id }), 'assemble intake');
      return seller(c, 'POST', `/seller/promotion/pintuan/${id}/close`, { reason: '活动调整' });
    },
  },
  'order.cancelRequest': {
    setup: async (c) => open(`/orders/${(await placed(c)).sn}/cancel-request`, { reason: '买错了' }),
  },
  'order.refuseCancel': {
    setup: async (c) =>
      seller(c, 'POST', `/seller/trade/orders/${await cancelRequested(c)}/refuse-cancel`, {
        reason: '已发货',
      }),
  },
  'order.afterSaleOpen': {
    setup: async (c) => {
      const o = await paidOrder(c.t, c.admin);
      const item = o.items[0]!;
      return open('/after-sales', {
        order_sn: o.sn,
        service_type: 'RETURN_GOODS',
        reason: 'QUALITY',
        description: '药盒破损',
        images: ['https://img.example.com/a.jpg'],
        lines: [{ item_id: item.item_id, num: item.num }],
        requested_amount: item.subtotal,
      });
    },
  },
  // The order leaves AFTER_SERVICE when its case ends: driven by closing the case.
  'order.afterSaleClose': {
    setup: async (c) =>
      seller(c, 'POST', caseUrl(await returnAt(c, 'APPLY'), 'close'), { reason: '买家撤销' }),
  },

  'sub-order.accept': {
    setup: async (c) => open(`/sorders/${(await subOrder(c, 'WAIT_SUPPLIER_ACCEPT')).ssid}/accept`),
  },
  'sub-order.reject': {
    setup: async (c) =>
      open(`/sorders/${(await subOrder(c, 'WAIT_SUPPLIER_ACCEPT')).ssid}/reject`, { reason: '缺货' }),
  },
  'sub-order.ship': {
    setup: async (c) => open(`/sorders/${(await subOrder(c, 'ACCEPTED')).ssid}/ship`, PARCEL),
  },
  'sub-order.receive': {
    setup: async (c) => {
      const s = await subOrder(c, 'SHIPPED');
      return seller(c, 'POST', `/seller/trade/sorders/${s.ssid}/${s.sn}/receive`);
    },
  },
  'sub-order.cancel': {
    setup: async (c) => {
      const s = await subOrder(c, 'WAIT_SUPPLIER_ACCEPT');
      return seller(c, 'POST', `/seller/trade/sorders/${s.ssid}/${s.sn}/cancel`, { reason: '买家不要了' });
    },
  },
  'sub-order.remind': {
    setup: async (c) => {
      const s = await subOrder(c, 'WAIT_SUPPLIER_ACCEPT');
      return seller(c, 'POST', `/seller/trade/sorders/${s.ssid}/${s.sn}/remind`);
    },
  },

  'after-sale case.approve': {
    setup: async (c) => {
      const o = await paidOrder(c.t, c.admin);
      return seller(c, 'POST', caseUrl(await returnCase(c.t, o), 'approve'), {
        approved_amount: o.items[0]!.subtotal,
      });
    },
  },
  'after-sale case.refuse': {
    setup: async (c) =>
      seller(c, 'POST', caseUrl(await returnAt(c, 'APPLY'), 'refuse'), { reason: '已超过退货期' }),
  },
  'after-sale case.shipBack': {
    setup: async (c) => seller(c, 'POST', caseUrl(await returnAt(c, 'PASS'), 'ship-back'), PARCEL),
  },
  'after-sale case.stockIn': {
    setup: async (c) => seller(c, 'POST', caseUrl(await returnAt(c, 'SHIPPED_BACK'), 'stock-in'), {}),
  },
  'after-sale case.refund': {
    setup: async (c) =>
      seller(c, 'POST', caseUrl(await returnAt(c, 'STOCK_IN'), 'refund'), { method: 'ORIGINAL' }),
  },
  'after-sale case.refundDone': {
    acknowledged: 'the payment provider repeats its result callback until it is acknowledged',
    setup: async (c) => {
      const { refundSn } = await refundSent(c);
      return {
        method: 'POST',
        url: '/api/open/payment/refund-callback',
        headers: { 'content-type': 'application/json' },
        payload: c.pay.buildCallback(refundSn),
      };
    },
  },
  'after-sale case.reship': {
    setup: async (c) => seller(c, 'POST', caseUrl(await supplyAgainPassed(c), 'reship'), PARCEL),
  },
  'after-sale case.close': {
    setup: async (c) =>
      seller(c, 'POST', caseUrl(await returnAt(c, 'APPLY'), 'close'), { reason: '买家撤销' }),
  },

  'complaint.reply': {
    repeatable: 'the shop may reply any number of times',
    setup: async (c) =>
      seller(c, 'POST', `/seller/complaints/${await complaint(c, false)}/reply`, { content: '已催促快递' }),
  },
  'complaint.close': {
    setup: async (c) =>
      seller(c, 'POST', `/seller/complaints/${await complaint(c, true)}/close`, { remark: '已解决' }),
  },
  'complaint.escalate': {
    setup: async (c) => open(`/complaints/${await complaint(c, true)}/escalate`, { reason: '不满意' }),
  },

  'refund.retry': {
    setup: async (c) => seller(c, 'POST', `/seller/refunds/${(await refundSent(c, true)).refundSn}/retry`),
  },
  // Stock has no machine: the last unit taken by 100 orders at once, or adjusted away 100 times.
  'stock.lastUnit': {
    setup: async (c) =>
      open('/orders', expressOrderBody([{ goods_code: (await lastUnit(c)).goodsCode, num: 1 }])),
  },
  'stock.adjust': {
    setup: async (c) =>
      seller(c, 'PUT', `/seller/goods/batches/${(await lastUnit(c)).batchId}/adjust`, {
        delta: -1,
        reason: '盘点报损',
      }),
  },
  'refund.offline': {
    setup: async (c) =>
      seller(c, 'POST', `/seller/refunds/${(await refundSent(c, true)).refundSn}/offline`, {
        note: '现金退还',
      }),
  },
  ...GOODS_DRIVERS,
  ...ASK_DRIVERS,
  ...COMMENT_DRIVERS,
  ...MEMBER_DRIVERS,
};
