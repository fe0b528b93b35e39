import type { CompiledQuery, Kysely } from 'kysely';
import { fillHoles, type HoleFiller } from './json-holes.ts';
import type { ReadLane, SqliteReadPool } from './sqlite-read-pool.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- keyed by any Kysely instance
const readers = new WeakMap<Kysely<any>, SqliteReadPool>();

/** createDatabase gives a file-backed SQLite database its read workers here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function attachReadWorker(db: Kysely<any>, worker: SqliteReadPool): void {
  readers.set(db, worker);
}

/**
 * Runs a read that may visit many rows without holding the event loop: on a file-backed SQLite
 * database it goes to a read worker's connection; on PostgreSQL (already asynchronous) and on
 * in-memory SQLite (nothing to share a connection with) it runs as usual. Only for plain reads
 * outside a transaction: the worker's connection sees committed data only. The query is compiled
 * here, with the database's plugins, exactly as `execute()` would compile it. `lane`: 'short' for
 * a read that walks an index for a page (the screens' usual list pages), 'long' (the default) for
 * one that may visit many rows; SQLite keeps them on different workers (sqlite-read-pool.ts).
 */
export async function readOffLoop<R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
  db: Kysely<any>,
  query: { compile(): CompiledQuery<R>; execute(): Promise<R[]> },
  lane: ReadLane = 'long',
): Promise<R[]> {
  const worker = readers.get(db);
  if (!worker) return query.execute();
  const { sql, parameters } = query.compile();
  return (await worker.all(sql, parameters, lane)) as R[];
}

/**
 * Reads one JSON text the database renders with holes (sql-json.ts) and answers it filled
 * (json-holes.ts), ready to send: on a file-backed SQLite database the read worker runs the query
 * and fills the holes, and this thread gets the finished bytes; elsewhere the query runs as usual
 * and the text is filled here. The query must give one row whose first column is the text.
 */
export async function readJsonOffLoop(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
  db: Kysely<any>,
  query: { compile(): CompiledQuery; execute(): Promise<unknown[]> },
  lane: ReadLane,
  filler: HoleFiller,
): Promise<Buffer | string> {
  const worker = readers.get(db);
  if (worker) {
    const { sql, parameters } = query.compile();
    return worker.fill(sql, parameters, lane, filler);
  }
  const [row] = (await query.execute()) as Record<string, unknown>[];
  const text = row ? Object.values(row)[0] : undefined;
  if (typeof text === 'string') return fillHoles(text, filler);
  if (Buffer.isBuffer(text)) return fillHoles(text.toString('utf8'), filler);
  throw new Error('a rendered JSON read must give one row whose first column is a text');
}
