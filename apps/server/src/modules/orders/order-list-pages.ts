import { sql, type RawBuilder } from 'kysely';
import type { OrderListQuery } from '@rxdesk/contract/orders/orders';
import { PAGE_SIZES } from '@rxdesk/contract/common/paging';
import type { Db } from '../../platform/db/database.ts';
import { compiledOnce, type BoundQuery } from '../../platform/db/compiled-once.ts';
import type { HoleFiller } from '../../platform/db/json-holes.ts';
import { readJsonOffLoop, readOffLoop } from '../../platform/db/read-off-loop.ts';
import { jsonListPageSql, jsonObjectSql, rendersJson } from '../../platform/db/sql-json.ts';
import {
  filteredOrders,
  filterTotal,
  scansRows,
  type OrderFilter,
  type TabShape,
} from './order-list-filter.ts';
import { SUMMARY_COLUMNS, type SummarySource } from './order-mappers.ts';
import { ALLOWED_ACTIONS_HOLE, SUMMARY_JSON_FIELDS } from './order-summary-json.ts';

/** A page read as rows, with the list's total. */
export interface RowsPage {
  rows: SummarySource[];
  total: number;
}

type PageArgs = { shopId: number; offset: number; pageNo: number };
type PageRow = SummarySource & { total: number | null };

/**
 * Pages of the order list, newest first, and their total. Kysely only, like the repository.
 *
 * Deferred join in one statement: the subquery pages through the tab's index for ids only (the
 * offset walks the index, not the table), then only those rows are read. The total comes in the
 * same statement, so page and total are one snapshot: from the counters when only a tab or status
 * filters (O(1) at any size), counted for real otherwise. The screens' usual request — a tab or a
 * status, nothing else, at one of their page sizes — is compiled once per tab and size.
 *
 * Every page runs on the read connection: on a file-backed SQLite database its read worker runs
 * the SQL beside the main thread's request handling. A page with a filter that reads rows would
 * otherwise stop every other request for up to a second, and it goes to the long-read worker, so
 * it never holds the tab pages of other callers.
 *
 * SQLite writes the page's JSON itself (`json`, sql-json.ts); PostgreSQL gives rows (`rows`), which
 * the service writes (`rendersJson` says which).
 */
export class OrderListPages {
  /** Whether `json` is the way to read a page here (SQLite); else `rows` (PostgreSQL). */
  readonly rendersJson: boolean;
  private readonly jsonPages = new Map<string, (a: PageArgs) => BoundQuery<{ body: Buffer }>>();
  private readonly rowPages = new Map<string, (a: PageArgs) => BoundQuery<PageRow>>();

  constructor(private readonly db: Db) {
    this.rendersJson = rendersJson(db);
  }

  /** The page as the answer's JSON, `{data, data_total, page_no, page_size}`, each row's allowed
   * actions filled in by `actions`: the bytes the route sends. SQLite only. */
  json(shopId: number, q: OrderListQuery, actions: HoleFiller): Promise<Buffer | string> {
    const args = { shopId, offset: (q.page_no - 1) * q.page_size, pageNo: q.page_no };
    const query = this.compiled(this.jsonPages, q, (shape, size) =>
      compiledOnce(this.db, ['shopId', 'offset', 'pageNo'], (a: PageArgs) =>
        this.jsonPage(a.shopId, shape, sql.lit(size), a.offset, a.pageNo, size),
      ),
    );
    const read = query
      ? query(args)
      : this.jsonPage(shopId, q, q.page_size, args.offset, q.page_no, q.page_size);
    return readJsonOffLoop(this.db, read, scansRows(q) ? 'long' : 'short', actions);
  }

  /** The page's rows, with the list's total. */
  async rows(shopId: number, q: OrderListQuery): Promise<RowsPage> {
    const args = { shopId, offset: (q.page_no - 1) * q.page_size, pageNo: q.page_no };
    const query = this.compiled(this.rowPages, q, (shape, size) =>
      compiledOnce(this.db, ['shopId', 'offset'], (a: Omit<PageArgs, 'pageNo'>) =>
        this.rowsPage(a.shopId, shape, sql.lit(size), a.offset),
      ),
    );
    const lane = scansRows(q) ? 'long' : 'short';
    const rows: PageRow[] = await readOffLoop(
      this.db,
      query ? query(args) : this.rowsPage(shopId, q, q.page_size, args.offset),
      lane,
    );
    if (rows.length > 0) return { rows, total: Number(rows[0]!.total) };
    // A page past the last has no row to carry the total: counted apart.
    const [t] = await readOffLoop(this.db, filterTotal(this.db, shopId, q), lane);
    return { rows, total: Number(t?.n ?? 0) };
  }

  /**
   * The statement compiled once for the screens' usual request, or null for any other. Keyed by
   * the tab or status and the page size: enums of the contract and the four sizes the screens offer,
   * a bounded set of statements. The page size is written into the SQL as a literal: on PostgreSQL
   * the text runs on connections that keep its generic plan (pg-prepared.ts), and with `LIMIT $n`
   * that plan would be made for an unknown number of rows — a tenth of the shop's average,
   * thousands on a large database — and could join differently. With `LIMIT 20` it is the plan of
   * every page: the tab's index backwards, then those 20 rows by id.
   */
  private compiled<Q>(
    cache: Map<string, Q>,
    q: OrderListQuery,
    compile: (shape: TabShape, size: number) => Q,
  ): Q | null {
    if (scansRows(q) || !(PAGE_SIZES as readonly number[]).includes(q.page_size)) return null;
    const key = `${q.order_status ?? ''}|${q.tab ?? ''}|${q.page_size}`;
    let query = cache.get(key);
    if (!query) cache.set(key, (query = compile({ tab: q.tab, order_status: q.order_status }, q.page_size)));
    return query;
  }

  private pageIds(shopId: number, q: OrderFilter, limit: number | RawBuilder<number>, offset: number) {
    return filteredOrders(this.db, shopId, q)
      .select('o.id')
      .orderBy('o.id', 'desc')
      .limit(limit)
      .offset(offset);
  }

  private jsonPage(
    shopId: number,
    q: OrderFilter,
    limit: number | RawBuilder<number>,
    offset: number,
    pageNo: number,
    pageSize: number,
  ) {
    const body = jsonListPageSql(this.db, {
      row: jsonObjectSql(this.db, SUMMARY_JSON_FIELDS, ALLOWED_ACTIONS_HOLE),
      orderColumn: 'id',
      total: filterTotal(this.db, shopId, q),
      pageNo,
      pageSize,
    });
    return this.db
      .selectFrom('orders')
      .select(body.as('body'))
      .where('id', 'in', this.pageIds(shopId, q, limit, offset));
  }

  private rowsPage(shopId: number, q: OrderFilter, limit: number | RawBuilder<number>, offset: number) {
    return this.db
      .selectFrom('orders')
      .select(SUMMARY_COLUMNS)
      .select(filterTotal(this.db, shopId, q).as('total'))
      .where('id', 'in', this.pageIds(shopId, q, limit, offset))
      .orderBy('id', 'desc');
  }
}
