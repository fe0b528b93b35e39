import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shanghaiDayStart, unixToDateString } from '@rxdesk/contract/common/date-format';
import { DASHBOARD_TODO_KEYS } from '@rxdesk/contract/statistics/dashboard';
import { caller } from '../../../testing/after-sale.ts';
import { startWithTwoShops, type TestApp } from '../../../testing/test-app.ts';

const DAY = 86400;

interface Figures {
  orders: number;
  amount: number;
  members: number;
  units: number;
}
const plus = (a: Figures, b: Figures): Figures => ({
  orders: a.orders + b.orders,
  amount: Math.round((a.amount + b.amount) * 100) / 100,
  members: a.members + b.members,
  units: a.units + b.units,
});

describe('dashboard figures and to-dos', () => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  let other: ReturnType<typeof caller>;
  let clerk: ReturnType<typeof caller>;
  let pharmacist: ReturnType<typeof caller>;
  let todayStart: number;
  let baseline: { figures: Record<string, Figures>; trend: (Figures & { date: string })[] };

  beforeAll(async () => {
    const s = await startWithTwoShops();
    t = s.t;
    admin = caller(t, s.admin);
    other = caller(t, s.other);
    clerk = caller(t, (await t.login('clerk', 'clerk123')).access_token);
    pharmacist = caller(t, (await t.login('pharmacist', 'pharm123')).access_token);
    todayStart = shanghaiDayStart(t.clock.now());
    // The second shop gets a hand-made week of paid orders on top of its own (copies of a demo
    // order with the figures changed), by members who had no order before: figures add up.
    baseline = (await other('GET', '/seller/statistics/dashboard')).json();
    const { id: _id, ...template } = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('shop_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const members = await t.db
      .selectFrom('members')
      .select('id')
      .where('shop_id', '=', 2)
      .where('id', 'not in', t.db.selectFrom('orders').select('member_id').where('member_id', 'is not', null))
      .limit(2)
      .execute();
    const [m1, m2] = members.map((m) => Number(m.id));
    const rows: [number | null, number, number, number | undefined, string][] = [
      // paid_at, fen, units, member, status
      [todayStart + 1, 12345, 2, m1, 'PAID_OFF'],
      [todayStart + 3600, 100, 1, m1, 'COMPLETE'],
      [todayStart - 1, 5000, 3, m2, 'SHIPPED'],
      [todayStart + 7200, 9999, 9, m2, 'CANCELLED'],
      [todayStart - 6 * DAY, 700, 1, undefined, 'COMPLETE'],
      [todayStart - 6 * DAY - 1, 800, 1, m1, 'COMPLETE'],
      [null, 300, 1, m1, 'NEW'],
    ];
    let i = 0;
    for (const [paidAt, fen, units, member, status] of rows) {
      i += 1;
      await t.db
        .insertInto('orders')
        .values({
          ...template,
          shop_id: 2,
          sn: `DASHFIX${i}`,
          member_id: member ?? null,
          status,
          paid: paidAt === null ? 0 : 1,
          paid_at: paidAt,
          paid_amount: paidAt === null ? 0 : fen,
          order_price: fen,
          goods_num: units,
          // Stamped as the order module stamps every change (the catch-up, and so the
          // dashboard's memo of past days, finds changed orders by it).
          updated_at: t.clock.now(),
        })
        .execute();
    }
  });
  afterAll(() => t.close());

  it("counts paid orders by the Shanghai day they were paid, cancelled ones left out, this shop's only", async () => {
    const res = await other('GET', '/seller/statistics/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d.today).toBe(unixToDateString(todayStart, 'yyyy-MM-dd'));
    const was = baseline.figures;
    expect(d.figures.today).toEqual(plus(was.today!, { orders: 2, amount: 124.45, members: 1, units: 3 }));
    expect(d.figures.yesterday).toEqual(
      plus(was.yesterday!, { orders: 1, amount: 50, members: 1, units: 3 }),
    );
    expect(d.trend).toHaveLength(7);
    const { date, ...first } = baseline.trend[0]!;
    expect(d.trend[0]).toEqual({
      date,
      ...plus(first, { orders: 1, amount: 7, members: 0, units: 1 }),
    });
    expect(date).toBe(unixToDateString(todayStart - 6 * DAY, 'yyyy-MM-dd'));
    expect(d.trend.slice(1, 5)).toEqual(baseline.trend.slice(1, 5));
    expect(d.trend[6]).toMatchObject({ date: d.today, orders: was.today!.orders + 2 });

    // The demo shop's figures are its own: the second shop's week is not in them.
    const mine = (await admin('GET', '/seller/statistics/dashboard')).json();
    const paidToday = await t.db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('paid_amount').as('fen')])
      .where('shop_id', '=', 1)
      .where('paid_at', '>=', todayStart)
      .where('paid_at', '<', todayStart + DAY)
      .where('status', '<>', 'CANCELLED')
      .executeTakeFirstOrThrow();
    expect(mine.figures.today.orders).toBe(Number(paidToday.n));
    expect(mine.figures.today.amount).toBe(Number(paidToday.fen ?? 0) / 100);
  });

  it("a change to a past day's order shows on the next call (the week before today is memoised)", async () => {
    const before = (await other('GET', '/seller/statistics/dashboard')).json();
    await t.db
      .updateTable('orders')
      .set({ status: 'CANCELLED', updated_at: t.clock.now() })
      .where('sn', '=', 'DASHFIX3')
      .execute();
    const after = (await other('GET', '/seller/statistics/dashboard')).json();
    expect(after.figures.yesterday).toEqual(baseline.figures.yesterday);
    expect(after.figures.today).toEqual(before.figures.today);
    await t.db
      .updateTable('orders')
      .set({ status: 'SHIPPED', updated_at: t.clock.now() })
      .where('sn', '=', 'DASHFIX3')
      .execute();
    expect((await other('GET', '/seller/statistics/dashboard')).json().figures).toEqual(before.figures);
  });

  it('each to-do equals the total of the list it opens', async () => {
    const d = (await admin('GET', '/seller/statistics/dashboard')).json();
    expect(d.todos.map((x: { key: string }) => x.key)).toEqual(DASHBOARD_TODO_KEYS);
    const count = (key: string) => d.todos.find((x: { key: string }) => x.key === key).count as number;
    const total = async (url: string) => {
      const res = await admin('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(count('ORDERS_TO_SHIP')).toBe((await total('/seller/trade/orders?tab=WAIT_SHIP')).data_total);
    expect(count('RX_AWAITING_AUDIT')).toBe(
      (await total('/seller/prescription/prescriptionOrder?state=3')).data_total,
    );
    expect(count('AFTER_SALE_AWAITING')).toBe((await total('/seller/after-sales/count')).awaiting);
    expect(count('COMPLAINTS_NEW')).toBe((await total('/seller/complaints?status=NEW')).data_total);
    expect(count('ASKS_UNANSWERED')).toBe((await total('/seller/members/asks/count')).unanswered);
    expect(count('WARNING_STOCK')).toBe((await total('/seller/goods/warning-goods')).data_total);
    expect(count('NEAR_EXPIRY')).toBe((await total('/seller/goods/expiry-batches')).data_total);
    // The demo has work waiting: a to-do of all zeros would prove nothing.
    expect(d.todos.filter((x: { count: number }) => x.count > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('a role sees only the to-dos of the lists it may open', async () => {
    const forClerk = (await clerk('GET', '/seller/statistics/dashboard')).json();
    const forPharmacist = (await pharmacist('GET', '/seller/statistics/dashboard')).json();
    const keys = (d: { todos: { key: string }[] }) => d.todos.map((x) => x.key);
    expect(keys(forClerk)).toContain('ORDERS_TO_SHIP');
    expect(keys(forClerk)).not.toContain('RX_AWAITING_AUDIT');
    expect(keys(forPharmacist)).toContain('RX_AWAITING_AUDIT');
    expect(keys(forPharmacist).length).toBeLessThan(DASHBOARD_TODO_KEYS.length);
    expect(forClerk.figures.today).toEqual(
      (await admin('GET', '/seller/statistics/dashboard')).json().figures.today,
    );
  });
});
