import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { isPostgres } from './dialect.ts';
import { fts5Match, keywordQuery, tsQuery } from '../search/search-text.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- works for any schema
type AnyDb = Kysely<any>;

/** A table searched by keyword: its `search_text` column (written with `searchText()`) is indexed
 * by the SQLite FTS5 table `<table>_fts` (external content, kept in step by triggers) and on
 * PostgreSQL by a GIN index on the generated column `search_vector` (to_tsvector('simple', …)). */
export interface SearchedTable {
  /** The table as named in the FROM clause of the query (an alias is fine). */
  alias: string;
  /** The FTS5 table of SQLite: `<table>_fts`. */
  fts: string;
}

/** WHERE condition: the row's search text holds the keyword (./search-text.ts says how). */
export function matchesKeyword(db: AnyDb, t: SearchedTable, keyword: string): RawBuilder<boolean> {
  const q = keywordQuery(keyword);
  if (!q) return sql<boolean>`1 = 0`;
  if (isPostgres(db)) {
    return sql<boolean>`${sql.ref(`${t.alias}.search_vector`)} @@ to_tsquery('simple', ${tsQuery(q)})`;
  }
  return sql<boolean>`${sql.ref(`${t.alias}.id`)} in (select rowid from ${sql.table(t.fts)} where ${sql.table(t.fts)} match ${fts5Match(q)})`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type -- a filter over any searched table, no select list yet
type AnyFilter = SelectQueryBuilder<any, any, {}>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a query of one column, whatever its tables
export type IdsQuery = SelectQueryBuilder<any, any, { id: number }>;

/**
 * The ids of the rows `rest` keeps whose search text holds the keyword, as a query of one column
 * `id`: the rows of a keyword page (`ordered`: newest first, ready for limit and offset) or, not
 * ordered, what its total counts. `rest` selects from the searched table under `t.alias`, with its
 * other filters and no select list.
 *
 * SQLite: driven by the FTS table, its matches in rowid order with each one's row probed by
 * primary key (a correlated EXISTS over `rest`), so a page stops after its rows: the IN form of
 * matchesKeyword collects every match before the first row (颗粒 at 100 000 SKUs, 3 700 matches:
 * a page 0.74 → 0.03 ms, its count 3.0 → 1.1 ms). PostgreSQL: `rest` with matchesKeyword (GIN).
 */
export function keywordIds(
  db: AnyDb,
  t: SearchedTable,
  keyword: string,
  rest: AnyFilter,
  ordered: boolean,
): IdsQuery {
  const id = sql.ref(`${t.alias}.id`);
  const q = keywordQuery(keyword);
  if (isPostgres(db) || !q) {
    return rest
      .where(matchesKeyword(db, t, keyword))
      .select(sql<number>`${id}`.as('id'))
      .$if(ordered, (b) => b.orderBy(id, 'desc'));
  }
  const fts = sql.table(t.fts);
  return db
    .selectFrom(sql`${fts}`.as('f'))
    .select(sql<number>`f.rowid`.as('id'))
    .where(sql<boolean>`${fts} match ${fts5Match(q)}`)
    .where((eb) => eb.exists(rest.select(sql.lit(1).as('one')).where(sql<boolean>`${id} = f.rowid`)))
    .$if(ordered, (b) => b.orderBy(sql`f.rowid`, 'desc'));
}
