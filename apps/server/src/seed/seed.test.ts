import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Db } from '../platform/db/database.ts';
import { seedDemo } from './seed.ts';
import { DEMO_ACCOUNTS, DEMO_SHOP_NAME, SECOND_SHOP_NAME } from './demo-accounts.ts';

describe('demo seed (DESIGN.md §8)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  const counts = async () => {
    const tables = ['shops', 'roles', 'users', 'categories', 'goods', 'members'] as const;
    const out: Record<string, number> = {};
    for (const t of tables) {
      const r = await db
        .selectFrom(t)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      out[t] = Number(r.n);
    }
    return out;
  };

  it('creates the demo shop, its three accounts, a second shop and the catalogue', async () => {
    expect(await seedDemo(db)).toBe(true);
    const shops = await db.selectFrom('shops').select(['id', 'shop_name']).orderBy('id').execute();
    expect(shops.map((s) => s.shop_name)).toEqual([DEMO_SHOP_NAME, SECOND_SHOP_NAME]);
    const users = await db
      .selectFrom('users')
      .select(['username', 'mobile', 'founder', 'pharmacist', 'shop_id', 'password_hash'])
      .execute();
    for (const a of DEMO_ACCOUNTS) {
      const u = users.find((x) => x.username === a.username);
      expect(u, a.username).toBeDefined();
      expect(u!.mobile).toBe(a.mobile);
      expect(u!.shop_id).toBe(shops[0]!.id);
      expect(u!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    expect(users.find((u) => u.username === 'admin')!.founder).toBe(1);
    expect(users.find((u) => u.username === 'pharmacist')!.pharmacist).toBe(1);
    const goods = await db.selectFrom('goods').selectAll().where('shop_id', '=', shops[0]!.id).execute();
    expect(goods.length).toBeGreaterThanOrEqual(200);
    expect(goods.some((g) => g.is_prescription === 1)).toBe(true);
    expect(goods.some((g) => g.is_prescription === 0)).toBe(true);
    for (const g of goods) {
      expect(Number.isInteger(g.price) && g.price > 0).toBe(true);
      expect(g.dosage_form && g.manufacturer && g.storage && g.specs).toBeTruthy();
    }
  });

  // The lists show the newest first by id, as the application writes its rows; backdated demo
  // rows written out of time order would show an old order above a new one (seed-timeline.ts).

  it('runs the demo activities now (the suites seed moves them 30 days later)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const running = await db
      .selectFrom('promotions')
      .select('kind')
      .where('start_at', '<=', now)
      .where('end_at', '>', now + 3600)
      .where('closed_at', 'is', null)
      // The seckill runs from 10:00 Shanghai time, so whether it runs depends on the hour.
      .where('kind', '!=', 'SECKILL')
      .execute();
    expect(new Set(running.map((r) => r.kind))).toEqual(
      new Set(['FULL_DISCOUNT', 'MINUS', 'HALF_PRICE', 'GROUPBUY', 'ASSEMBLE']),
    );
  });
  it("gives the demo gifts stock as ledger rows, and the running full cut's top tier one of them", async () => {
    const gifts = await db.selectFrom('promotion_gifts').selectAll().orderBy('id').execute();
    expect(gifts.length).toBeGreaterThanOrEqual(2);
    for (const g of gifts) {
      const sum = await db
        .selectFrom('promotion_gift_stock')
        .select((eb) => eb.fn.sum<number>('change').as('n'))
        .where('gift_id', '=', g.id)
        .executeTakeFirstOrThrow();
      expect(Number(sum.n ?? 0), g.name).toBe(Number(g.stock));
    }
    const cut = await db
      .selectFrom('promotions')
      .select('rules')
      .where('kind', '=', 'FULL_DISCOUNT')
      .where('title', 'like', '%满199减30%')
      .executeTakeFirstOrThrow();
    const tiers = (JSON.parse(cut.rules) as { tiers: { gift_id: number | null }[] }).tiers;
    expect(tiers.at(-1)!.gift_id).toBe(Number(gifts[0]!.id));
    expect(gifts[0]!.disabled).toBe(0);
  });

  it('runs a demo assemble with a formed team of three orders and a forming one', async () => {
    const teams = await db
      .selectFrom('assemble_teams as t')
      .innerJoin('promotions as p', 'p.id', 't.promotion_id')
      .select(['t.id', 't.state', 't.joined', 't.size', 'p.kind'])
      .orderBy('t.id')
      .execute();
    expect(teams.map((t) => [t.kind, t.state, t.joined, t.size])).toEqual([
      ['ASSEMBLE', 'FORMED', 3, 3],
      ['ASSEMBLE', 'FORMING', 1, 3],
    ]);
    const orders = await db
      .selectFrom('assemble_team_orders as o')
      .innerJoin('orders as r', 'r.id', 'o.order_id')
      .innerJoin('order_item_promotions as p', 'p.order_id', 'r.id')
      .select(['o.team_id', 'r.order_type', 'r.status', 'p.kind', 'p.amount', 'r.discount_price'])
      .execute();
    expect(orders).toHaveLength(4);
    for (const o of orders) {
      expect(o).toMatchObject({ order_type: 'ASSEMBLE', status: 'PAID_OFF', kind: 'ASSEMBLE' });
      expect(o.amount).toBe(o.discount_price);
    }
  });
  it("writes the demo shop's orders, prescriptions, sub-orders, cases, refunds and complaints in time order", async () => {
    const tables = [
      'orders',
      'prescriptions',
      'supplier_orders',
      'after_sales',
      'refunds',
      'complaints',
    ] as const;
    for (const table of tables) {
      const rows = await db
        .selectFrom(table)
        .select(['id', 'created_at'])
        .where('shop_id', '=', 1)
        .orderBy('id')
        .execute();
      expect(rows.length, table).toBeGreaterThan(1);
      const times = rows.map((r) => r.created_at);
      expect(times, table).toEqual([...times].sort((a, b) => a - b));
    }
    // Nothing in the demo has happened yet.
    const now = Math.floor(Date.now() / 1000);
    for (const table of ['orders', 'after_sales', 'refunds', 'complaints', 'supplier_orders'] as const) {
      const { latest } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.max('updated_at').as('latest'))
        .executeTakeFirstOrThrow();
      expect(Number(latest), table).toBeLessThanOrEqual(now);
    }
    // The day's receipt numbers count up through the day.
    const orders = await db
      .selectFrom('orders')
      .select(['created_at', 'serial_number', 'serial_day'])
      .where('shop_id', '=', 1)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const lastByDay = new Map<string, number>();
    for (const o of orders) {
      expect(o.serial_number).toBeGreaterThan(lastByDay.get(o.serial_day) ?? 0);
      lastByDay.set(o.serial_day, o.serial_number);
    }
  });

  it('a demo receipt marked printed says on which printer and when, and its order logs it', async () => {
    const printed = await db
      .selectFrom('orders')
      .select(['id', 'created_at', 'print_name', 'printed_at'])
      .where('shop_id', '=', 1)
      .where('pos_print_status', '=', '1')
      .execute();
    expect(printed.length).toBeGreaterThan(0);
    const logged = await db
      .selectFrom('order_logs')
      .select(['order_id', 'created_at', 'message'])
      .where('action', '=', 'print')
      .execute();
    for (const o of printed) {
      expect(o.print_name, `order ${o.id}`).not.toBe('');
      expect(o.printed_at, `order ${o.id}`).toBeGreaterThan(o.created_at);
      const line = logged.find((l) => l.order_id === o.id);
      expect(line?.created_at, `order ${o.id}`).toBe(o.printed_at);
      expect(line?.message, `order ${o.id}`).toBe(`小票已打印（${o.print_name}）`);
    }
  });

  it('no member is shown a negative points balance: redemptions only what was earned', async () => {
    const balances = await db
      .selectFrom('member_points')
      .select(['member_id', (eb) => eb.fn.sum<number>('change').as('balance')])
      .groupBy('member_id')
      .execute();
    expect(balances.length).toBeGreaterThan(10);
    expect(balances.filter((b) => Number(b.balance) < 0)).toEqual([]);
    const redeemed = await db.selectFrom('member_points').select('id').where('change', '<', 0).execute();
    expect(redeemed.length).toBeGreaterThan(0);
  });

  it('running it again changes nothing', async () => {
    const before = await counts();
    expect(await seedDemo(db)).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
