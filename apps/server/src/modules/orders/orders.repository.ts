import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database, OrderTable } from '../../platform/db/schema.ts';
import type { Insertable, Updateable } from 'kysely';
import { childRows, expressCompany, inShop } from '../../platform/db/lookups.ts';

type Executor = Kysely<Database>;

/** Kysely only. Every read is scoped to one shop; every status change is conditional on the
 * status the service saw. */
/** The order columns the state machine decides on (order-state-machine.ts OrderFacts). */
export type OrderFactColumn =
  | 'status'
  | 'status_before'
  | 'paid'
  | 'payment_type'
  | 'shipping_type'
  | 'rx_status'
  | 'delivery_status'
  | 'cancel_requested'
  | 'entry_status';

export class OrdersRepository {
  constructor(readonly db: Db) {}

  findBySn(shopId: number, sn: string, trx: Executor = this.db) {
    return inShop(trx, 'orders', shopId).where('sn', '=', sn).executeTakeFirst();
  }

  findBySnAnyShop(sn: string) {
    return this.db.selectFrom('orders').selectAll().where('sn', '=', sn).executeTakeFirst();
  }

  items(orderId: number, trx: Executor = this.db) {
    return childRows(trx, 'order_items', 'order_id', orderId).execute();
  }

  /** Each line's promotion shares (issue 22), in line then record order. */
  itemPromotions(orderId: number) {
    return childRows(this.db, 'order_item_promotions', 'order_id', orderId).execute();
  }

  /** What the order's full-cut tier gave (gifts, its coupon), granted or not (issue 22). */
  orderGifts(orderId: number) {
    return childRows(this.db, 'order_gifts', 'order_id', orderId).execute();
  }

  logs(orderId: number) {
    return childRows(this.db, 'order_logs', 'order_id', orderId, 'desc').execute();
  }

  flows(orderId: number) {
    return childRows(this.db, 'order_flows', 'order_id', orderId).execute();
  }

  /** Orders per status and shipping type: every list total and tab count reads these. */
  counters(shopId: number) {
    return this.db
      .selectFrom('order_counters')
      .select(['status', 'shipping_type', 'n'])
      .where('shop_id', '=', shopId)
      .execute();
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
   * still as the decision saw it (its status, and the other facts the machine read when given:
   * an action that keeps the status, like recording the store entry or a cancel request, is
   * decided on a flag, and two concurrent ones must not both pass). Returns whether it won. */
  async transition(
    trx: Executor,
    id: number,
    seen: { status: string } & Partial<Record<OrderFactColumn, string | number | null>>,
    patch: Updateable<OrderTable>,
    extra?: { deliveryStatus?: string[] },
  ) {
    let update = trx.updateTable('orders').set(patch).where('id', '=', id);
    for (const [column, value] of Object.entries(seen) as [OrderFactColumn, string | number | null][])
      update = value === null ? update.where(column, 'is', null) : update.where(column, '=', value);
    const r = await update
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
    return this.neighbour(shopId, id, '>');
  }

  older(shopId: number, id: number) {
    return this.neighbour(shopId, id, '<');
  }

  /** The sn of the shop's order next to `id` on one side (the detail page's newer/older links). */
  private neighbour(shopId: number, id: number, side: '>' | '<') {
    return this.db
      .selectFrom('orders')
      .select('sn')
      .where('shop_id', '=', shopId)
      .where('id', side, id)
      .orderBy('id', side === '>' ? 'asc' : 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The ship dialog's companies: the ones the shop uses (issue 23), in the list's order. */
  expressCompanies(shopId: number) {
    return this.db
      .selectFrom('shop_express_companies as s')
      .innerJoin('express_companies as e', 'e.code', 's.code')
      .select(['e.code', 'e.name', 'e.waybill'])
      .where('s.shop_id', '=', shopId)
      .orderBy('e.sort')
      .orderBy('e.code')
      .execute();
  }

  findExpress(code: string, shopId: number) {
    return expressCompany(this.db, code, shopId);
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
