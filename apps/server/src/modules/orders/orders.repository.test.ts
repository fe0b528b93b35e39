import { sql, type CompiledQuery, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@rxdesk/contract/paging';
import type { OrderListQuery } from '@rxdesk/contract/orders';
import { createTestDatabase } from '../../testing/test-database.ts';
import { seedDemo } from '../../seed/seed.ts';
import type { Db } from '../../platform/db/database.ts';
import { fixedStatementName, fixedStatementRunner } from '../../platform/db/pg-prepared.ts';
import { OrdersRepository } from './orders.repository.ts';
import { OrdersService } from './orders.service.ts';
import { ORDER_TABS } from '@rxdesk/contract/order-enums';
import type { AuthContext } from '../../platform/auth/auth-context.ts';

/** The list page statements (runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL). */
describe('OrdersRepository list pages', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let repo: OrdersRepository;
  let seen: CompiledQuery[] | null = null;
  beforeAll(async () => {
    // Kysely's query log: every statement as the driver runs it, on either pool.
    ({ db, drop } = await createTestDatabase({ log: (e) => void seen?.push(e.query) }));
    await seedDemo(db, Math.floor(Date.now() / 1000));
    repo = new OrdersRepository(db);
  });
  afterAll(() => drop());

  const page = (over: Partial<OrderListQuery>): OrderListQuery =>
    ({ tab: 'ALL', page_no: 1, page_size: 20, ...over }) as OrderListQuery;

  /** The one statement a list page runs; its rows are those of a call not watched. */
  async function sqlOf(q: OrderListQuery): Promise<CompiledQuery> {
    const rows = await repo.listPage(1, q);
    seen = [];
    try {
      expect(await repo.listPage(1, q)).toEqual(rows);
      expect(seen).toHaveLength(1);
      return seen[0]!;
    } finally {
      seen = null;
    }
  }

  it("writes the screens' page sizes into the SQL and binds only the shop and the offset", async () => {
    for (const size of PAGE_SIZES) {
      const q = await sqlOf(page({ page_size: size, page_no: 2 }));
      expect(q.sql).toMatch(new RegExp(`limit ${size} offset (\\?|\\$3)\\)`));
      // The shop twice (the total's counters, then the page) and the offset.
      expect(q.parameters).toEqual([1, 1, size]);
      expect(fixedStatementName(q.sql)).toBeDefined();
    }
  });

  it('runs any other size as an ad hoc query with the size bound, not as a registered text', async () => {
    const q = await sqlOf(page({ page_size: 7, page_no: 3 }));
    expect(q.sql).toMatch(/limit (\?|\$2) offset (\?|\$3)\)/);
    expect(q.parameters).toEqual([1, 7, 14]);
    expect(fixedStatementName(q.sql)).toBeUndefined();
  });

  it('answers the same rows whichever way a page is read', async () => {
    const all = await repo.listPage(1, page({ page_size: 100 }));
    expect(all.length).toBeGreaterThan(12);
    const ids = all.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // 10 is a screen size (literal), 6 is not (bound): both must cut the same list the same way.
    expect((await repo.listPage(1, page({ page_size: 10, page_no: 2 }))).map((r) => r.id)).toEqual(
      ids.slice(10, 20),
    );
    expect((await repo.listPage(1, page({ page_size: 6, page_no: 2 }))).map((r) => r.id)).toEqual(
      ids.slice(6, 12),
    );
  });

  it("a tab page carries its tab's total from the counters, in the same statement", async () => {
    const service = new OrdersService(repo);
    const counts = await service.counts(1);
    const shapes: Partial<OrderListQuery>[] = [
      ...Object.keys(ORDER_TABS).map((tab) => ({ tab }) as Partial<OrderListQuery>),
      { tab: 'ALL', order_status: 'PAID_OFF' },
      { tab: 'WAIT_SHIP', order_status: 'COMPLETE' },
    ];
    for (const shape of shapes) {
      const q = page({ ...shape, page_size: 10 });
      const expected = shape.order_status ? counts[`status:${shape.order_status}`] : counts[shape.tab!];
      const rows = await repo.listPage(1, q);
      expect(rows.length, JSON.stringify(shape)).toBeGreaterThan(0);
      for (const r of rows) expect(r.tab_total, JSON.stringify(shape)).toBe(expected);
      // What the list answers, and past the last page too (no row to carry it: counted apart).
      const auth = { shopId: 1 } as AuthContext;
      expect((await service.list(auth, q)).data_total).toBe(expected);
      const past = await service.list(auth, { ...q, page_no: 1000 });
      expect([past.data.length, past.data_total]).toEqual([0, expected]);
    }
    // Ad hoc pages (a filter, or another size) carry no total: theirs is counted for real.
    expect((await repo.listPage(1, page({ page_size: 7 })))[0]!.tab_total).toBeUndefined();
    expect((await repo.listPage(1, page({ payment_type: 'COD' })))[0]!.tab_total).toBeUndefined();
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: the list page runs on its generic plan from the first call, never re-planned',
    async () => {
      const q = page({ tab: 'WAIT_SHIP', page_size: 20 });
      for (let i = 0; i < 8; i++) await repo.listPage(1, q);
      const text = (await sqlOf(q)).sql;
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
