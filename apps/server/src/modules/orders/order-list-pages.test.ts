import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES, pageOf } from '@rxdesk/contract/common/paging';
import { orderSummary, type OrderListQuery, type OrderSummary } from '@rxdesk/contract/orders/orders';
import { ORDER_TABS } from '@rxdesk/contract/orders/order-enums';
import { createTestDatabase } from '../../testing/test-database.ts';
import { seedDemo } from '../../seed/seed.ts';
import type { Db } from '../../platform/db/database.ts';
import { fixedStatementName, fixedStatementRunner } from '../../platform/db/pg-prepared.ts';
import { OrderListPages } from './order-list-pages.ts';
import { OrdersService } from './orders.service.ts';
import { OrdersRepository } from './orders.repository.ts';
import { toSummary } from './order-mappers.ts';
import { allowedActionsFiller } from './order-summary-json.ts';

const page = (over: Partial<OrderListQuery>): OrderListQuery =>
  ({ tab: 'ALL', page_no: 1, page_size: 20, ...over }) as OrderListQuery;

/** List pages on SQLite (the JSON it writes, and rows) and on PostgreSQL with TEST_DATABASE_URL
 * (rows, which the service writes as JSON). */
describe('order list pages', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let pages: OrderListPages;
  let seen: CompiledQuery[] | null = null;
  beforeAll(async () => {
    // Kysely's query log: every statement as the driver runs it, on either pool.
    ({ db, drop } = await createTestDatabase({ log: (e) => void seen?.push(e.query) }));
    await seedDemo(db, Math.floor(Date.now() / 1000));
    pages = new OrderListPages(db);
  });
  afterAll(() => drop());

  /** What the list answers for `q`, parsed: the JSON SQLite writes, or rows written by the service. */
  async function listed(q: OrderListQuery) {
    const body = await new OrdersService(new OrdersRepository(db), pages).list({ shopId: 1 } as never, q);
    return pageOf(orderSummary).parse(JSON.parse(body.toString()));
  }

  /** The one statement a page runs; its answer is that of a call not watched. */
  async function sqlOf(read: () => Promise<unknown>): Promise<CompiledQuery> {
    const answer = await read();
    seen = [];
    try {
      expect(await read()).toEqual(answer);
      expect(seen).toHaveLength(1);
      return seen[0]!;
    } finally {
      seen = null;
    }
  }

  const reads = () => [
    { name: 'rows', read: (q: OrderListQuery) => () => pages.rows(1, q) },
    ...(pages.rendersJson
      ? [{ name: 'json', read: (q: OrderListQuery) => () => pages.json(1, q, allowedActionsFiller) }]
      : []),
  ];

  it("writes the screens' page sizes into the SQL, binds the shop and the offset, and registers the text", async () => {
    for (const { name, read } of reads()) {
      // Page 2 of 10 has rows (a page past the last reads its total apart, a second statement).
      for (const [size, pageNo] of PAGE_SIZES.map((size) => [size, size === 10 ? 2 : 1] as const)) {
        const q = await sqlOf(read(page({ page_size: size, page_no: pageNo })));
        expect(q.sql, name).toMatch(new RegExp(`limit ${size} offset (\\?|\\$\\d)\\)`));
        // The shop for the total's counters, (json: the page number,) the shop and the offset.
        const offset = (pageNo - 1) * size;
        expect(q.parameters, name).toEqual(name === 'json' ? [1, pageNo, 1, offset] : [1, 1, offset]);
        expect(fixedStatementName(q.sql), name).toBeDefined();
      }
    }
  });

  it('runs any other size, or a filter, as an ad hoc query with the values bound, not as a registered text', async () => {
    for (const { name, read } of reads()) {
      const q = await sqlOf(read(page({ page_size: 7, page_no: 3 })));
      expect(q.sql, name).toMatch(/limit (\?|\$\d) offset (\?|\$\d)\)/);
      expect(q.parameters, name).toEqual(expect.arrayContaining([7, 14]));
      expect(fixedStatementName(q.sql), name).toBeUndefined();
      const filtered = await sqlOf(read(page({ payment_type: 'COD' })));
      expect(filtered.parameters, name).toContain('COD');
      expect(fixedStatementName(filtered.sql), name).toBeUndefined();
    }
  });

  it('cuts the same list the same way at every page size, newest first', async () => {
    const all = (await listed(page({ page_size: 100 }))).data.map((r) => r.sn);
    expect(all.length).toBeGreaterThan(12);
    const ids = (await pages.rows(1, page({ page_size: 100 }))).rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // 10 is a screen size (literal), 6 is not (bound): both must cut the same list the same way.
    expect((await listed(page({ page_size: 10, page_no: 2 }))).data.map((r) => r.sn)).toEqual(
      all.slice(10, 20),
    );
    expect((await listed(page({ page_size: 6, page_no: 2 }))).data.map((r) => r.sn)).toEqual(
      all.slice(6, 12),
    );
  });

  it("answers each tab's total from the counters, past the last page too", async () => {
    const counts = await new OrdersService(new OrdersRepository(db), pages).counts(1);
    const shapes: Partial<OrderListQuery>[] = [
      ...Object.keys(ORDER_TABS).map((tab) => ({ tab }) as Partial<OrderListQuery>),
      { tab: 'ALL', order_status: 'PAID_OFF' },
      { tab: 'WAIT_SHIP', order_status: 'COMPLETE' },
    ];
    for (const shape of shapes) {
      const expected = shape.order_status ? counts[`status:${shape.order_status}`] : counts[shape.tab!];
      for (const size of [10, 7]) {
        const q = page({ ...shape, page_size: size });
        const first = await listed(q);
        expect(first.data.length, JSON.stringify(shape)).toBeGreaterThan(0);
        expect(first.data_total, JSON.stringify(shape)).toBe(expected);
        expect(await listed({ ...q, page_no: 1000 }), JSON.stringify(shape)).toEqual({
          data: [],
          data_total: expected,
          page_no: 1000,
          page_size: size,
        });
      }
    }
  });

  it('counts a filtered list for real, past the last page too', async () => {
    const cod = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', 1)
      .where('payment_type', '=', 'COD')
      .executeTakeFirstOrThrow();
    expect(Number(cod.n)).toBeGreaterThan(0);
    expect((await listed(page({ payment_type: 'COD' }))).data_total).toBe(Number(cod.n));
    expect((await listed(page({ payment_type: 'COD', page_no: 500 }))).data_total).toBe(Number(cod.n));
  });

  it('answers every row as toSummary makes it from the order, for every tab and filter', async () => {
    const shapes: Partial<OrderListQuery>[] = [
      ...Object.keys(ORDER_TABS).map((tab) => ({ tab }) as Partial<OrderListQuery>),
      { keyword: '片' }, // in many demo goods names (sn and mobile match only whole)
      { is_prescription: 1 },
      { shipping_type: 'SELF_PICK' },
    ];
    for (const shape of shapes) {
      const listedRows = (await listed(page({ ...shape, page_size: 100 }))).data;
      // Every shape has orders in the demo shop: an empty page would prove nothing.
      expect(listedRows.length, JSON.stringify(shape)).toBeGreaterThan(0);
      const sns = listedRows.map((r) => r.sn);
      const orders = await db
        .selectFrom('orders')
        .selectAll()
        .where('sn', 'in', sns.length ? sns : ['-'])
        .execute();
      const expected = new Map(orders.map((o) => [o.sn, toSummary(o)]));
      for (const row of listedRows)
        expect(row, row.sn).toEqual(expected.get(row.sn) satisfies OrderSummary | undefined);
    }
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: the list page runs on its generic plan from the first call, never re-planned',
    async () => {
      const q = page({ tab: 'WAIT_SHIP', page_size: 20 });
      for (let i = 0; i < 8; i++) await pages.rows(1, q);
      const text = (await sqlOf(() => pages.rows(1, q))).sql;
      // Sequential calls: the generic-plan pool has handed out one connection, its last used.
      const fixed = fixedStatementRunner(db) as unknown as Kysely<unknown>;
      const { rows } = await sql<{
        statement: string;
        generic_plans: number;
        custom_plans: number;
      }>`select statement, generic_plans, custom_plans from pg_prepared_statements`.execute(fixed);
      const mine = rows.find((r) => r.statement === text);
      expect(mine).toBeDefined();
      expect(Number(mine!.custom_plans)).toBe(0);
      expect(Number(mine!.generic_plans)).toBeGreaterThanOrEqual(9);
    },
  );
});
