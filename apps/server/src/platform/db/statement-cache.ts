import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';
import { objectBuilder } from './row-objects.ts';

/** Statements kept per connection. The hot paths use a few dozen distinct SQL texts; the bound
 * keeps texts that vary in shape (an `in (?, ?, …)` list of a different length) from piling up. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 256;

/** What Kysely's SqliteDialect is handed instead of the bare better-sqlite3 Database: Kysely's
 * SqliteDriver calls `prepare` for every query it runs, and compiling the SQL text again each time
 * cost more than running the list's small queries (bench/README.md, finding 2). Compiled statements
 * are kept in a least-recently-used map keyed by SQL text; parameters are bound per call, so a
 * cached statement never carries one caller's values into another's query. */
export function withStatementCache(
  db: BetterSqlite3.Database,
  max = DEFAULT_STATEMENT_CACHE_SIZE,
): SqliteDatabase & { readonly cachedStatements: number } {
  const cache = new Map<string, { stmt: BetterSqlite3.Statement; view: SqliteStatement }>();
  return {
    get cachedStatements() {
      return cache.size;
    },
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit) {
        // A statement still being iterated (a streamed query not yet finished) cannot run a second
        // time at once: give this caller a statement of its own and leave the cache as it is.
        if (hit.stmt.busy) return rowsAsObjects(db.prepare(sql));
        cache.delete(sql); // re-insert: Map order is the recency order
        cache.set(sql, hit);
        return hit.view;
      }
      const stmt = db.prepare(sql);
      const view = rowsAsObjects(stmt);
      cache.set(sql, { stmt, view });
      if (cache.size > max) cache.delete(cache.keys().next().value as string);
      return view;
    },
    close() {
      cache.clear();
      db.close();
    },
  };
}

/** The statement as Kysely's driver uses it, rows as objects keyed by column name — built here
 * from better-sqlite3's raw (array) rows (row-objects.ts): its own objects cost ~40 % more to make
 * (a list page of 20 rows × 22 columns: 150 µs against 110 µs, bench/README.md). Same keys in the
 * same order as better-sqlite3 gives them, a later column of the same name overwriting an earlier
 * one as there. */
function rowsAsObjects(stmt: BetterSqlite3.Statement): SqliteStatement {
  if (!stmt.reader) return stmt;
  stmt.raw(true);
  const columnNames = () => stmt.columns().map((c) => c.name);
  let width = 0;
  let toObject = objectBuilder([]);
  // SQLite prepares a statement again after a schema change: a `select *` may then have another
  // number of columns. (The migrator changes the schema only at start; this keeps a later change safe.)
  const builderOf = (row: unknown[] | undefined) => {
    if (row && row.length !== width) {
      width = row.length;
      toObject = objectBuilder(columnNames());
    }
    return toObject;
  };
  return {
    reader: true,
    all(parameters) {
      const rows = stmt.all(parameters) as unknown[][];
      return rows.map(builderOf(rows[0]));
    },
    run: (parameters) => stmt.run(parameters),
    *iterate(parameters) {
      for (const row of stmt.iterate(parameters) as IterableIterator<unknown[]>) yield builderOf(row)(row);
    },
  };
}
