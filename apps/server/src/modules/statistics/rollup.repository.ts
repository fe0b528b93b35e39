import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { bumpRollupRevision } from './rollup-memo.ts';
import type { DayRows, PaidLine, PaidOrder, PaidRefund, RefundedGoods } from './rollup-compute.ts';

type Executor = Kysely<Database>;

/** Day tables and their keys / figures; the ones with a month twin are summed into `<name>_months`. */
const DAY_TABLES = {
  stat_sale_hours: { keys: ['hour'], figures: ['orders', 'amount'], twin: false },
  stat_sale_channels: { keys: ['order_source', 'payment_type'], figures: ['orders', 'amount'], twin: false },
  stat_sale_values: { keys: ['yuan'], figures: ['orders', 'units', 'amount'], twin: true },
  stat_sale_prices: { keys: ['yuan'], figures: ['orders', 'units', 'amount'], twin: true },
  stat_sale_goods: {
    keys: ['goods_id'],
    figures: ['units', 'amount', 'orders', 'refund_num', 'refund_amount'],
    twin: true,
  },
  stat_sale_regions: { keys: ['province_id', 'city_id'], figures: ['orders', 'amount'], twin: true },
} as const;
const ROWS_OF: Record<keyof typeof DAY_TABLES, keyof DayRows> = {
  stat_sale_hours: 'hours',
  stat_sale_channels: 'channels',
  stat_sale_values: 'values',
  stat_sale_prices: 'prices',
  stat_sale_goods: 'goods',
  stat_sale_regions: 'regions',
};
/** Every rollup table (rebuild clears them). */
export const ROLLUP_TABLES = [
  'stat_sale_days',
  ...Object.keys(DAY_TABLES),
  ...Object.entries(DAY_TABLES)
    .filter(([, t]) => t.twin)
    .map(([name]) => `${name}_months`),
  'stat_sale_members',
  'stat_member_firsts',
] as const;

const BATCH = 200;
const n = (value: unknown) => Number(value ?? 0);

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Reads of orders and refunds (read only) and the writes of the stat_* rollup tables. Kysely only. */
export class RollupRepository {
  constructor(readonly db: Db) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? fn(this.db) : this.db.transaction().execute(fn);
  }

  // ---- sources of one (shop, day): [start, end) unix seconds ----

  async paidOrders(trx: Executor, shopId: number, start: number, end: number): Promise<PaidOrder[]> {
    const rows = await trx
      .selectFrom('orders')
      .select(['id', 'member_id', 'order_source', 'payment_type', 'paid_amount', 'region_ids', 'paid_at'])
      .where('shop_id', '=', shopId)
      .where('paid_at', '>=', start)
      .where('paid_at', '<', end)
      .where('paid', '=', 1)
      .execute();
    return rows.map((r) => ({
      ...r,
      id: n(r.id),
      member_id: r.member_id === null ? null : n(r.member_id),
      paid_amount: n(r.paid_amount),
      paid_at: n(r.paid_at),
    }));
  }

  async paidLines(trx: Executor, shopId: number, start: number, end: number): Promise<PaidLine[]> {
    const rows = await trx
      .selectFrom('order_items as i')
      .innerJoin('orders as o', 'o.id', 'i.order_id')
      .select(['i.order_id', 'i.goods_id', 'i.price', 'i.num', 'i.subtotal'])
      .where('o.shop_id', '=', shopId)
      .where('o.paid_at', '>=', start)
      .where('o.paid_at', '<', end)
      .where('o.paid', '=', 1)
      .execute();
    return rows.map((r) => ({
      order_id: n(r.order_id),
      goods_id: n(r.goods_id),
      price: n(r.price),
      num: n(r.num),
      subtotal: n(r.subtotal),
    }));
  }

  async paidRefunds(trx: Executor, shopId: number, start: number, end: number): Promise<PaidRefund[]> {
    const rows = await trx
      .selectFrom('refunds')
      .select(['id', 'amount'])
      .where('shop_id', '=', shopId)
      .where('refunded_at', '>=', start)
      .where('refunded_at', '<', end)
      .where('status', '=', 'SUCCESS')
      .execute();
    return rows.map((r) => ({ id: n(r.id), amount: n(r.amount) }));
  }

  /** The goods of the day's refunds: an after-sale refund gives back its case's lines (units and
   * their approved share); a cancelled order's refund gives back all its lines. */
  async refundedGoods(trx: Executor, shopId: number, start: number, end: number): Promise<RefundedGoods[]> {
    const base = trx
      .selectFrom('refunds as r')
      .where('r.shop_id', '=', shopId)
      .where('r.refunded_at', '>=', start)
      .where('r.refunded_at', '<', end)
      .where('r.status', '=', 'SUCCESS');
    const caseLines = await base
      .innerJoin('after_sale_lines as l', 'l.after_sale_id', 'r.after_sale_id')
      .select(['r.id as refund_id', 'l.goods_id', 'l.num', 'l.approved as amount'])
      .where('r.source', '=', 'AFTER_SALE')
      .execute();
    const cancelLines = await base
      .innerJoin('order_items as i', 'i.order_id', 'r.order_id')
      .select(['r.id as refund_id', 'i.goods_id', 'i.num', 'i.subtotal as amount'])
      .where('r.source', '=', 'CANCEL')
      .execute();
    return [...caseLines, ...cancelLines].map((r) => ({
      refund_id: n(r.refund_id),
      goods_id: n(r.goods_id),
      num: n(r.num),
      amount: n(r.amount),
    }));
  }

  // ---- writes ----

  /** Replaces the (shop, day) rows of every day table; returns the members of the day before and
   * after (their first paid day may have moved). */
  async writeDay(trx: Executor, shopId: number, day: string, rows: DayRows): Promise<number[]> {
    const before = await trx
      .selectFrom('stat_sale_members')
      .select('member_id')
      .where('shop_id', '=', shopId)
      .where('day', '=', day)
      .execute();
    await trx.deleteFrom('stat_sale_days').where('shop_id', '=', shopId).where('day', '=', day).execute();
    if (rows.day)
      await trx
        .insertInto('stat_sale_days')
        .values({ shop_id: shopId, day, ...rows.day })
        .execute();
    for (const [table, key] of Object.entries(ROWS_OF) as [keyof typeof DAY_TABLES, keyof DayRows][]) {
      await trx.deleteFrom(table).where('shop_id', '=', shopId).where('day', '=', day).execute();
      const list = rows[key] as object[];
      for (const part of chunks(list)) {
        await trx
          .insertInto(table)
          .values(part.map((row) => ({ shop_id: shopId, day, ...row })) as never)
          .execute();
      }
    }
    await trx.deleteFrom('stat_sale_members').where('shop_id', '=', shopId).where('day', '=', day).execute();
    for (const part of chunks(rows.members)) {
      await trx
        .insertInto('stat_sale_members')
        .values(part.map((row) => ({ shop_id: shopId, day, ...row })))
        .execute();
    }
    return [...new Set([...before.map((r) => n(r.member_id)), ...rows.members.map((m) => m.member_id)])];
  }

  /** Recomputes the month twins of (shop, 'YYYY-MM') from their day rows. */
  async writeMonth(trx: Executor, shopId: number, month: string): Promise<void> {
    for (const [table, spec] of Object.entries(DAY_TABLES)) {
      if (!spec.twin) continue;
      const twin = sql.table(`${table}_months`);
      const keys = sql.join(spec.keys.map((k) => sql.ref(k)));
      const figures = sql.join(spec.figures.map((f) => sql.ref(f)));
      const sums = sql.join(spec.figures.map((f) => sql`sum(${sql.ref(f)})`));
      await sql`delete from ${twin} where shop_id = ${shopId} and month = ${month}`.execute(trx);
      await sql`insert into ${twin} (shop_id, month, ${keys}, ${figures})
        select shop_id, ${month}, ${keys}, ${sums} from ${sql.table(table)}
        where shop_id = ${shopId} and day >= ${`${month}-01`} and day <= ${`${month}-31`}
        group by shop_id, ${keys}`.execute(trx);
    }
  }

  /** Each member's first paid day in the shop, from the member-day rows. */
  async writeFirsts(trx: Executor, shopId: number, memberIds: number[]): Promise<void> {
    for (const part of chunks(memberIds)) {
      await trx
        .deleteFrom('stat_member_firsts')
        .where('shop_id', '=', shopId)
        .where('member_id', 'in', part)
        .execute();
      await trx
        .insertInto('stat_member_firsts')
        .columns(['shop_id', 'member_id', 'first_day'])
        .expression(
          trx
            .selectFrom('stat_sale_members')
            .select(['shop_id', 'member_id', (eb) => eb.fn.min('day').as('first_day')])
            .where('shop_id', '=', shopId)
            .where('member_id', 'in', part)
            .groupBy(['shop_id', 'member_id']),
        )
        .execute();
    }
  }

  /** All members' first days of a shop at once (rebuild). */
  async writeAllFirsts(trx: Executor, shopId: number): Promise<void> {
    await trx.deleteFrom('stat_member_firsts').where('shop_id', '=', shopId).execute();
    await trx
      .insertInto('stat_member_firsts')
      .columns(['shop_id', 'member_id', 'first_day'])
      .expression(
        trx
          .selectFrom('stat_sale_members')
          .select(['shop_id', 'member_id', (eb) => eb.fn.min('day').as('first_day')])
          .where('shop_id', '=', shopId)
          .groupBy(['shop_id', 'member_id']),
      )
      .execute();
  }

  async clear(shopId?: number): Promise<void> {
    await this.transaction(async (trx) => {
      for (const table of ROLLUP_TABLES) {
        const shop = shopId === undefined ? sql`` : sql`where shop_id = ${shopId}`;
        await sql`delete from ${sql.table(table)} ${shop}`.execute(trx);
      }
      await bumpRollupRevision(trx, shopId, 'sales');
    });
  }

  // ---- what changed ----

  async setCursor(name: string, cursorAt: number, now: number): Promise<void> {
    await this.db
      .insertInto('stat_rollup_state')
      .values({ name, cursor_at: cursorAt, updated_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ cursor_at: cursorAt, updated_at: now }))
      .execute();
  }

  async cursor(name: string): Promise<number> {
    const row = await this.db
      .selectFrom('stat_rollup_state')
      .select('cursor_at')
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? n(row.cursor_at) : 0;
  }

  /** Paid orders and paid-back refunds changed at or after `since`: the (shop, time) of the money,
   * and a `mark` of what the rollups and the dashboard read of the row (a second change within the
   * same second keeps updated_at, not the mark). One statement (every report runs it first);
   * `since` is a value, not a subquery, so that PostgreSQL plans the updated_at index ranges. */
  async changedSince(
    since: number,
  ): Promise<{ key: string; shop_id: number; at: number; updated_at: number; mark: string }[]> {
    const { rows } = await sql<{
      kind: string;
      id: unknown;
      shop_id: unknown;
      at: unknown;
      updated_at: unknown;
      state: string;
      amount: unknown;
      place: string;
    }>`
      select 'o' as kind, id, shop_id, paid_at as at, updated_at, status as state, paid_amount as amount,
        region_ids as place from orders
        where updated_at >= ${since} and paid = 1 and paid_at is not null
      union all
      select 'r', id, shop_id, refunded_at, updated_at, status, amount, '' from refunds
        where updated_at >= ${since} and status = 'SUCCESS' and refunded_at is not null`.execute(this.db);
    return rows.map((r) => ({
      key: `${r.kind}${n(r.id)}`,
      shop_id: n(r.shop_id),
      at: n(r.at),
      updated_at: n(r.updated_at),
      mark: `${n(r.updated_at)}|${n(r.at)}|${r.state}|${n(r.amount)}|${r.place}`,
    }));
  }

  /** Every (shop, Shanghai day number) with a paid order or a paid-back refund (rebuild). */
  async allDays(shopId?: number): Promise<{ shop_id: number; day_no: number }[]> {
    const shop = shopId === undefined ? sql`` : sql`and shop_id = ${shopId}`;
    const { rows } = await sql<{ shop_id: unknown; day_no: unknown }>`
      select distinct shop_id, (paid_at + 28800) / 86400 as day_no from orders where paid = 1 and paid_at is not null ${shop}
      union
      select distinct shop_id, (refunded_at + 28800) / 86400 as day_no from refunds
        where status = 'SUCCESS' and refunded_at is not null ${shop}`.execute(this.db);
    return rows.map((r) => ({ shop_id: n(r.shop_id), day_no: n(r.day_no) }));
  }
}
