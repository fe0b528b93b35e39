import type { CompiledQuery, Kysely } from 'kysely';
import type { SqliteReadWorker } from './sqlite-read-worker.ts';

interface Reader {
  worker: SqliteReadWorker;
  /** Whether the main connection is inside a transaction (a read there would wait for its commit). */
  writing: () => boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by any Kysely instance
const readers = new WeakMap<Kysely<any>, Reader>();

/** createDatabase gives a file-backed SQLite database its read worker here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function attachReadWorker(db: Kysely<any>, worker: SqliteReadWorker, writing: () => boolean): void {
  readers.set(db, { worker, writing });
}

/**
 * Runs a read that may visit many rows without holding the event loop: on a file-backed SQLite
 * database it goes to the read worker's connection; on PostgreSQL (already asynchronous) and on
 * in-memory SQLite (nothing to share a connection with) it runs as usual. Only for plain reads
 * outside a transaction: the worker's connection sees committed data only. The query is compiled
 * here, with the database's plugins, exactly as `execute()` would compile it.
 */
export async function readOffLoop<R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
  db: Kysely<any>,
  query: { compile(): CompiledQuery<R>; execute(): Promise<R[]> },
): Promise<R[]> {
  const reader = readers.get(db);
  if (!reader) return query.execute();
  const { sql, parameters } = query.compile();
  return (await reader.worker.all(sql, parameters)) as R[];
}

/** A read that goes off the loop when it scans (a real count, a keyword) and otherwise runs on
 * this connection, where an index probe costs less than the hop to the worker — unless a write
 * transaction holds that connection (a goods import's apply holds it for a second or more): then
 * the worker answers at once from the last committed state instead of queueing behind it. */
export function readOffLoopIf<R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
  db: Kysely<any>,
  scans: boolean,
  query: { compile(): CompiledQuery<R>; execute(): Promise<R[]> },
): Promise<R[]> {
  return scans || readers.get(db)?.writing() ? readOffLoop(db, query) : query.execute();
}
