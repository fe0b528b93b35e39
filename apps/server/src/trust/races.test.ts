import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { isBackgroundRollup } from './table-dump.ts';
import { ORDER_MACHINE } from '../modules/orders/order-state-machine.ts';
import { SORDER_MACHINE } from '../modules/orders/drop-ship/sorder-state-machine.ts';
import { CASE_MACHINE } from '../modules/after-sale/after-sale-state-machine.ts';
import { COMPLAINT_MACHINE } from '../modules/after-sale/complaints/complaint-state-machine.ts';
import { GOODS_MACHINE } from '../modules/goods/goods-state-machine.ts';
import { ASK_MACHINE } from '../modules/consultations/ask-state-machine.ts';
import { COMMENT_MACHINE } from '../modules/comments/comment-state-machine.ts';
import { MEMBER_MACHINE } from '../modules/members/member-state-machine.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { advanceToShanghai } from '../testing/prescriptions.ts';
import { startFakePayment } from '../testing/fakes/fake-payment.ts';
import { startFakeSfExpress } from '../testing/fakes/fake-sf-express.ts';
import { DRIVERS, type RaceContext, type RaceRequest } from './races-drivers.ts';

/** Issue 19 "races": every state-changing action of the order, sub-order, after-sale case and
 * complaint machines, the refunds and the prescription audit, sent 100 times at once. One request
 * wins, the other 99 get 409 (or, for a partner's repeated callback, an acknowledgement), and the
 * burst leaves exactly what one request alone leaves on a twin entity: the same number of new rows
 * in every table (history, operation log, refunds, …), the same live notices, the same calls to
 * the payment provider and SF. The actions are read from the machines' rules tables, so a new
 * action fails this file until races-drivers.ts says how to drive it. Runs on SQLite, and on
 * PostgreSQL with TEST_DATABASE_URL (test-database.ts). */
const BURST = 100;
const MACHINES = [
  ORDER_MACHINE,
  SORDER_MACHINE,
  CASE_MACHINE,
  COMPLAINT_MACHINE,
  GOODS_MACHINE,
  COMMENT_MACHINE,
  ASK_MACHINE,
  MEMBER_MACHINE,
];
/** Actions with no machine of their own (a refund's rows are the refunds table's; stock's are
 * the ledger's: the last unit taken by orders, or adjusted away). */
const EXTRA = ['refund.retry', 'refund.offline', 'stock.lastUnit', 'stock.adjust'];
const ACTIONS = [...MACHINES.flatMap((m) => m.actions.map((a) => `${m.name}.${a}`)), ...EXTRA];

const MCH = '1900000109';
const PAY_KEY = 'rxdesk-test-payment-api-key-0001';
const SF = { devId: '1555600001', devKey: 'sf-dev-key-0001', shopId: '3243279847393' };

describe('100 identical requests at once', () => {
  let t: TestApp;
  let c: RaceContext;
  let tables: string[];
  let notices = 0;
  const summary: string[] = [];

  beforeAll(async () => {
    const sf = await startFakeSfExpress({ ...SF, feeFen: 1200 });
    const pay = await startFakePayment({ mchId: MCH, apiKey: PAY_KEY });
    t = await createTestApp({
      SF_BASE_URL: sf.url,
      SF_DEV_ID: SF.devId,
      SF_DEV_KEY: SF.devKey,
      SF_SHOP_ID: SF.shopId,
      PAYMENT_BASE_URL: pay.url,
      PAYMENT_MCH_ID: MCH,
      PAYMENT_API_KEY: PAY_KEY,
      PAYMENT_NOTIFY_URL: 'https://shop.example.com/api/open/payment/refund-callback',
      // The retry worker must not resend a failed refund behind the race's back.
      PAYMENT_RETRY_INTERVAL_MS: '3600000',
    });
    // Inside the pharmacist's working hours, before anyone signs in (tokens follow the clock).
    advanceToShanghai(t.clock, 10);
    t.bus.subscribe((m) => {
      if (m.kind === 'notice') notices++;
    });
    c = {
      t,
      sf,
      pay,
      admin: (await t.login('admin', 'admin123')).access_token,
      pharmacist: (await t.login('pharmacist', 'pharm123')).access_token,
    };
    tables = (await t.db.introspection.getTables())
      .map((x) => x.name)
      // goods_fts*: SQLite's full-text index shadow tables (segments merge on their own schedule);
      // the statistics rollups are rewritten by their catch-up job's timer, not by the request.
      .filter((n) => !n.startsWith('kysely_') && !n.startsWith('goods_fts') && !isBackgroundRollup(n));
  }, 60_000);
  afterAll(async () => {
    console.log(`[races] ${t.dialect}: ${summary.length} actions × ${BURST}\n${summary.join('\n')}`);
    await t.close();
    await c.sf.close();
    await c.pay.close();
  });

  /** Row counts of every table, live notices and partner calls so far. */
  async function snapshot() {
    // Notices are published after the commit and reach handlers later: wait until none has
    // arrived for 100 ms, so the setup's own notices (a new order) are not counted as the race's.
    for (let seen = -1, quiet = 0; quiet < 4; quiet = notices === seen ? quiet + 1 : 0) {
      seen = notices;
      await new Promise((r) => setTimeout(r, 25));
    }
    const counts: Record<string, number> = {};
    for (const name of tables) {
      if (name === 'order_counters' || name === 'goods_counters') continue;
      const r = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(t.db);
      counts[name] = Number(r.rows[0]!.n);
    }
    // The counters are upserted: compare what each counter holds, not how many rows there are.
    for (const r of await t.db.selectFrom('order_counters').selectAll().execute())
      counts[`order_counters[${r.shop_id}/${r.status}/${r.shipping_type}]`] = Number(r.n);
    for (const r of await t.db.selectFrom('goods_counters').selectAll().execute())
      counts[`goods_counters[${r.shop_id}/${r.state}]`] = Number(r.n);
    counts['(live notices)'] = notices;
    counts['(SF calls)'] = c.sf.requests.length;
    counts['(payment provider calls)'] = c.pay.requests.length;
    return counts;
  }
  const delta = (before: Record<string, number>, after: Record<string, number>, times = 1) =>
    Object.fromEntries(
      Object.keys(after)
        .map((k) => [k, (after[k]! - (before[k] ?? 0)) / times] as const)
        .filter(([, n]) => n !== 0),
    );
  const send = (r: RaceRequest) =>
    t.app.inject({
      method: r.method,
      url: r.url,
      headers: r.headers ?? {},
      ...(r.payload !== undefined ? { payload: r.payload } : {}),
    });

  it('every action of the machines has a driver, and every driver an action', () => {
    expect(
      ACTIONS.filter((a) => !DRIVERS[a]),
      'actions the race cannot drive',
    ).toEqual([]);
    expect(
      Object.keys(DRIVERS).filter((k) => !ACTIONS.includes(k)),
      'drivers of no action',
    ).toEqual([]);
  });

  it.each(ACTIONS)('%s', async (action) => {
    const driver = DRIVERS[action];
    if (!driver) throw new Error(`no driver for ${action}: add one to races-drivers.ts`);

    // One request alone: what a single success leaves behind.
    const single = await driver.setup(c);
    const s0 = await snapshot();
    const alone = await send(single);
    expect(alone.statusCode, alone.body).toBeLessThan(300);
    const one = delta(s0, await snapshot());
    // One row per entity it moves (a case refused also gives its order back: two rows).
    expect(one['operation_logs'] ?? 0, `${action} writes its operation-log rows`).toBeGreaterThanOrEqual(1);

    // The same request 100 times at once, on a twin.
    const request = await driver.setup(c);
    const b0 = await snapshot();
    const answers = await Promise.all(Array.from({ length: BURST }, () => send(request)));
    const after = await snapshot();
    const statuses = answers.map((a) => a.statusCode);
    const won = statuses.filter((s) => s < 300).length;
    const other = answers.filter((a) => a.statusCode >= 300 && a.statusCode !== 409);
    expect(
      other.slice(0, 3).map((a) => `${a.statusCode} ${a.body}`),
      'answers other than success and 409',
    ).toEqual([]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json(), 'a 409 is {code, message}').toMatchObject({
        code: expect.any(String),
        message: expect.any(String),
      });
    if (driver.acknowledged) expect(won).toBe(BURST);
    else if (!driver.repeatable) expect(won, 'exactly one success').toBe(1);
    else expect(won).toBeGreaterThanOrEqual(1);
    // Each success (once: the one state change) left exactly what one request leaves.
    const changes = driver.repeatable ? won : 1;
    expect(delta(b0, after, changes), `rows, notices and partner calls of ${action} × ${BURST}`).toEqual(one);
    summary.push(
      `  ${action.padEnd(30)} ${won} × 2xx, ${statuses.filter((s) => s === 409).length} × 409; one request leaves ${JSON.stringify(one)}`,
    );
  });
});
