import type { RawBuilder } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../platform/db/database.ts';
import { isPostgres } from '../../platform/db/dialect.ts';
import type { IdsQuery } from '../../platform/db/keyword-filter.ts';
import { idOnPage } from '../../platform/db/list-query.ts';
import { readOffLoopIf } from '../../platform/db/read-off-loop.ts';

/**
 * Keyword totals of the goods list and picker, kept per process under the shop's goods list
 * revision (goods_list_revisions, raised by triggers: migration 0044). Why: a page's rows come from
 * an index in well under a millisecond, but its total counts every match — 颗粒 at 100 000 SKUs is
 * ~3 700 matches, 1–5 ms a request — and a clerk paging through a keyword, or several typing the
 * same common word, asked the same count of unchanged goods again and again.
 *
 * Correct across processes: the revision is read in the same statement as the rows (one snapshot),
 * and a memoised total is used only when that revision is the one it was counted under; otherwise
 * the total is counted again, with the revision, in one statement.
 */
export class GoodsCountMemo {
  // A key is a few dozen bytes; 10 000 keys are well under a megabyte.
  private readonly cache = new LRUCache<string, { rev: number; n: number }>({ max: 10_000 });

  get(shopId: number, key: string) {
    return this.cache.get(`${shopId}\u0000${key}`);
  }

  set(shopId: number, key: string, rev: number, n: number): void {
    this.cache.set(`${shopId}\u0000${key}`, { rev, n });
  }
}

/** The shop's goods list revision: a query of one row, column `rev` (no row before its first goods). */
export const listRevision = (db: Db, shopId: number) =>
  db.selectFrom('goods_list_revisions').select('rev').where('shop_id', '=', shopId);

/** A query of one row whose column `n` is a total (a count, or the list counters). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any one-row query with column n
type TotalQuery = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's own row type
type RowsQuery = any;

export interface PageParts {
  shopId: number;
  /** What the total depends on besides the shop's goods list revision; null: not memoised (a filter
   * on columns the revision does not follow, or a total that is a counter already). Only keyword
   * pages are memoised. */
  memoKey: string | null;
  /** Whether the statements scan (SQLite: the read worker answers them). */
  scans: boolean;
  /** The page's ids of goods `g`, newest first, limit and offset applied. */
  ids: IdsQuery;
  /** The total, a query of one row, column `n`. */
  total: () => TotalQuery;
  /** The page's rows of goods `g`, those `onPage` keeps, newest first, given the columns to add:
   * `total` (when not memoised) and `rev`. */
  rows: (onPage: RawBuilder<boolean>, add: { total: TotalQuery | null; rev: TotalQuery | null }) => RowsQuery;
}

type Marked<R> = R & { total?: unknown; rev?: unknown };
const bare = <R>(rows: Marked<R>[]) => rows.map(({ total: _t, rev: _r, ...row }) => row as R);

/**
 * A page and its total in one statement: the total rides in the rows as before, or, when it is
 * memoised under the revision the rows were read at, only the revision rides and nothing is
 * counted. A page without rows (past the last, no match) or read at a newer revision has its
 * total counted apart, with the revision, and memoised. On PostgreSQL a memoised page reads its ids
 * apart first (memoisedPage).
 */
export async function pageWithTotal<R>(
  db: Db,
  memo: GoodsCountMemo,
  p: PageParts,
): Promise<{ rows: R[]; total: number }> {
  let known = p.memoKey === null ? undefined : memo.get(p.shopId, p.memoKey);
  const rev = p.memoKey === null ? null : listRevision(db, p.shopId);
  if (known && rev && isPostgres(db)) {
    const page = await memoisedPage<R>(db, p, rev, known);
    if (page) return page;
    known = undefined; // the goods changed since: the page is read again with its count
  }
  const rows = (await readOffLoopIf(
    db,
    p.scans,
    p.rows(idOnPage(db, 'g', p.ids), { total: known ? null : p.total(), rev }),
  )) as Marked<R>[];
  const first = rows[0];
  if (first && !known) {
    const total = Number(first.total ?? 0);
    if (p.memoKey !== null) memo.set(p.shopId, p.memoKey, Number(first.rev ?? 0), total);
    return { rows: bare(rows), total };
  }
  if (first && known && Number(first.rev ?? 0) === known.rev) return { rows: bare(rows), total: known.n };
  const total = p.total();
  const [t] = (await readOffLoopIf(db, p.scans, rev ? total.select(rev.as('rev')) : total)) as {
    n: unknown;
    rev?: unknown;
  }[];
  const n = Number(t?.n ?? 0);
  if (p.memoKey !== null) memo.set(p.shopId, p.memoKey, Number(t?.rev ?? 0), n);
  return { rows: bare(rows), total: n };
}

/**
 * PostgreSQL, a keyword page whose total is memoised: its ids first, then their rows with the
 * revision, by those ids as one array. A keyword search is planned on every call
 * (pg-named-statements.ts), and in one statement that meant planning the rows' joins and SKU
 * figures each time too (~0.25 ms of the list's ~0.8); apart, the rows are a named statement with
 * one plan. Consistent as one statement is: the revision only rises, so the rows read at the
 * memoised revision mean the goods did not change since their ids were read either. Null when it
 * did: the caller reads the page again, with its count.
 */
async function memoisedPage<R>(
  db: Db,
  p: PageParts,
  rev: TotalQuery,
  known: { rev: number; n: number },
): Promise<{ rows: R[]; total: number } | null> {
  const ids = (await p.ids.execute()).map((r) => Number(r.id));
  if (ids.length === 0) {
    // No match, or past the last page: the revision alone says whether the total still holds.
    const [now] = (await rev.execute()) as { rev: unknown }[];
    return Number(now?.rev ?? 0) === known.rev ? { rows: [], total: known.n } : null;
  }
  const rows = (await p.rows(idOnPage(db, 'g', ids), { total: null, rev }).execute()) as Marked<R>[];
  if (rows.length === 0 || Number(rows[0]!.rev ?? 0) !== known.rev) return null;
  return { rows: bare(rows), total: known.n };
}
