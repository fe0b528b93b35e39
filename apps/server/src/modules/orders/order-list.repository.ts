import { sql, type SelectQueryBuilder } from 'kysely';
import type { OrderListQuery } from '@rxdesk/contract/orders/orders';
import { ORDER_TABS } from '@rxdesk/contract/orders/order-enums';
import type { Db } from '../../platform/db/database.ts';
import type { Order } from '../../platform/db/schema.ts';
import { isPostgres, likeOperator } from '../../platform/db/dialect.ts';
import { createdWithin, matchingKeyword } from '../../platform/db/list-query.ts';
import { readOffLoop, readOffLoopIf } from '../../platform/db/read-off-loop.ts';
import { SUMMARY_COLUMNS, type SummarySource } from './order-mappers.ts';

/** The list's filters without its paging (the export and the counts take these too). */
export type OrderFilter = Omit<OrderListQuery, 'page_no' | 'page_size' | 'after_sn'>;

/** The multi-status tabs, written as literal SQL identical to the partial indexes of migration
 * 0005 (constants, never user input), so both SQLite and PostgreSQL walk those indexes. */
const TAB_CONDITIONS = {
  WAIT_SHIP: sql<boolean>`o.status in ('CONFIRM', 'PAID_OFF') and o.shipping_type <> 'SELF_PICK'`,
  WAIT_PICK: sql<boolean>`o.status in ('CONFIRM', 'PAID_OFF') and o.shipping_type = 'SELF_PICK'`,
} as const;

/** A tab or status as a condition on `o.status` and `o.shipping_type`: the columns the orders and
 * their counters (order_counters) share, so both are filtered by the same rule. */
function tabFilter(q: Pick<OrderFilter, 'tab' | 'order_status'>) {
  const statuses: readonly string[] = q.order_status
    ? [q.order_status]
    : q.tab && !(q.tab in TAB_CONDITIONS)
      ? ORDER_TABS[q.tab]
      : [];
  const condition =
    !q.order_status && q.tab ? TAB_CONDITIONS[q.tab as keyof typeof TAB_CONDITIONS] : undefined;
  return <DB, TB extends keyof DB, O>(b: SelectQueryBuilder<DB, TB, O>) =>
    b
      .$if(statuses.length === 1, (w) => w.where(sql.ref('o.status'), '=', statuses[0] as string))
      .$if(statuses.length > 1, (w) => w.where(sql.ref('o.status'), 'in', statuses as string[]))
      .$if(!!condition, (w) => w.where(condition!));
}

/** Filters no index answers in id order: with any of them the database reads the shop's orders
 * row by row to count them (a keyword count over 500 000 orders: ~0.5 s, bench/README.md), so on
 * SQLite such a read runs on the read worker, off the event loop. Mirrors `filtered`. */
export function scansRows(q: OrderFilter): boolean {
  return (
    !!q.keyword ||
    q.start_time !== undefined ||
    q.end_time !== undefined ||
    !!q.order_source ||
    !!q.shipping_type ||
    !!q.payment_type ||
    q.is_prescription !== undefined ||
    // The counters know no kinds; the (shop_id, order_type, id) index finds the rows.
    !!q.order_type
  );
}

/**
 * The order list's SQL: pages, totals, the tab counters and the export's batches. Kysely only.
 *
 * A page is one statement, a deferred join: the subquery finds the page's 20 ids on the tab's
 * index (an index-only walk), then only those rows are read. "Next page" (`after_sn`) seeks on that
 * index from the last order of the page before; a jump to page N (no `after_sn`) skips
 * (N − 1) × size index entries. The total rides in the same statement, so page and total are one
 * snapshot: from the counters when only a tab or status filters (O(1) at any size), counted for
 * real otherwise.
 */
export class OrderListRepository {
  constructor(private readonly db: Db) {}

  /** A page of the list, newest first, with the list's total. */
  async page(shopId: number, q: OrderListQuery): Promise<{ rows: SummarySource[]; total: number }> {
    const ids = this.filtered(shopId, q)
      .select('o.id')
      .$if(!!q.after_sn, (b) => b.where('o.id', '<', this.idOf(shopId, q.after_sn!)))
      .orderBy('o.id', 'desc')
      .limit(q.page_size)
      .$if(!q.after_sn, (b) => b.offset((q.page_no - 1) * q.page_size));
    const page = this.db
      .selectFrom('orders')
      .select(SUMMARY_COLUMNS)
      .select(this.total(shopId, q).as('total'))
      // PostgreSQL: the ids first (an InitPlan), then those rows by primary key; `in (subquery)`
      // may be planned as a join that walks the page's index again.
      .where(isPostgres(this.db) ? sql<boolean>`id = any(array(${ids}))` : sql<boolean>`id in (${ids})`)
      .orderBy('id', 'desc');
    const rows = await readOffLoopIf(this.db, scansRows(q), page);
    if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
    // A page past the last has no row to carry the total: counted apart.
    const [t] = await readOffLoopIf(this.db, scansRows(q), this.total(shopId, q));
    return { rows, total: Number(t?.n ?? 0) };
  }

  /** How many orders the filter matches, counted for real (the export's row count, which the
   * file must match). */
  async countFiltered(shopId: number, q: OrderFilter): Promise<number> {
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
    q: Pick<OrderFilter, 'start_time' | 'end_time'>,
  ): Promise<{ lowest: number; highest: number } | null> {
    if (q.start_time === undefined && q.end_time === undefined) return null;
    const r = await this.db
      .selectFrom('orders as o')
      .select((eb) => [eb.fn.min('o.id').as('lowest'), eb.fn.max('o.id').as('highest')])
      .where('o.shop_id', '=', shopId)
      .$call(createdWithin('o.created_at', q))
      .executeTakeFirst();
    return r?.lowest == null || r.highest == null
      ? { lowest: 1, highest: 0 }
      : { lowest: Number(r.lowest), highest: Number(r.highest) };
  }

  /** Rows for the export, newest first, in keyset batches by id (flat memory at any size), with
   * only the columns the file shows. `range` bounds the keyset (exportIdRange). */
  async exportBatch<K extends keyof Order>(
    shopId: number,
    q: OrderFilter,
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
    const rows = await readOffLoopIf(this.db, scansRows(q), query);
    return rows as unknown as Pick<Order, K>[];
  }

  /** A shop's orders (`o`) under the list's filters: one WHERE for pages, totals and the export. */
  private filtered(shopId: number, q: OrderFilter) {
    return this.db
      .selectFrom('orders as o')
      .where('o.shop_id', '=', shopId)
      .$call(tabFilter(q))
      .$call(createdWithin('o.created_at', q))
      .$if(!!q.order_source, (b) => b.where('o.order_source', '=', q.order_source as string))
      .$if(!!q.shipping_type, (b) => b.where('o.shipping_type', '=', q.shipping_type as string))
      .$if(!!q.payment_type, (b) => b.where('o.payment_type', '=', q.payment_type as string))
      .$if(!!q.order_type, (b) => b.where('o.order_type', '=', q.order_type as string))
      .$if(q.is_prescription !== undefined, (b) =>
        b.where('o.is_prescription', '=', q.is_prescription as number),
      )
      .$call(
        matchingKeyword(q.keyword, likeOperator(this.db), {
          exact: ['o.sn', 'o.consignee_mobile'],
          contains: ['o.consignee_name', 'o.goods_names'],
        }),
      );
  }

  /** The filter's total as a query of one value `n`: a sum over the counters' handful of rows
   * when only a tab or status filters, a real count otherwise. */
  private total(shopId: number, q: OrderFilter) {
    if (scansRows(q)) return this.filtered(shopId, q).select((eb) => eb.fn.countAll<number>().as('n'));
    return this.db
      .selectFrom('order_counters as o')
      .select(sql<number>`cast(coalesce(sum(o.n), 0) as bigint)`.as('n'))
      .where('o.shop_id', '=', shopId)
      .$call(tabFilter(q));
  }

  /** The id of the shop's order `sn` (the `after_sn` cursor), through the unique index on sn. An
   * unknown sn matches no id, and the page is empty. */
  private idOf(shopId: number, sn: string) {
    return this.db
      .selectFrom('orders as c')
      .select('c.id')
      .where('c.shop_id', '=', shopId)
      .where('c.sn', '=', sn);
  }
}
