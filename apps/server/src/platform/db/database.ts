import { availableParallelism } from 'node:os';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type KyselyPlugin, type LogConfig } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import type { Database } from './schema.ts';
import { attachReadWorker } from './read-off-loop.ts';
import { SqliteReadWorker } from './sqlite-read-worker.ts';
import { nameStatements } from './pg-named-statements.ts';
import { withStatementCache } from './statement-cache.ts';

// PostgreSQL returns int8 and numeric as strings to avoid precision loss. Our int8 columns are
// unix seconds and fen — far below 2^53 — so numbers are safe and keep both dialects identical.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL only: use (and create) this schema — lets test files run side by side. */
  schema?: string;
  plugins?: KyselyPlugin[];
  /** SQLite only: open an in-memory copy of this serialized database instead of `file` (each test
   * app starts from one seeded image, testing/seeded-template.ts). */
  image?: Buffer;
  /** Kysely's query log: every statement as the driver runs it (the benchmarks record the SQL). */
  log?: LogConfig;
}

/**
 * Connections per server process: twice its cores, at least 4. One event loop keeps only a few
 * statements usefully in flight, and more connections than cores only make PostgreSQL's backends
 * queue in the operating system's scheduler beside the server (and, on a shared machine, take its
 * CPU): on two cores, 20 connections gave the goods picker's keyword search a p99 of 26–37 ms at 16
 * clients where 4 gave 18–25 (bench/README.md). Transactions never wait on the pool for a second
 * connection (the race tests run 100 at once against these 4).
 */
const poolSize = () => Math.max(4, 2 * availableParallelism());

export function createDatabase(target: AppConfig['database'], options: DatabaseOptions = {}): Db {
  if (target.kind === 'postgres') {
    const searchPath = options.schema ? `-c search_path=${options.schema}` : '';
    const pool = new pg.Pool({
      connectionString: target.url,
      max: poolSize(),
      ...(searchPath ? { options: searchPath } : {}),
    });
    // An idle connection that the server closes (a restart, pg_terminate_backend, a network cut)
    // makes the pool emit 'error'; unhandled, that event would end the process. The pool has
    // already dropped the connection, and the next query opens a new one.
    pool.on('error', (err) =>
      process.emitWarning(`PostgreSQL closed an idle connection: ${err.message}`, 'DatabaseWarning'),
    );
    // The pool listens only to idle connections. One lost while a request holds it (between two
    // statements of a transaction) emitted 'error' with no listener, and that ended the process
    // (issue 19, the connection-cut test). The request's next statement fails instead (503
    // UNAVAILABLE), the transaction is gone with the connection, and the pool drops it.
    pool.on('connect', (client) =>
      client.on('error', (err) =>
        process.emitWarning(`PostgreSQL connection lost in use: ${err.message}`, 'DatabaseWarning'),
      ),
    );
    nameStatements(pool);
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: options.plugins ?? [],
      ...(options.log ? { log: options.log } : {}),
    });
  }
  const sqlite = new SqliteDatabase(options.image ?? target.file);
  // WAL lets readers run beside the writer; FULL sync because order data must survive a power cut.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const statements = withStatementCache(sqlite);
  // Long reads go to a second connection in a worker thread (read-off-loop.ts); an in-memory
  // database cannot be opened twice, so there they run on this one.
  const reader = target.file && target.file !== ':memory:' ? new SqliteReadWorker(target.file) : null;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: {
        prepare: (text) => statements.prepare(text),
        close: () => {
          reader?.close();
          statements.close();
        },
      },
    }),
    plugins: options.plugins ?? [],
    ...(options.log ? { log: options.log } : {}),
  });
  if (reader) attachReadWorker(db, reader, () => sqlite.inTransaction);
  return db;
}
