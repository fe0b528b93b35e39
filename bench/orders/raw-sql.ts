/** Runs captured (compiled) queries through the bare driver: a better-sqlite3 statement or a pg client. */
import Database from 'better-sqlite3';
import pg from 'pg';
import type { CompiledQuery } from 'kysely';
import { fixedStatementName } from '@rxdesk/server/src/platform/db/pg-prepared.ts';
import { PG_SCHEMA, type Target } from './common.ts';

export interface RawDriver {
  /** Runs one query and returns its rows. */
  run(q: CompiledQuery): Promise<unknown[]> | unknown[];
  /** A second, independent connection for concurrent callers (PostgreSQL); SQLite answers itself. */
  pool(size: number): RawPool;
  explain(q: CompiledQuery): Promise<string>;
  close(): Promise<void>;
}

export interface RawPool {
  run(q: CompiledQuery): Promise<unknown[]>;
  close(): Promise<void>;
}

export async function openRawDriver(t: Target): Promise<RawDriver> {
  if (t.kind === 'sqlite') {
    const db = new Database(t.file, { fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    const cache = new Map<string, Database.Statement>();
    // Rows as arrays, as both of the app's SQLite connections read them (statement-cache.ts on the
    // main one, sqlite-read-worker.ts): the driver's cost of handing over the values, not of the
    // objects the app then builds in its own way.
    const stmt = (sql: string) => {
      let s = cache.get(sql);
      if (!s) cache.set(sql, (s = db.prepare(sql).raw(true)));
      return s;
    };
    const run = (q: CompiledQuery) => stmt(q.sql).all(...(q.parameters as unknown[]));
    return {
      run,
      // One synchronous connection: concurrent callers can only take turns (what the app's single
      // better-sqlite3 connection does too).
      pool: () => ({ run: async (q) => run(q), close: async () => undefined }),
      explain: async (q) =>
        (
          db.prepare(`explain query plan ${q.sql}`).all(...(q.parameters as unknown[])) as {
            id: number;
            parent: number;
            detail: string;
          }[]
        )
          .map((r) => `${r.parent === 0 ? '' : '  '}${r.detail}`)
          .join('\n'),
      close: async () => void db.close(),
    };
  }
  const options = `-c search_path=${PG_SCHEMA}`;
  // As the app sends it: a text the app runs as a named prepared statement (pg-prepared.ts) is
  // replayed under the same name, on a connection that keeps generic plans as the app's are, so
  // both sides skip the same parse and plan; any other text runs unnamed on a plain connection.
  const generic = `${options} -c plan_cache_mode=force_generic_plan`;
  const asApp = (q: CompiledQuery) => {
    const name = fixedStatementName(q.sql);
    const values = q.parameters as unknown[];
    return name ? { name, text: q.sql, values } : { text: q.sql, values };
  };
  const client = new pg.Client({ connectionString: t.url, options });
  const genericClient = new pg.Client({ connectionString: t.url, options: generic });
  await client.connect();
  await genericClient.connect();
  return {
    run: async (q) => (await (fixedStatementName(q.sql) ? genericClient : client).query(asApp(q))).rows,
    pool: (size) => {
      const plain = new pg.Pool({ connectionString: t.url, options, max: size });
      const named = new pg.Pool({ connectionString: t.url, options: generic, max: size });
      return {
        run: async (q) => (await (fixedStatementName(q.sql) ? named : plain).query(asApp(q))).rows,
        close: async () => void (await Promise.all([plain.end(), named.end()])),
      };
    },
    explain: async (q) =>
      (await client.query(`explain (analyze, buffers) ${q.sql}`, q.parameters as unknown[])).rows
        .map((r: Record<string, string>) => r['QUERY PLAN'])
        .join('\n'),
    close: async () => void (await Promise.all([client.end(), genericClient.end()])),
  };
}
