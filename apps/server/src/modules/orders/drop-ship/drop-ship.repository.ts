import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { SorderListQuery } from '@rxdesk/contract/orders/drop-ship';
import { SORDER_WAITING } from '@rxdesk/contract/orders/drop-ship';
import type { Db } from '../../../platform/db/database.ts';
import type { Database, SupplierOrderItemTable, SupplierOrderTable } from '../../../platform/db/schema.ts';
import { likeOperator } from '../../../platform/db/dialect.ts';
import { countRows, createdWithin, matchingKeyword, paged } from '../../../platform/db/list-query.ts';
import { childRows, countPerStatus, expressCompany, inShop } from '../../../platform/db/lookups.ts';

type Executor = Kysely<Database>;

/** Kysely only. Every read a seller can reach is scoped to one shop; every status change is
 * conditional on what the service saw. */
export class SupplierOrdersRepository {
  constructor(private readonly db: Db) {}

  /** §3: a sub-order is identified by ssid plus its parent's sn; both must match, in this shop. */
  find(shopId: number, ssid: string, sn: string | null, trx: Executor = this.db) {
    return trx
      .selectFrom('supplier_orders')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('ssid', '=', ssid)
      .$if(sn !== null, (b) => b.where('order_sn', '=', sn as string))
      .executeTakeFirst();
  }

  private filtered(shopId: number, q: Omit<SorderListQuery, 'page_no' | 'page_size'>) {
    const like = likeOperator(this.db);
    return this.db
      .selectFrom('supplier_orders as so')
      .innerJoin('suppliers as s', 's.id', 'so.supplier_id')
      .where('so.shop_id', '=', shopId)
      .$if(!!q.status, (b) => b.where('so.status', '=', q.status as string))
      .$if(q.supplier_id !== undefined, (b) => b.where('so.supplier_id', '=', q.supplier_id as number))
      .$if(!!q.order_sn, (b) => b.where('so.order_sn', '=', q.order_sn as string))
      .$call(createdWithin('so.created_at', q))
      .$call(matchingKeyword(q.keyword, like, { exact: ['so.ssid', 'so.order_sn'], contains: ['s.name'] }));
  }

  listPage(shopId: number, q: SorderListQuery) {
    return this.filtered(shopId, q)
      .innerJoin('orders as o', 'o.id', 'so.order_id')
      .selectAll('so')
      .select(['s.name as supplier_name', 'o.status as parent_status', 'o.rx_status as parent_rx_status'])
      .orderBy('so.id', 'desc')
      .$call(paged(q))
      .execute();
  }

  count(shopId: number, q: Omit<SorderListQuery, 'page_no' | 'page_size'>) {
    return countRows(this.filtered(shopId, q));
  }

  countsByStatus(shopId: number) {
    return countPerStatus(this.db, 'supplier_orders', shopId);
  }

  items(supplierOrderId: number) {
    return childRows(this.db, 'supplier_order_items', 'supplier_order_id', supplierOrderId).execute();
  }

  logs(supplierOrderId: number) {
    return childRows(this.db, 'supplier_order_logs', 'supplier_order_id', supplierOrderId, 'desc').execute();
  }

  supplier(shopId: number, id: number) {
    return inShop(this.db, 'suppliers', shopId).where('id', '=', id).executeTakeFirst();
  }

  suppliers(shopId: number) {
    return this.db
      .selectFrom('suppliers')
      .select(['id', 'name', 'contact_name', 'mobile', 'address'])
      .where('shop_id', '=', shopId)
      .orderBy('id')
      .execute();
  }

  parentOrder(shopId: number, orderId: number) {
    return this.db
      .selectFrom('orders')
      .select([
        'id',
        'sn',
        'status',
        'rx_status',
        'consignee_name',
        'consignee_mobile',
        'region_names',
        'address',
      ])
      .where('shop_id', '=', shopId)
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
  }

  parentState(trx: Executor, orderId: number) {
    return trx
      .selectFrom('orders')
      .select(['status', 'rx_status'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
  }

  findExpress(code: string) {
    return expressCompany(this.db, code);
  }

  /** The conditional update of every sub-order change: applies only if the status and the
   * reminder count are still what the decision saw (a reminder changes no status, so the count
   * is what makes two concurrent reminders collide). Returns whether it won. */
  async transition(
    trx: Executor,
    id: number,
    seen: { status: string; remind_count: number },
    patch: Updateable<SupplierOrderTable>,
  ) {
    const r = await trx
      .updateTable('supplier_orders')
      .set(patch)
      .where('id', '=', id)
      .where('status', '=', seen.status)
      .where('remind_count', '=', seen.remind_count)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async addLog(trx: Executor, soId: number, opName: string, action: string, message: string, at: number) {
    await trx
      .insertInto('supplier_order_logs')
      .values({ supplier_order_id: soId, op_name: opName, action, message, created_at: at })
      .execute();
  }

  /** A line on the parent order's own log (the order detail page shows it). */
  async addOrderLog(
    trx: Executor,
    orderId: number,
    opName: string,
    action: string,
    message: string,
    at: number,
  ) {
    await trx
      .insertInto('order_logs')
      .values({ order_id: orderId, op_name: opName, action, message, created_at: at })
      .execute();
  }

  /** Takes the parent order's row lock (a write that changes nothing) so that sub-orders of one
   * order finishing at the same moment are counted one after the other on PostgreSQL. */
  async lockOrder(trx: Executor, orderId: number) {
    await trx
      .updateTable('orders')
      .set({ updated_at: sql`updated_at` })
      .where('id', '=', orderId)
      .execute();
  }

  /** How many sub-orders of an order still owe their goods, and how many have been shipped. */
  async progress(trx: Executor, orderId: number) {
    const rows = await trx
      .selectFrom('supplier_orders')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('order_id', '=', orderId)
      .groupBy('status')
      .execute();
    const n = (statuses: readonly string[]) =>
      rows.filter((r) => statuses.includes(r.status)).reduce((s, r) => s + Number(r.n), 0);
    return { waiting: n(SORDER_WAITING), shipped: n(['SHIPPED', 'RECEIVED']) };
  }

  /** The lines of a new order whose goods a supplier of the same shop ships. A disabled supplier
   * gets no new sub-order: the shop ships those lines itself, like its own goods. */
  dropShipLines(trx: Executor, shopId: number, orderId: number) {
    return trx
      .selectFrom('order_items as oi')
      .innerJoin('goods as g', 'g.id', 'oi.goods_id')
      .innerJoin('suppliers as s', 's.id', 'g.supplier_id')
      .select([
        'oi.id as order_item_id',
        'oi.goods_id',
        'oi.goods_code',
        'oi.goods_name',
        'oi.specs',
        'oi.unit',
        'oi.num',
        'oi.price',
        'oi.subtotal',
        'g.supply_price',
        's.id as supplier_id',
        's.name as supplier_name',
      ])
      .where('oi.order_id', '=', orderId)
      .where('g.shop_id', '=', shopId)
      .where('s.shop_id', '=', shopId)
      .where('s.disabled', '=', 0)
      .orderBy('s.id')
      .orderBy('oi.id')
      .execute();
  }

  insert(trx: Executor, row: Insertable<SupplierOrderTable>) {
    return trx.insertInto('supplier_orders').values(row).returning('id').executeTakeFirstOrThrow();
  }

  async insertItems(trx: Executor, rows: Insertable<SupplierOrderItemTable>[]) {
    if (rows.length) await trx.insertInto('supplier_order_items').values(rows).execute();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
