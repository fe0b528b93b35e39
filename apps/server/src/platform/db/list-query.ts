import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { PAGE_SIZES } from '@rxdesk/contract/common/page-sizes';
import { containsPattern, isPostgres, likeEscape } from './dialect.ts';
import type { IdsQuery } from './keyword-filter.ts';

/** Right-hand side of a keyword search, `col LIKE '%kw%' ESCAPE '\'`: the keyword's wildcards are
 * escaped so '50%' matches literally. Use with likeOperator(db) as the operator. */
export function containsKeyword(keyword: string): RawBuilder<unknown> {
  return sql`${containsPattern(keyword)} ${likeEscape()}`;
}

/**
 * One page of a list query: `page_no` counts from 1. For use with `$call`.
 *
 * The first page at one of the screens' page sizes is written `limit 10` (a literal, no offset):
 * PostgreSQL plans a named statement with a bound LIMIT as if it read a tenth of the rows, so it
 * kept re-planning the goods list's first page on every call (~0.25 ms, more than its run) where
 * the literal lets it keep one plan (list page 1 0.76 → 0.34 ms a call). At most four more texts
 * per list (pg-named-statements.ts, statement-cache.ts); any other page stays bound.
 */
export function paged(q: { page_no: number; page_size: number }) {
  const first = q.page_no === 1 && (PAGE_SIZES as readonly number[]).includes(q.page_size);
  return <DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>) =>
    first ? qb.limit(sql.lit(q.page_size)) : qb.limit(q.page_size).offset((q.page_no - 1) * q.page_size);
}

/**
 * The rows of a deferred join: those of `alias` whose id is on the page, given as the page's ids
 * query (PostgreSQL: its ids first, an InitPlan, then their rows by primary key) or as the ids
 * already read (PostgreSQL: one array parameter, so the statement's text, and its plan, stay the
 * same whatever the ids).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function idOnPage(db: Kysely<any>, alias: string, ids: IdsQuery | readonly number[]) {
  const id = sql.ref(`${alias}.id`);
  if (Array.isArray(ids)) {
    return isPostgres(db)
      ? sql<boolean>`${id} = any(${ids}::bigint[])`
      : sql<boolean>`${id} in (${sql.join(ids.length ? ids : [null])})`;
  }
  return isPostgres(db) ? sql<boolean>`${id} = any(array(${ids}))` : sql<boolean>`${id} in (${ids})`;
}

/** How many rows a filtered list query matches (the same WHERE as its pages). */
export async function countRows<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  // The row type of a generic builder does not resolve its new column; it is `n` all the same.
  const r = (await qb
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()) as unknown as { n: number | string };
  return Number(r.n);
}

/** A list's creation-time window, both ends inclusive and optional. For use with `$call`. */
export function createdWithin(column: string, q: { start_time?: number; end_time?: number }) {
  return <DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>) =>
    qb
      .$if(q.start_time !== undefined, (b) => b.where(sql.ref(column), '>=', q.start_time as number))
      .$if(q.end_time !== undefined, (b) => b.where(sql.ref(column), '<=', q.end_time as number));
}

/**
 * A list's keyword search, when there is a keyword: equal to any of the `exact` columns (order
 * numbers, mobiles) or contained in any of the `contains` ones (names), wildcards taken literally.
 * `like` is likeOperator(db) (case-insensitive on PostgreSQL). For use with `$call`.
 */
export function matchingKeyword(
  keyword: string | undefined,
  like: 'like' | 'ilike',
  columns: { exact: readonly string[]; contains: readonly string[] },
) {
  return <DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>) =>
    keyword
      ? qb.where((eb) =>
          eb.or([
            ...columns.exact.map((c) => eb(sql.ref(c), '=', keyword)),
            ...columns.contains.map((c) => eb(sql.ref(c), like, containsKeyword(keyword))),
          ]),
        )
      : qb;
}
