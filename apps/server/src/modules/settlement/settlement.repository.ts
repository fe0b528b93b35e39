import { sql, type Insertable, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { countRows, paged } from '../../platform/db/list-query.ts';
import type { Database, SettlementBillTable } from '../../platform/db/schema.ts';
import { FIGURE_COLUMNS, type NewLine, type OrderSource, type RefundSource } from './settlement-lines.ts';

type Executor = Kysely<Database>;
export type NewBill = Insertable<SettlementBillTable>;

const LINE_BATCH = 400;

/** Bills, their lines and history; and the reporting reads of orders and refunds the job makes
 * (read only: settlement never changes an order or a refund). Kysely only; seller reads name the
 * shop. */
export class SettlementRepository {
  constructor(private readonly db: Db) {}

  /** One transaction (or the caller's, when this repository was built on one: the seed). */
  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? fn(this.db) : this.db.transaction().execute(fn);
  }

  terms(shopId: number, trx: Executor = this.db) {
    return trx.selectFrom('settlement_terms').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
  }

  async setTermsInTrx(trx: Executor, shopId: number, commissionBp: number, days: number[], now: number) {
    await trx
      .insertInto('settlement_terms')
      .values({ shop_id: shopId, commission_bp: commissionBp, settle_days: days.join(','), updated_at: now })
      .onConflict((oc) =>
        oc
          .column('shop_id')
          .doUpdateSet({ commission_bp: commissionBp, settle_days: days.join(','), updated_at: now }),
      )
      .execute();
  }

  async shopExists(shopId: number): Promise<boolean> {
    return !!(await this.db.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst());
  }

  /** Shops with anything to bill or a bill already (whose next periods may be due). */
  async shopIds(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select('shop_id')
      .where('paid', '=', 1)
      .union(this.db.selectFrom('refunds').select('shop_id').where('status', '=', 'SUCCESS'))
      .union(this.db.selectFrom('settlement_bills').select('shop_id'))
      .execute();
    return [...new Set(rows.map((r) => Number(r.shop_id)))].sort((a, b) => a - b);
  }

  lastBill(shopId: number) {
    return this.db
      .selectFrom('settlement_bills')
      .select(['period_start', 'period_end'])
      .where('shop_id', '=', shopId)
      .orderBy('period_start', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  private unbilledOrdersQuery(trx: Executor, shopId: number) {
    return trx
      .selectFrom('orders as o')
      .where('o.shop_id', '=', shopId)
      .where('o.paid', '=', 1)
      .where('o.paid_at', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('settlement_lines as l')
              .select('l.id')
              .where('l.source_kind', '=', 'ORDER')
              .whereRef('l.source_id', '=', 'o.id'),
          ),
        ),
      );
  }

  private unbilledRefundsQuery(trx: Executor, shopId: number) {
    return trx
      .selectFrom('refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .where('r.shop_id', '=', shopId)
      .where('r.status', '=', 'SUCCESS')
      .where('r.refunded_at', 'is not', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('settlement_lines as l')
              .select('l.id')
              .where('l.source_kind', '=', 'REFUND')
              .whereRef('l.source_id', '=', 'r.id'),
          ),
        ),
      );
  }

  /** The earliest money movement not yet in a bill (where a shop's first period starts). */
  async firstUnbilled(shopId: number): Promise<number | null> {
    const [o, r] = await Promise.all([
      this.unbilledOrdersQuery(this.db, shopId)
        .select((eb) => eb.fn.min('o.paid_at').as('t'))
        .executeTakeFirst(),
      this.unbilledRefundsQuery(this.db, shopId)
        .select((eb) => eb.fn.min('r.refunded_at').as('t'))
        .executeTakeFirst(),
    ]);
    const times = [o?.t, r?.t].filter((t) => t !== null && t !== undefined).map(Number);
    return times.length ? Math.min(...times) : null;
  }

  /** Orders paid before `end` and in no bill yet (a late-recorded one joins the next bill). */
  async unbilledOrders(trx: Executor, shopId: number, end: number): Promise<OrderSource[]> {
    const rows = await this.unbilledOrdersQuery(trx, shopId)
      .where('o.paid_at', '<', end)
      .select([
        'o.id',
        'o.sn',
        'o.payment_type',
        'o.order_type',
        'o.paid_amount',
        'o.discount_price',
        'o.paid_at',
      ])
      .orderBy('o.paid_at')
      .orderBy('o.id')
      .execute();
    return rows.map((o) => ({
      id: Number(o.id),
      sn: o.sn,
      payment_type: o.payment_type,
      order_type: o.order_type,
      paid_amount: Number(o.paid_amount),
      discount_price: Number(o.discount_price),
      paid_at: Number(o.paid_at),
    }));
  }

  /** Refunds paid before `end` and in no bill yet, whatever their order's age. */
  async unbilledRefunds(trx: Executor, shopId: number, end: number): Promise<RefundSource[]> {
    const rows = await this.unbilledRefundsQuery(trx, shopId)
      .where('r.refunded_at', '<', end)
      .select(['r.id', 'r.refund_sn', 'r.order_id', 'o.sn', 'o.payment_type', 'r.amount', 'r.refunded_at'])
      .orderBy('r.refunded_at')
      .orderBy('r.id')
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      refund_sn: r.refund_sn,
      order_id: Number(r.order_id),
      order_sn: r.sn,
      payment_type: r.payment_type,
      amount: Number(r.amount),
      refunded_at: Number(r.refunded_at),
    }));
  }

  /** The bill of (shop, period), or undefined when another run has written it already. */
  async insertBillInTrx(trx: Executor, bill: NewBill): Promise<number | undefined> {
    const r = await trx
      .insertInto('settlement_bills')
      .values(bill)
      .onConflict((oc) => oc.columns(['shop_id', 'period_start']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return r ? Number(r.id) : undefined;
  }

  async insertLinesInTrx(trx: Executor, billId: number, shopId: number, lines: NewLine[]) {
    for (let i = 0; i < lines.length; i += LINE_BATCH)
      await trx
        .insertInto('settlement_lines')
        .values(lines.slice(i, i + LINE_BATCH).map((l) => ({ ...l, bill_id: billId, shop_id: shopId })))
        .execute();
  }

  /** Writes the bill's figures as the sums of its lines, read back from the lines table. */
  async writeFiguresFromLinesInTrx(trx: Executor, billId: number, now: number) {
    const s = await trx
      .selectFrom('settlement_lines')
      .where('bill_id', '=', billId)
      .select([
        ...FIGURE_COLUMNS.map((c) => sql<string>`coalesce(sum(${sql.ref(c)}), 0)`.as(c)),
        sql<string>`coalesce(sum(net), 0)`.as('net'),
        sql<string>`coalesce(sum(case when source_kind = 'ORDER' then 1 else 0 end), 0)`.as('orders'),
        sql<string>`coalesce(sum(case when source_kind = 'REFUND' then 1 else 0 end), 0)`.as('refunds'),
      ])
      .executeTakeFirstOrThrow();
    const figures = Object.fromEntries(FIGURE_COLUMNS.map((c) => [c, Number(s[c])]));
    await trx
      .updateTable('settlement_bills')
      .set({
        ...figures,
        net_receivable: Number(s.net),
        order_count: Number(s.orders),
        refund_count: Number(s.refunds),
        updated_at: now,
      })
      .where('id', '=', billId)
      .where('state', '=', 'NEW')
      .execute();
  }

  async addHistoryInTrx(
    trx: Executor,
    h: {
      bill_id: number;
      shop_id: number;
      action: string;
      from_state: string | null;
      to_state: string;
      actor: string;
      remark?: string;
      created_at: number;
    },
  ) {
    await trx.insertInto('settlement_bill_history').values(h).execute();
  }

  async page(
    shopId: number,
    q: {
      keyword?: string;
      state?: string;
      start_time?: number;
      end_time?: number;
      page_no: number;
      page_size: number;
    },
  ) {
    const base = this.db
      .selectFrom('settlement_bills')
      .where('shop_id', '=', shopId)
      .$if(!!q.keyword, (b) => b.where('sn', '=', q.keyword!))
      .$if(q.state !== undefined, (b) => b.where('state', '=', q.state!))
      .$if(q.start_time !== undefined, (b) => b.where('period_start', '>=', q.start_time!))
      .$if(q.end_time !== undefined, (b) => b.where('period_start', '<=', q.end_time!));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('period_start', 'desc').$call(paged(q)).execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  /** A bill by number; the shop when a seller asks (another shop's bill is not found). */
  find(sn: string, shopId: number | null, trx: Executor = this.db) {
    return trx
      .selectFrom('settlement_bills')
      .selectAll()
      .where('sn', '=', sn)
      .$if(shopId !== null, (b) => b.where('shop_id', '=', shopId!))
      .executeTakeFirst();
  }

  async items(billId: number, type: string, q: { page_no: number; page_size: number }) {
    const base = this.db
      .selectFrom('settlement_lines')
      .where('bill_id', '=', billId)
      .where('line_type', '=', type);
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('id').$call(paged(q)).execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  allItems(billId: number) {
    return this.db
      .selectFrom('settlement_lines')
      .selectAll()
      .where('bill_id', '=', billId)
      .orderBy('id')
      .execute();
  }

  /** The conditional update of a state change: true when the bill was still in `from`. */
  async changeStateInTrx(
    trx: Executor,
    id: number,
    from: string,
    patch: {
      state: string;
      confirmed_at?: number;
      confirmed_by?: string;
      paid_at?: number;
      paid_remark?: string;
      updated_at: number;
    },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('settlement_bills')
      .set(patch)
      .where('id', '=', id)
      .where('state', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
