import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { containsPattern, likeEscape } from './dialect.ts';

/** Right-hand side of a keyword search, `col LIKE '%kw%' ESCAPE '\'`: the keyword's wildcards are
 * escaped so '50%' matches literally. Use with likeOperator(db) as the operator. */
export function containsKeyword(keyword: string): RawBuilder<unknown> {
  return sql`${containsPattern(keyword)} ${likeEscape()}`;
}

/** One page of a list query: `page_no` counts from 1. For use with `$call`. */
export function paged(q: { page_no: number; page_size: number }) {
  return <DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>) =>
    qb.limit(q.page_size).offset((q.page_no - 1) * q.page_size);
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
