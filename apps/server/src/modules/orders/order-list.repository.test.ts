import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '@rxdesk/contract/common/paging';
import { orderSummary, type OrderListQuery, type OrderSummary } from '@rxdesk/contract/orders/orders';
import { ORDER_TABS } from '@rxdesk/contract/orders/order-enums';
import { createTestDatabase } from '../../testing/test-database.ts';
import { seedDemo } from '../../seed/seed.ts';
import { createDatabase, type Db } from '../../platform/db/database.ts';
import { migrateToLatest } from '../../platform/db/migrator.ts';
import { OrderListRepository } from './order-list.repository.ts';
import { OrdersService } from './orders.service.ts';
import { OrdersRepository } from './orders.repository.ts';
import { toSummary } from './order-mappers.ts';

const page = (over: Partial<OrderListQuery>): OrderListQuery =>
  ({ tab: 'ALL', page_no: 1, page_size: 20, ...over }) as OrderListQuery;

/** List pages on SQLite, and on PostgreSQL with TEST_DATABASE_URL. */
describe('order list pages', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let pages: OrderListRepository;
  let service: OrdersService;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await seedDemo(db, Math.floor(Date.now() / 1000));
    pages = new OrderListRepository(db);
    service = new OrdersService(new OrdersRepository(db), pages);
  });
  afterAll(() => drop());

  /** What the list answers for `q`, held to the contract's schema. */
  async function listed(q: OrderListQuery) {
    return pageOf(orderSummary).parse(await service.list({ shopId: 1 } as never, q));
  }

  it('cuts the same list the same way at every page size, newest first', async () => {
    const all = (await listed(page({ page_size: 100 }))).data.map((r) => r.sn);
    expect(all.length).toBeGreaterThan(12);
    const ids = (await pages.page(1, page({ page_size: 100 }))).rows.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await listed(page({ page_size: 10, page_no: 2 }))).data.map((r) => r.sn)).toEqual(
      all.slice(10, 20),
    );
    expect((await listed(page({ page_size: 6, page_no: 2 }))).data.map((r) => r.sn)).toEqual(
      all.slice(6, 12),
    );
  });

  it("answers each tab's total from the counters, past the last page too", async () => {
    const counts = await service.counts(1);
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

  it('gives the next page from the last order of the page before (after_sn) as the offset does', async () => {
    for (const shape of [
      { tab: 'ALL' },
      { tab: 'WAIT_SHIP' },
      { keyword: '片' },
    ] as Partial<OrderListQuery>[]) {
      const all = (await listed(page({ ...shape, page_size: 100 }))).data.map((r) => r.sn);
      expect(all.length, JSON.stringify(shape)).toBeGreaterThan(6);
      const first = await listed(page({ ...shape, page_size: 3 }));
      const second = await listed(page({ ...shape, page_size: 3, page_no: 2, after_sn: first.data[2]!.sn }));
      expect(
        second.data.map((r) => r.sn),
        JSON.stringify(shape),
      ).toEqual(all.slice(3, 6));
      expect(second).toMatchObject({ page_no: 2, page_size: 3, data_total: first.data_total });
      expect(second).toEqual(await listed(page({ ...shape, page_size: 3, page_no: 2 })));
    }
    // After the last order: an empty page that still carries the total (the demo has more orders
    // than one page of 100 holds, so the last page is read).
    const { data_total: total } = await listed(page({ page_size: 100 }));
    const lastPage = await listed(page({ page_size: 100, page_no: Math.ceil(total / 100) }));
    const last = lastPage.data.at(-1)!.sn;
    expect(await listed(page({ page_no: 9, after_sn: last }))).toEqual({
      data: [],
      data_total: total,
      page_no: 9,
      page_size: 20,
    });
  });

  it("seeks only within the caller's shop: another shop's order number, or none, finds nothing", async () => {
    const mine = await db.selectFrom('orders').selectAll().where('shop_id', '=', 1).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = mine;
    await db
      .insertInto('orders')
      .values({ ...copy, shop_id: 2, sn: 'OTHER-SHOP-1' })
      .execute();
    expect((await listed(page({ after_sn: 'OTHER-SHOP-1' }))).data).toEqual([]);
    expect((await listed(page({ after_sn: 'NO-SUCH-SN' }))).data).toEqual([]);
    expect((await listed(page({}))).data.length).toBeGreaterThan(0);
  });
});

/** Texts a buyer or a clerk could type, and amounts at the edges of two decimals: each row must
 * come out as toSummary makes it, on the main connection and from the read worker. */
const TEXTS = [
  '',
  '双引号"与反斜杠\\',
  '换行\n回车\r制表\t',
  'control \u0000\u0001\u001e\u001f\u007f',
  'emoji 😀👨‍👩‍👧 and U+2028\u2028U+2029\u2029',
  '</script><!--',
  '很长的商品名'.repeat(150),
];
const FEN = [0, 1, 5, 10, 99, 100, 101, 1005, 123456, 12345678901, 999999999999];

describe('order list rows, whatever their texts and amounts (SQLite file: main thread and read worker)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rx-order-list-'));
  let db: Db;
  let service: OrdersService;
  beforeAll(async () => {
    db = createDatabase({ kind: 'sqlite', file: join(dir, 'rx.db') });
    await migrateToLatest(db);
    await seedDemo(db, Math.floor(Date.now() / 1000));
    const ids = (await db.selectFrom('orders').select('id').where('shop_id', '=', 1).execute()).map(
      (r) => r.id,
    );
    for (const [i, id] of ids.entries())
      await db
        .updateTable('orders')
        .set({
          goods_names: TEXTS[i % TEXTS.length]!,
          consignee_name: TEXTS[(i + 3) % TEXTS.length]!.slice(0, 50),
          order_price: FEN[i % FEN.length]!,
        })
        .where('id', '=', id)
        .execute();
    service = new OrdersService(new OrdersRepository(db), new OrderListRepository(db));
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers each order as toSummary makes it, by a tab (main thread) and by a time filter (read worker)', async () => {
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('shop_id', '=', 1)
      .orderBy('id', 'desc')
      .execute();
    const byTab = pageOf(orderSummary).parse(
      await service.list({ shopId: 1 } as never, page({ page_size: 100 })),
    );
    const byTime = pageOf(orderSummary).parse(
      await service.list({ shopId: 1 } as never, page({ start_time: 0, page_size: 100 })),
    );
    expect(byTab.data).toEqual(orders.slice(0, 100).map(toSummary));
    expect(byTime.data).toEqual(byTab.data);
    expect(byTime.data_total).toBe(orders.length);
    for (const text of TEXTS) expect(byTab.data.some((r) => r.goods_names === text)).toBe(true);
    for (const fen of FEN) expect(byTab.data.some((r) => r.order_price === fen / 100)).toBe(true);
  });
});
