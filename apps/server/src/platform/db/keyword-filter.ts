import { sql, type Kysely, type RawBuilder } from 'kysely';
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
