import { sql, type Kysely } from 'kysely';
import type { OrderListQuery } from '@rxdesk/contract/orders';
import { ORDER_TABS } from '@rxdesk/contract/order-enums';
import type { Db } from '../../platform/db/database.ts';
import type { Database, OrderTable } from '../../platform/db/schema.ts';
import { containsPattern, likeEscape, likeOperator } from '../../platform/db/dialect.ts';
import type { Insertable, Updateable } from 'kysely';

type Executor = Kysely<Database>;

/** The multi-status tabs, written as literal SQL identical to the partial indexes of migration
 * 0005 (constants, never user input), so both SQLite and PostgreSQL walk those indexes. */
const TAB_CONDITIONS = {
  WAIT_SHIP: sql<boolean>`o.status in ('CONFIRM', 'PAID_OFF') and o.shipping_type <> 'SELF_PICK'`,
  WAIT_PICK: sql<boolean>`o.status in ('CONFIRM', 'PAID_OFF') and o.shipping_type = 'SELF_PICK'`,
} as const;

/** Kysely only. Every read is scoped to one shop; every status change is conditional on the
 * status the service saw. */
export class OrdersRepository {
  constructor(readonly db: Db) {}

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
    const statuses: readonly string[] = q.order_status
      ? [q.order_status]
      : q.tab && !(q.tab in TAB_CONDITIONS)
        ? ORDER_TABS[q.tab]
        : [];
    const tabCondition =
      !q.order_status && q.tab ? TAB_CONDITIONS[q.tab as keyof typeof TAB_CONDITIONS] : undefined;
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
            eb(sql.ref('o.consignee_name'), like, sql`${containsPattern(k)} ${likeEscape()}`),
            eb(sql.ref('o.goods_names'), like, sql`${containsPattern(k)} ${likeEscape()}`),
          ]),
        );
      });
  }

  /** Deferred join: page through the (shop, status, id) index for ids only, then read 20 rows.
   * Deep pages stay fast because the offset walks the index, not the table. */
  async listPage(shopId: number, q: OrderListQuery) {
    const ids = await this.filtered(shopId, q)
      .select('o.id')
      .orderBy('o.id', 'desc')
      .limit(q.page_size)
      .offset((q.page_no - 1) * q.page_size)
      .execute();
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where(
        'id',
        'in',
        ids.map((r) => r.id),
      )
      .orderBy('id', 'desc')
      .execute();
  }

  async countFiltered(shopId: number, q: Omit<OrderListQuery, 'page_no' | 'page_size'>) {
    const r = await this.filtered(shopId, q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Rows for the export, newest first, in batches by id (keyset: flat memory at any size). */
  exportBatch(
    shopId: number,
    q: Omit<OrderListQuery, 'page_no' | 'page_size'>,
    beforeId: number | null,
    size: number,
  ) {
    return this.filtered(shopId, q)
      .selectAll('o')
      .$if(beforeId !== null, (b) => b.where('o.id', '<', beforeId as number))
      .orderBy('o.id', 'desc')
      .limit(size)
      .execute();
  }

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

  async restock(trx: Executor, shopId: number, goodsId: number, num: number) {
    await trx
      .updateTable('goods')
      .set((eb) => ({ stock: eb('stock', '+', num) }))
      .where('shop_id', '=', shopId)
      .where('id', '=', goodsId)
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

  async insertRefund(
    trx: Executor,
    row: {
      shop_id: number;
      order_id: number;
      refund_sn: string;
      source: string;
      amount: number;
      method: string;
      status: string;
      note: string;
      at: number;
    },
  ) {
    const { at, ...rest } = row;
    await trx
      .insertInto('refunds')
      .values({ ...rest, created_at: at, updated_at: at })
      .execute();
  }

  insertOrder(trx: Executor, row: Insertable<OrderTable>) {
    return trx.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
