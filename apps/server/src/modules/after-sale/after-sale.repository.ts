import { type Insertable, type Kysely, type Updateable } from 'kysely';
import type { AfterSaleListQuery } from '@rxdesk/contract/after-sale/after-sale';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { AfterSaleHistoryTable, AfterSaleLineTable, AfterSaleTable } from '../../platform/db/schema.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import { countRows, createdWithin, matchingKeyword, paged } from '../../platform/db/list-query.ts';
import { childRows, countPerStatus, expressCompany, inShop } from '../../platform/db/lookups.ts';
import { updateIfStatus } from '../../platform/db/status-update.ts';

type Executor = Kysely<Database>;

/** Cases that no longer hold goods or money: they do not count as earlier claims or refunds. */
const VOID_STATUSES = ['REFUSE', 'CLOSED'];

/** Kysely only. Every read a seller can reach is scoped to one shop; every state change is
 * conditional on the state the service read. */
export class AfterSalesRepository {
  constructor(private readonly db: Db) {}

  findBySn(shopId: number, sn: string, trx: Executor = this.db) {
    return inShop(trx, 'after_sales', shopId).where('service_sn', '=', sn).executeTakeFirst();
  }

  findById(id: number, trx: Executor = this.db) {
    return trx.selectFrom('after_sales').selectAll().where('id', '=', id).executeTakeFirst();
  }

  order(shopId: number, orderId: number, trx: Executor = this.db) {
    return inShop(trx, 'orders', shopId).where('id', '=', orderId).executeTakeFirstOrThrow();
  }

  lines(caseId: number, trx: Executor = this.db) {
    return childRows(trx, 'after_sale_lines', 'after_sale_id', caseId).execute();
  }

  history(caseId: number) {
    return childRows(this.db, 'after_sale_history', 'after_sale_id', caseId).execute();
  }

  async insertCase(trx: Executor, row: Insertable<AfterSaleTable>) {
    const r = await trx.insertInto('after_sales').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async insertLines(trx: Executor, rows: Insertable<AfterSaleLineTable>[]) {
    if (rows.length) await trx.insertInto('after_sale_lines').values(rows).execute();
  }

  async setLineApproved(trx: Executor, lineId: number, approved: number) {
    await trx.updateTable('after_sale_lines').set({ approved }).where('id', '=', lineId).execute();
  }

  async addHistory(trx: Executor, row: Insertable<AfterSaleHistoryTable>) {
    await trx.insertInto('after_sale_history').values(row).execute();
  }

  /** The conditional update at the heart of every case change. Returns whether it won. */
  async transition(trx: Executor, id: number, expected: string, patch: Updateable<AfterSaleTable>) {
    return updateIfStatus(trx, 'after_sales', id, expected, patch);
  }

  /** Per order line: units already claimed and refund already approved by earlier live cases. */
  async earlierClaims(orderId: number, trx: Executor = this.db) {
    const rows = await trx
      .selectFrom('after_sale_lines as l')
      .innerJoin('after_sales as a', 'a.id', 'l.after_sale_id')
      .select((eb) => [
        'l.order_item_id',
        eb.fn.sum<number>('l.num').as('num'),
        eb.fn.sum<number>('l.approved').as('approved'),
      ])
      .where('a.order_id', '=', orderId)
      .where('a.status', 'not in', VOID_STATUSES)
      .groupBy('l.order_item_id')
      .execute();
    return new Map(
      rows.map((r) => [Number(r.order_item_id), { num: Number(r.num), approved: Number(r.approved) }]),
    );
  }

  /** Fen each line of the order took off at intake (its promotion shares, issue 22), by line id. */
  async linePromotionsOff(orderId: number, trx: Executor = this.db): Promise<Map<number, number>> {
    const rows = await trx
      .selectFrom('order_item_promotions')
      .select((eb) => ['item_id', eb.fn.sum<number>('amount').as('off')])
      .where('order_id', '=', orderId)
      .groupBy('item_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.item_id), Number(r.off)]));
  }

  /** Every refund recorded on the order (any state: a failed one is still owed and retried). */
  /** The numbers of the order's other cases (whose returns, if any, went back to stock before). */
  async otherCaseSns(orderId: number, caseId: number, trx: Executor = this.db): Promise<string[]> {
    const rows = await trx
      .selectFrom('after_sales')
      .select('service_sn')
      .where('order_id', '=', orderId)
      .where('id', '<>', caseId)
      .execute();
    return rows.map((r) => r.service_sn);
  }

  async refundedOnOrder(orderId: number, trx: Executor = this.db) {
    const r = await trx
      .selectFrom('refunds')
      .select((eb) => eb.fn.sum<number>('amount').as('n'))
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  async setOrderServiceStatus(trx: Executor, orderId: number, serviceStatus: string) {
    await trx
      .updateTable('orders')
      .set({ service_status: serviceStatus })
      .where('id', '=', orderId)
      .execute();
  }

  private filtered(shopId: number, q: Omit<AfterSaleListQuery, 'page_no' | 'page_size'>) {
    const like = likeOperator(this.db);
    return this.db
      .selectFrom('after_sales as a')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .where('a.shop_id', '=', shopId)
      .$if(!!q.service_status, (b) => b.where('a.status', '=', q.service_status as string))
      .$if(!!q.service_type, (b) => b.where('a.service_type', '=', q.service_type as string))
      .$if(q.awaiting !== undefined, (b) => b.where('a.awaiting', '=', q.awaiting as number))
      .$if(!!q.order_type, (b) => b.where('o.order_type', '=', q.order_type as string))
      .$call(createdWithin('a.created_at', q))
      .$call(
        matchingKeyword(q.keyword, like, {
          exact: ['a.service_sn', 'o.sn', 'a.buyer_mobile'],
          contains: ['a.buyer_name'],
        }),
      );
  }

  listPage(shopId: number, q: AfterSaleListQuery) {
    return this.filtered(shopId, q)
      .leftJoin('refunds as r', 'r.after_sale_id', 'a.id')
      .selectAll('a')
      .select(['o.sn as order_sn', 'r.status as refund_status'])
      .orderBy('a.id', 'desc')
      .$call(paged(q))
      .execute();
  }

  countFiltered(shopId: number, q: Omit<AfterSaleListQuery, 'page_no' | 'page_size'>) {
    return countRows(this.filtered(shopId, q));
  }

  countsByStatus(shopId: number) {
    return countPerStatus(this.db, 'after_sales', shopId);
  }

  /** The cases waiting for the seller, newest first (the top-bar counter). */
  awaiting(shopId: number, limit: number) {
    return this.db
      .selectFrom('after_sales as a')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .selectAll('a')
      .select('o.sn as order_sn')
      .where('a.shop_id', '=', shopId)
      .where('a.awaiting', '=', 1)
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
  }

  findExpress(code: string) {
    return expressCompany(this.db, code);
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
