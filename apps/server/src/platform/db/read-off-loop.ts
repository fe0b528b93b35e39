import type { CompiledQuery, Kysely } from 'kysely';
import type { SqliteReadWorker } from './sqlite-read-worker.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by any Kysely instance
const readers = new WeakMap<Kysely<any>, SqliteReadWorker>();

/** createDatabase gives a file-backed SQLite database its read worker here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function attachReadWorker(db: Kysely<any>, worker: SqliteReadWorker): void {
  readers.set(db, worker);
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
  const worker = readers.get(db);
  if (!worker) return query.execute();
  const { sql, parameters } = query.compile();
  return (await worker.all(sql, parameters)) as R[];
}

/** A read that goes off the loop only when it scans (a real count, a keyword), and otherwise runs
 * on this connection: an index probe costs less than the hop to the worker. */
export function readOffLoopIf<R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
  db: Kysely<any>,
  scans: boolean,
  query: { compile(): CompiledQuery<R>; execute(): Promise<R[]> },
): Promise<R[]> {
  return scans ? readOffLoop(db, query) : query.execute();
}
