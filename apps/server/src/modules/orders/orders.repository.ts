import { sql, type Kysely } from 'kysely';
import type { OrderListQuery } from '@rxdesk/contract/orders/orders';
import type { Db } from '../../platform/db/database.ts';
import type { Database, Order, OrderTable } from '../../platform/db/schema.ts';
import { readOffLoop } from '../../platform/db/read-off-loop.ts';
import { compiledOnce } from '../../platform/db/compiled-once.ts';
import type { Insertable, Updateable } from 'kysely';
import { filteredOrders, scansRows, type OrderFilter } from './order-list-filter.ts';

type Executor = Kysely<Database>;

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

  /** Counts for real (the export's row count, which the file must match): always off the event
   * loop, a count visits every matching index entry or row. */
  async countFiltered(shopId: number, q: OrderFilter) {
    const query = filteredOrders(this.db, shopId, q).select((eb) => eb.fn.countAll<number>().as('n'));
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
   * reads rows one by one runs off the event loop, as list pages do (order-list-pages.ts). */
  async exportBatch<K extends keyof Order>(
    shopId: number,
    q: OrderFilter,
    columns: readonly K[],
    keyset: { before: number | null; range: { lowest: number; highest: number } | null },
    size: number,
  ): Promise<Pick<Order, K>[]> {
    const { before, range } = keyset;
    const query = filteredOrders(this.db, shopId, q)
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

  // ---- state changes (platform/state) ----

  /** The receipt printed on a named printer (pos_print_status '1'). */
  async markPrinted(trx: Executor, orderId: number, printName: string, at: number) {
    await trx
      .updateTable('orders')
      .set({ pos_print_status: '1', print_name: printName, printed_at: at })
      .where('id', '=', orderId)
      .execute();
  }
}
