import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { OrderListQuery } from '@rxdesk/contract/orders';
import { ORDER_TABS } from '@rxdesk/contract/order-enums';
import { PAGE_SIZES } from '@rxdesk/contract/paging';
import type { Db } from '../../platform/db/database.ts';
import type { Database, Order, OrderTable } from '../../platform/db/schema.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import { containsKeyword } from '../../platform/db/list-query.ts';
import { readOffLoop } from '../../platform/db/read-off-loop.ts';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import type { Insertable, Updateable } from 'kysely';
import { SUMMARY_COLUMNS, type SummarySource } from './order-mappers.ts';

type Executor = Kysely<Database>;

/** The multi-status tabs, written as literal SQL identical to the partial indexes of migration
 * 0005 (constants, never user input), so both SQLite and PostgreSQL walk those indexes. */
const TAB_CONDITIONS = {
  WAIT_SHIP: sql<boolean>`o.status in ('CONFIRM', 'PAID_OFF') and o.shipping_type <> 'SELF_PICK'`,
  WAIT_PICK: sql<boolean>`o.status in ('CONFIRM', 'PAID_OFF') and o.shipping_type = 'SELF_PICK'`,
} as const;

/** A tab or status as a condition on `o.status` and `o.shipping_type`: the columns the orders and
 * their counters (order_counters) share, so both are filtered by the same rule. */
function tabFilter(q: Pick<OrderListQuery, 'tab' | 'order_status'>) {
  const statuses: readonly string[] = q.order_status
    ? [q.order_status]
    : q.tab && !(q.tab in TAB_CONDITIONS)
      ? ORDER_TABS[q.tab]
      : [];
  const tabCondition =
    !q.order_status && q.tab ? TAB_CONDITIONS[q.tab as keyof typeof TAB_CONDITIONS] : undefined;
  return { statuses, tabCondition };
}

/** A page of the list: each row of a tab page read with its total (carriesTotal) holds the tab's
 * count as `tab_total`. */
export type ListPageRow = SummarySource & { tab_total?: number };

/** Filters no index answers in id order: with any of them SQLite reads the shop's orders row by
 * row (a keyword count over 500 000 orders: ~0.5–1 s, bench/README.md). Mirrors `filtered`. */
function scansRows(q: Omit<OrderListQuery, 'page_no' | 'page_size'>): boolean {
  return (
    !!q.keyword ||
    q.start_time !== undefined ||
    q.end_time !== undefined ||
    !!q.order_source ||
    !!q.shipping_type ||
    !!q.payment_type ||
    q.is_prescription !== undefined
  );
}

/** Kysely only. Every read is scoped to one shop; every status change is conditional on the
 * status the service saw. */
export class OrdersRepository {
  private readonly countersQuery;

  constructor(readonly db: Db) {
    this.countersQuery = compiledOnce(db, ['shopId'], (a: { shopId: number }) =>
      db
        .selectFrom('order_counters')
        .select(['status', 'shipping_type', 'n'])
        .where('shop_id', '=', a.shopId),
    );
  }

  findBySn(shopId: number, sn: string, trx: Executor = this.db) {
    return trx
      .selectFrom('orders')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('sn', '=', sn)
      .executeTakeFirst();
  }

  findBySnAnyShop(sn: string) {
    return this.db.selectFrom('orders').selectAll().where('sn', '=', sn).executeTakeFirst();
  }

  items(orderId: number, trx: Executor = this.db) {
    return trx.selectFrom('order_items').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  logs(orderId: number) {
    return this.db
      .selectFrom('order_logs')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .execute();
  }

  flows(orderId: number) {
    return this.db
      .selectFrom('order_flows')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  /** Filters of the list as one reusable WHERE (list, count and export share it). */
  private filtered(shopId: number, q: Omit<OrderListQuery, 'page_no' | 'page_size'>) {
    const like = likeOperator(this.db);
    const { statuses, tabCondition } = tabFilter(q);
    return this.db
      .selectFrom('orders as o')
      .where('o.shop_id', '=', shopId)
      .$if(statuses.length === 1, (b) => b.where('o.status', '=', statuses[0] as string))
      .$if(statuses.length > 1, (b) => b.where('o.status', 'in', statuses as string[]))
      .$if(!!tabCondition, (b) => b.where(tabCondition!))
      .$if(q.start_time !== undefined, (b) => b.where('o.created_at', '>=', q.start_time as number))
      .$if(q.end_time !== undefined, (b) => b.where('o.created_at', '<=', q.end_time as number))
      .$if(!!q.order_source, (b) => b.where('o.order_source', '=', q.order_source as string))
      .$if(!!q.shipping_type, (b) => b.where('o.shipping_type', '=', q.shipping_type as string))
      .$if(!!q.payment_type, (b) => b.where('o.payment_type', '=', q.payment_type as string))
      .$if(q.is_prescription !== undefined, (b) =>
        b.where('o.is_prescription', '=', q.is_prescription as number),
      )
      .$if(!!q.keyword, (b) => {
        const k = q.keyword as string;
        return b.where((eb) =>
          eb.or([
            eb('o.sn', '=', k),
            eb('o.consignee_mobile', '=', k),
            eb(sql.ref('o.consignee_name'), like, containsKeyword(k)),
            eb(sql.ref('o.goods_names'), like, containsKeyword(k)),
          ]),
        );
      });
  }

  /** Deferred join in one statement: the subquery pages through the tab's index for ids only
   * (the offset walks the index, not the table), then only those rows are read, and only the
   * columns the list shows. One statement, not two: one compile, one round trip, one plan.
   * The screens' usual request — a tab or a status, nothing else, at one of their page sizes — is
   * compiled once per tab and size.
   * Every page runs on the read connection (readOffLoop): on a file-backed SQLite database the SQL
   * then runs in the read worker beside the main thread's request handling instead of inside it.
   * A page with a filter that reads rows would otherwise stop every other request for up to a
   * second; and even page 1 of a tab, 0.15 ms of SQL, is better off there: at 16 concurrent
   * clients the main thread's CPU per list request fell from ~470 to ~320 µs (page 500: ~790 to
   * ~350 µs) and requests per second rose ~20 % (page 500: ~40 %) — bench/README.md. A filtered
   * page goes to the long-read worker, so it never holds the tab pages of other callers. */
  listPage(shopId: number, q: OrderListQuery): Promise<ListPageRow[]> {
    const offset = (q.page_no - 1) * q.page_size;
    const query = this.carriesTotal(q)
      ? this.tabPageQuery(q)({ shopId, offset })
      : this.pageOf(this.filtered(shopId, q), q.page_size, offset);
    return readOffLoop(this.db, query, scansRows(q) ? 'long' : 'short');
  }

  /** The screens' usual request — a tab or a status, nothing else, at one of their page sizes —
   * is one compiled-once statement whose rows also carry the tab's total, read from the counters
   * in the same statement: one round trip and one snapshot for the page and its total (on an empty
   * page, past the last one, the caller counts from the counters itself). */
  carriesTotal(q: OrderListQuery): boolean {
    return !scansRows(q) && (PAGE_SIZES as readonly number[]).includes(q.page_size);
  }

  private pageOf(
    filtered: ReturnType<OrdersRepository['filtered']>,
    limit: number | RawBuilder<number>,
    offset: number,
  ) {
    const page = filtered.select('o.id').orderBy('o.id', 'desc').limit(limit).offset(offset);
    return this.db.selectFrom('orders').select(SUMMARY_COLUMNS).where('id', 'in', page).orderBy('id', 'desc');
  }

  private readonly tabPages = new Map<string, ReturnType<OrdersRepository['compileTabPage']>>();

  /** Keyed by the tab or status and the page size: enums of the contract and the four sizes the
   * screens offer, a bounded set of statements. */
  private tabPageQuery(q: Pick<OrderListQuery, 'tab' | 'order_status' | 'page_size'>) {
    const shape = { tab: q.tab, order_status: q.order_status };
    const key = `${shape.order_status ?? ''}|${shape.tab ?? ''}|${q.page_size}`;
    let query = this.tabPages.get(key);
    if (!query) this.tabPages.set(key, (query = this.compileTabPage(shape, q.page_size)));
    return query;
  }

  /**
   * The page size is written into the SQL as a literal; only the shop and the offset are bound.
   * On PostgreSQL this text runs on connections that keep the generic plan (pg-prepared.ts); with
   * `LIMIT $n` that plan would be made for an unknown number of rows — a tenth of the shop's
   * average, thousands on a large database — and could join differently. With `LIMIT 20` it is
   * the plan of every page: the tab's index backwards, then those 20 rows by id. Other sizes (not
   * the screens') take the ad hoc path, with a custom plan.
   */
  private compileTabPage(shape: Pick<OrderListQuery, 'tab' | 'order_status'>, size: number) {
    return compiledOnce(this.db, ['shopId', 'offset'], (a: { shopId: number; offset: number }) =>
      this.pageOf(this.filtered(a.shopId, shape), sql.lit(size), a.offset).select(
        this.tabTotal(a.shopId, shape).as('tab_total'),
      ),
    );
  }

  /** The tab's count as a scalar subquery over the counters: PostgreSQL and SQLite run it once per
   * statement (it does not depend on the row), a sum over a handful of counter rows. */
  private tabTotal(shopId: number, shape: Pick<OrderListQuery, 'tab' | 'order_status'>) {
    const { statuses, tabCondition } = tabFilter(shape);
    return this.db
      .selectFrom('order_counters as o')
      .select(sql<number>`cast(coalesce(sum(o.n), 0) as bigint)`.as('n'))
      .where('o.shop_id', '=', shopId)
      .$if(statuses.length === 1, (b) => b.where('o.status', '=', statuses[0] as string))
      .$if(statuses.length > 1, (b) => b.where('o.status', 'in', statuses as string[]))
      .$if(!!tabCondition, (b) => b.where(tabCondition!));
  }

  /** Counts for real (the list's total under a filter, the export's row count): always off the
   * event loop, a count visits every matching index entry or row. */
  async countFiltered(shopId: number, q: Omit<OrderListQuery, 'page_no' | 'page_size'>) {
    const query = this.filtered(shopId, q).select((eb) => eb.fn.countAll<number>().as('n'));
    const [r] = await readOffLoop(this.db, query);
    return Number(r?.n ?? 0);
  }

  /** The id range of the orders inside the filter's time range, found once through the
   * (shop_id, created_at) index, so the export's keyset starts at the newest of them and stops at
   * the oldest instead of walking the shop's other orders. Null without a time filter; an empty
   * range when nothing is inside. */
  async exportIdRange(
    shopId: number,
    q: Pick<OrderListQuery, 'start_time' | 'end_time'>,
  ): Promise<{ lowest: number; highest: number } | null> {
    if (q.start_time === undefined && q.end_time === undefined) return null;
    const query = this.db
      .selectFrom('orders as o')
      .select((eb) => [eb.fn.min('o.id').as('lowest'), eb.fn.max('o.id').as('highest')])
      .where('o.shop_id', '=', shopId)
      .$if(q.start_time !== undefined, (b) => b.where('o.created_at', '>=', q.start_time as number))
      .$if(q.end_time !== undefined, (b) => b.where('o.created_at', '<=', q.end_time as number));
    const [r] = await readOffLoop(this.db, query, 'short');
    return r?.lowest == null || r.highest == null
      ? { lowest: 1, highest: 0 }
      : { lowest: Number(r.lowest), highest: Number(r.highest) };
  }

  /** Rows for the export, newest first, in keyset batches by id (flat memory at any size), with
   * only the columns the file shows. `range` bounds the keyset (exportIdRange); a filter that
   * reads rows one by one runs off the event loop, as in listPage. */
  async exportBatch<K extends keyof Order>(
    shopId: number,
    q: Omit<OrderListQuery, 'page_no' | 'page_size'>,
    columns: readonly K[],
    keyset: { before: number | null; range: { lowest: number; highest: number } | null },
    size: number,
  ): Promise<Pick<Order, K>[]> {
    const { before, range } = keyset;
    const query = this.filtered(shopId, q)
      // Kysely cannot type a select list that is a type parameter; the result is typed below.
      .select(columns.map((c) => `o.${c}`) as never)
      .$if(before !== null, (b) => b.where('o.id', '<', before as number))
      .$if(range !== null, (b) => b.where('o.id', '>=', range!.lowest).where('o.id', '<=', range!.highest))
      .orderBy('o.id', 'desc')
      .limit(size);
    const rows = scansRows(q) ? await readOffLoop(this.db, query) : await query.execute();
    return rows as unknown as Pick<Order, K>[];
  }

  /** Orders per status and shipping type: every list total and tab count reads these. */
  counters(shopId: number) {
    return this.countersQuery({ shopId }).execute();
  }

  async bumpCounter(trx: Executor, shopId: number, status: string, shippingType: string, delta: number) {
    await trx
      .insertInto('order_counters')
      .values({ shop_id: shopId, status, shipping_type: shippingType, n: delta })
      .onConflict((oc) =>
        oc
          .columns(['shop_id', 'status', 'shipping_type'])
          .doUpdateSet({ n: sql`order_counters.n + ${delta}` }),
      )
      .execute();
  }

  /** The conditional update at the heart of every state change: applies only if the order is
   * still in the status the decision was made on. Returns whether it won. */
  async transition(
    trx: Executor,
    id: number,
    expectedStatus: string,
    patch: Updateable<OrderTable>,
    extra?: { deliveryStatus?: string[] },
  ) {
    const r = await trx
      .updateTable('orders')
      .set(patch)
      .where('id', '=', id)
      .where('status', '=', expectedStatus)
      .$if(!!extra?.deliveryStatus, (b) =>
        b.where('delivery_status', 'in', extra?.deliveryStatus as string[]),
      )
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async addLog(trx: Executor, orderId: number, opName: string, action: string, message: string, at: number) {
    await trx
      .insertInto('order_logs')
      .values({ order_id: orderId, op_name: opName, action, message, created_at: at })
      .execute();
  }

  async addFlow(trx: Executor, orderId: number, status: string, at: number) {
    await trx.insertInto('order_flows').values({ order_id: orderId, status, created_at: at }).execute();
  }

  async setBatchNumbers(trx: Executor, orderId: number, itemId: number, batches: string[]) {
    await trx
      .updateTable('order_items')
      .set({ batch_numbers: JSON.stringify(batches) })
      .where('order_id', '=', orderId)
      .where('id', '=', itemId)
      .execute();
  }

  newer(shopId: number, id: number) {
    return this.db
      .selectFrom('orders')
      .select('sn')
      .where('shop_id', '=', shopId)
      .where('id', '>', id)
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst();
  }

  older(shopId: number, id: number) {
    return this.db
      .selectFrom('orders')
      .select('sn')
      .where('shop_id', '=', shopId)
      .where('id', '<', id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  expressCompanies() {
    return this.db.selectFrom('express_companies').select(['code', 'name']).orderBy('sort').execute();
  }

  findExpress(code: string) {
    return this.db
      .selectFrom('express_companies')
      .select(['code', 'name'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  shop(shopId: number) {
    return this.db.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirstOrThrow();
  }

  insertOrder(trx: Executor, row: Insertable<OrderTable>) {
    return trx.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
