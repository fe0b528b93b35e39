import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillDetail, BillItem, BillPage } from '@rxdesk/contract/settlement/settlement';
import '@rxdesk/contract/settlement/settlement-messages';
import { registerErrorHandling } from '../../platform/http/error-handler.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { platformKeyGuard } from './platform-key.guard.ts';

const KEY = 'platform-key-0123456789abcdef';

/** 结算单 over HTTP on the seeded demo: list, detail, lines, confirm (once), the platform's paid
 * mark with its key, the export, and another shop seeing none of it. */
describe('settlement bills (seller/settlement/bills, open/platform/…/paid)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let clerk: string;
  beforeAll(async () => {
    t = await createTestApp({ PLATFORM_API_KEY: KEY });
    admin = (await t.login('admin', 'admin123')).access_token;
    other = (await t.login('kangning', 'kangning123')).access_token;
    clerk = (await t.login('clerk', 'clerk123')).access_token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token = admin) =>
    t.app.inject({ method, url: `/api${url}`, headers: { authorization: token, 'accept-language': 'en' } });
  const paid = (sn: string, key: string | undefined, payload: object = { remark: '打款' }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/open/platform/settlement/bills/${sn}/paid`,
      headers: { 'accept-language': 'en', ...(key === undefined ? {} : { 'x-platform-key': key }) },
      payload,
    });
  const list = async (q = '') => (await call('GET', `/seller/settlement/bills${q}`)).json<BillPage>();

  it('lists the demo bills newest first with the shop terms; the latest NEW, one CONFIRMED, older PAID', async () => {
    const page = await list('?page_size=20');
    expect(page.terms).toEqual({ commission_bp: 300, settle_days: [1, 16] });
    expect(page.data.length).toBeGreaterThanOrEqual(3);
    expect(page.data.map((b) => b.state).slice(0, 3)).toEqual(['NEW', 'CONFIRMED', 'PAID']);
    const starts = page.data.map((b) => b.period_start);
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect((await list('?state=PAID')).data.every((b) => b.state === 'PAID')).toBe(true);
    const newest = page.data[0]!;
    expect((await list(`?start_time=${newest.period_start}`)).data.map((b) => b.sn)).toEqual([newest.sn]);
  });

  it('shows a bill whose figures are the sums of its lines, with the late refund as an adjustment', async () => {
    const [newest] = (await list()).data;
    const d = (await call('GET', `/seller/settlement/bills/${newest!.sn}`)).json<BillDetail>();
    expect(d.commission_bp).toBe(300);
    expect(d.allowed_actions).toEqual(['confirm']);
    const lines: BillItem[] = [];
    for (const type of ['ORDER', 'REFUND', 'ADJUST'] as const) {
      const res = await call('GET', `/seller/settlement/bills/${d.sn}/items?type=${type}&page_size=100`);
      expect(res.statusCode).toBe(200);
      lines.push(...res.json<{ data: BillItem[] }>().data);
    }
    expect(lines.some((l) => l.line_type === 'ADJUST' && l.refund_sn !== '')).toBe(true);
    const sum = (k: keyof BillItem) => Math.round(lines.reduce((s, l) => s + Number(l[k]) * 100, 0)) / 100;
    for (const k of [
      'online_income',
      'cod_income',
      'online_refund',
      'commission',
      'commission_returned',
    ] as const)
      expect(sum(k), k).toBe(d[k]);
    expect(sum('net')).toBe(d.net_receivable);
  });

  it('exports the bill as a workbook whose totals match the bill', async () => {
    const [newest] = (await list()).data;
    const res = await call('GET', `/seller/settlement/bills/${newest!.sn}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`settlement-${newest!.sn}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['汇总', '订单', '退款']);
    const summary = new Map<string, unknown>();
    wb.getWorksheet('汇总')!.eachRow((r) => summary.set(String(r.getCell(1).value), r.getCell(2).value));
    expect(summary.get('结算单号')).toBe(newest!.sn);
    expect(summary.get('本期应结（元）')).toBe(newest!.net_receivable);
    const orders = wb.getWorksheet('订单')!;
    expect(orders.rowCount - 1).toBe(newest!.order_count);
    const netCol = orders.getRow(1).cellCount;
    let net = 0;
    for (const ws of [orders, wb.getWorksheet('退款')!])
      ws.eachRow((r, i) => {
        if (i > 1) net += Math.round(Number(r.getCell(netCol).value) * 100);
      });
    expect(net / 100).toBe(newest!.net_receivable);
  });

  it('keeps another shop and a clerk without the permission out', async () => {
    const [newest] = (await list()).data;
    for (const [m, url] of [
      ['GET', ''],
      ['GET', '/items'],
      ['GET', '/export'],
      ['PUT', '/confirm'],
    ] as const) {
      expect((await call(m, `/seller/settlement/bills/${newest!.sn}${url}`, other)).statusCode).toBe(404);
      expect((await call(m, `/seller/settlement/bills/${newest!.sn}${url}`, clerk)).statusCode).toBe(423);
    }
    const theirs = (await call('GET', '/seller/settlement/bills', other)).json<BillPage>();
    expect(theirs.data.some((b) => b.sn === newest!.sn)).toBe(false);
  });

  it('marks paid only with the platform key and only a CONFIRMED bill', async () => {
    const [newest] = (await list()).data;
    expect((await paid(newest!.sn, undefined)).statusCode).toBe(401);
    expect((await paid(newest!.sn, `${KEY}x`)).statusCode).toBe(401);
    const refused = await paid(newest!.sn, KEY);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The bill is no longer in a state that allows this');
    expect((await paid('JS20000101999999', KEY)).statusCode).toBe(404);
  });

  it("lets the platform set a shop's terms with its key; the seller reads them", async () => {
    const terms = (payload: object, key: string | undefined = KEY, shop = 2) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/open/platform/settlement/shops/${shop}/terms`,
        headers: { 'accept-language': 'en', ...(key === undefined ? {} : { 'x-platform-key': key }) },
        payload,
      });
    expect(
      (await terms({ commission_bp: 250, settle_days: [16, 1] }, 'wrong-key-0123456789')).statusCode,
    ).toBe(401);
    expect((await terms({ commission_bp: 250, settle_days: [29] })).statusCode).toBe(400);
    expect((await terms({ commission_bp: 250, settle_days: [1] }, KEY, 999999)).statusCode).toBe(404);
    const res = await terms({ commission_bp: 250, settle_days: [16, 1] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ commission_bp: 250, settle_days: [1, 16] });
    const theirs = (await call('GET', '/seller/settlement/bills', other)).json<BillPage>();
    expect(theirs.terms).toEqual({ commission_bp: 250, settle_days: [1, 16] });
    expect((await list()).terms.commission_bp).toBe(300);
  });

  it('confirms a NEW bill once (concurrent confirms: one wins), then the platform pays it', async () => {
    const [newest] = (await list()).data;
    const url = `/seller/settlement/bills/${newest!.sn}/confirm`;
    const answers = await Promise.all([call('PUT', url), call('PUT', url), call('PUT', url)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await call('PUT', url)).statusCode).toBe(409);
    const d = (await call('GET', `/seller/settlement/bills/${newest!.sn}`)).json<BillDetail>();
    expect(d).toMatchObject({ state: 'CONFIRMED', confirmed_by: 'admin', allowed_actions: [] });
    expect({ ...d, state: 'NEW', confirm_time: null }).toMatchObject({
      ...newest,
      state: 'NEW',
      confirm_time: null,
    });
    const res = await paid(newest!.sn, KEY, { remark: '第 12 期打款', paid_at: 1790000000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sn: newest!.sn, state: 'PAID' });
    expect((await paid(newest!.sn, KEY)).statusCode).toBe(409);
    const history = await t.db
      .selectFrom('settlement_bill_history as h')
      .innerJoin('settlement_bills as b', 'b.id', 'h.bill_id')
      .select(['h.action', 'h.actor'])
      .where('b.sn', '=', newest!.sn)
      .orderBy('h.id')
      .execute();
    expect(history).toEqual([
      { action: 'create', actor: 'system' },
      { action: 'confirm', actor: 'admin' },
      { action: 'pay', actor: 'platform' },
    ]);
    const logs = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('target', '=', newest!.sn)
      .orderBy('id')
      .execute();
    expect(logs.map((l) => l.action)).toEqual([
      'settlement.bill.create',
      'settlement.bill.confirm',
      'settlement.bill.paid',
    ]);
  });
});

describe('the platform key guard', () => {
  it('answers 503 NOT_CONFIGURED while PLATFORM_API_KEY is unset', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.post('/paid', { preHandler: platformKeyGuard(null) }, async () => ({ ok: true }));
    const res = await app.inject({ method: 'POST', url: '/paid', headers: { 'x-platform-key': 'anything' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('NOT_CONFIGURED');
    await app.close();
  });
});
