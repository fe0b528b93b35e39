import { sql, type Insertable, type Kysely } from 'kysely';
import type { RefundListQuery } from '@rxdesk/contract/after-sale/after-sale';
import type { Db } from '../../../platform/db/database.ts';
import type { Database, RefundTable } from '../../../platform/db/schema.ts';
import { countRows, createdWithin, paged } from '../../../platform/db/list-query.ts';
import { updateIfStatus } from '../../../platform/db/status-update.ts';

type Executor = Kysely<Database>;

/** Refund rows with the order and case numbers they belong to. */
const WITH_NUMBERS = ['o.sn as order_sn', 'a.service_sn as service_sn'] as const;

/** Points the refund gave back (issue 22, points orders): the ledger's positive rows of the
 * refund's number; a cancel's refund shows what the cancel gave back (rows of the order's sn). */
const pointsReturned = sql<number>`(select coalesce(sum(mp.change), 0) from member_points mp
  where mp.shop_id = r.shop_id and mp.change > 0
  and mp.ref = case when r.source = 'CANCEL' then o.sn else r.refund_sn end)`.as('points_returned');

/** Kysely only. Refund state changes are conditional on the state read, so a refund is claimed
 * for sending by exactly one caller and can never be paid twice by RxDesk. */
export class RefundsRepository {
  constructor(private readonly db: Db) {}

  private withNumbers(trx: Executor = this.db) {
    return trx
      .selectFrom('refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .leftJoin('after_sales as a', 'a.id', 'r.after_sale_id')
      .selectAll('r')
      .select(WITH_NUMBERS)
      .select(pointsReturned);
  }

  findBySn(shopId: number, refundSn: string, trx: Executor = this.db) {
    return this.withNumbers(trx)
      .where('r.shop_id', '=', shopId)
      .where('r.refund_sn', '=', refundSn)
      .executeTakeFirst();
  }

  /** The paid (SUCCESS) refunds of some of a shop's orders, summed per order in fen (the
   * invoices area's red-letter rule reads them). */
  async paidTotals(shopId: number, orderIds: readonly number[]): Promise<Map<number, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('refunds')
      .select(['order_id', sql<number>`sum(amount)`.as('paid')])
      .where('shop_id', '=', shopId)
      .where('status', '=', 'SUCCESS')
      .where('order_id', 'in', orderIds)
      .groupBy('order_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.order_id), Number(r.paid)]));
  }

  /** For the provider's callback, which names only the refund number. */
  findBySnAnyShop(refundSn: string) {
    return this.withNumbers().where('r.refund_sn', '=', refundSn).executeTakeFirst();
  }

  findByCase(caseId: number, trx: Executor = this.db) {
    return this.withNumbers(trx).where('r.after_sale_id', '=', caseId).executeTakeFirst();
  }

  async insert(trx: Executor, row: Insertable<RefundTable>) {
    await trx.insertInto('refunds').values(row).execute();
  }

  /** Takes a PENDING or FAILED online refund for one sending attempt. Only one caller wins. */
  async claimForSending(id: number, now: number) {
    const r = await this.db
      .updateTable('refunds')
      .set((eb) => ({
        status: 'PROCESSING',
        attempts: eb('attempts', '+', 1),
        submitted_at: now,
        next_retry_at: null,
        updated_at: now,
      }))
      .where('id', '=', id)
      .where('method', '=', 'ORIGINAL')
      .where('status', 'in', ['PENDING', 'FAILED'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** A PROCESSING refund whose request was sent long ago with no result: sent again (the provider
   * deduplicates by refund number, so this cannot pay twice). */
  async reclaimStale(id: number, submittedBefore: number, now: number) {
    const r = await this.db
      .updateTable('refunds')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), submitted_at: now, updated_at: now }))
      .where('id', '=', id)
      .where('status', '=', 'PROCESSING')
      .where('submitted_at', '<', submittedBefore)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async markAccepted(id: number, providerRefundId: string, now: number) {
    await this.db
      .updateTable('refunds')
      .set({ provider_refund_id: providerRefundId, last_error: '', updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PROCESSING')
      .execute();
  }

  async markFailed(trx: Executor, id: number, error: string, nextRetryAt: number | null, now: number) {
    return updateIfStatus(trx, 'refunds', id, 'PROCESSING', {
      status: 'FAILED',
      last_error: error.slice(0, 300),
      next_retry_at: nextRetryAt,
      updated_at: now,
    });
  }

  /** The provider confirmed. A success that arrives after a timeout was recorded as FAILED is
   * still a success: the money left. */
  async markSucceeded(trx: Executor, id: number, providerRefundId: string, now: number) {
    const r = await trx
      .updateTable('refunds')
      .set({
        status: 'SUCCESS',
        provider_refund_id: providerRefundId,
        last_error: '',
        next_retry_at: null,
        callback_at: now,
        refunded_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', 'in', ['PROCESSING', 'FAILED'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async markOffline(trx: Executor, id: number, note: string, now: number) {
    const r = await trx
      .updateTable('refunds')
      .set({
        status: 'SUCCESS',
        method: 'OFFLINE',
        note,
        next_retry_at: null,
        last_error: '',
        refunded_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', 'in', ['PENDING', 'FAILED'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async noteCallback(id: number, message: string, now: number) {
    await this.db
      .updateTable('refunds')
      .set({ callback_at: now, last_error: message.slice(0, 300) })
      .where('id', '=', id)
      .execute();
  }

  /** Online refunds due for an automatic attempt: scheduled retries, and requests sent more than
   * `staleBefore` ago with no result. */
  due(now: number, staleBefore: number, limit: number) {
    return this.db
      .selectFrom('refunds')
      .select(['id', 'shop_id', 'refund_sn', 'status'])
      .where('method', '=', 'ORIGINAL')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', 'in', ['PENDING', 'FAILED']), eb('next_retry_at', '<=', now)]),
          eb.and([eb('status', '=', 'PROCESSING'), eb('submitted_at', '<', staleBefore)]),
        ]),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  private filtered(shopId: number, q: Omit<RefundListQuery, 'page_no' | 'page_size'>) {
    return this.db
      .selectFrom('refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .leftJoin('after_sales as a', 'a.id', 'r.after_sale_id')
      .where('r.shop_id', '=', shopId)
      .$if(!!q.status, (b) => b.where('r.status', '=', q.status as string))
      .$if(!!q.method, (b) => b.where('r.method', '=', q.method as string))
      .$if(!!q.source, (b) => b.where('r.source', '=', q.source as string))
      .$if(!!q.order_type, (b) => b.where('o.order_type', '=', q.order_type as string))
      .$call(createdWithin('r.created_at', q))
      .$if(!!q.keyword, (b) => {
        const k = q.keyword as string;
        return b.where((eb) =>
          eb.or([eb('r.refund_sn', '=', k), eb('o.sn', '=', k), eb('a.service_sn', '=', k)]),
        );
      });
  }

  listPage(shopId: number, q: RefundListQuery) {
    return this.filtered(shopId, q)
      .selectAll('r')
      .select(WITH_NUMBERS)
      .select(pointsReturned)
      .orderBy('r.id', 'desc')
      .$call(paged(q))
      .execute();
  }

  countFiltered(shopId: number, q: Omit<RefundListQuery, 'page_no' | 'page_size'>) {
    return countRows(this.filtered(shopId, q));
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
