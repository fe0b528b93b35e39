import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Statements kept per connection. The hot paths use a few dozen distinct SQL texts; the bound
 * keeps texts that vary in shape (an `in (?, ?, …)` list of a different length) from piling up. */
export const DEFAULT_STATEMENT_CACHE_SIZE = 256;

/** What Kysely's SqliteDialect is handed instead of the bare better-sqlite3 Database: Kysely's
 * SqliteDriver calls `prepare` for every query it runs, and compiling the SQL text again each time
 * cost more than running the list's small queries (bench/README.md, decision log). Compiled statements
 * are kept in a least-recently-used map keyed by SQL text; parameters are bound per call, so a
 * cached statement never carries one caller's values into another's query. */
export function withStatementCache(
  db: BetterSqlite3.Database,
  max = DEFAULT_STATEMENT_CACHE_SIZE,
): SqliteDatabase & { readonly cachedStatements: number } {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    get cachedStatements() {
      return cache.size;
    },
    prepare(sql: string): SqliteStatement {
      const hit = cache.get(sql);
      if (hit) {
        // A statement still being iterated (a streamed query not yet finished) cannot run a second
        // time at once: give this caller a statement of its own and leave the cache as it is.
        if (hit.busy) return db.prepare(sql);
        cache.delete(sql); // re-insert: Map order is the recency order
        cache.set(sql, hit);
        return hit;
      }
      const stmt = db.prepare(sql);
      cache.set(sql, stmt);
      if (cache.size > max) cache.delete(cache.keys().next().value as string);
      return stmt;
    },
    close() {
      cache.clear();
      db.close();
    },
  };
}
