/**
 * Shared plumbing of the orders benchmarks: which database to use (env), opening it the way the
 * app does, capturing the exact SQL the app runs, percentiles, login, a hard time limit.
 *
 * Env (same for every script):
 *   BENCH_DATABASE_URL  postgres://… → PostgreSQL, schema `bench`; unset → SQLite
 *   BENCH_DB            SQLite file (default bench/.data/orders.db)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledQuery, LogEvent } from 'kysely';
import { createDatabase, type Db } from '@rxdesk/server/src/platform/db/database.ts';
import { buildApp } from '@rxdesk/server/src/app.ts';
import { loadConfig } from '@rxdesk/server/src/platform/config.ts';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PG_SCHEMA = 'bench';

export type Target =
  { kind: 'sqlite'; file: string; label: 'SQLite' } | { kind: 'postgres'; url: string; label: 'PostgreSQL' };

export function benchTarget(defaultFile = 'orders.db'): Target {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const host = new URL(url).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost')
      throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1 (got ${host})`);
    return { kind: 'postgres', url, label: 'PostgreSQL' };
  }
  const file = resolve(process.env.BENCH_DB ?? resolve(BENCH_DIR, '.data', defaultFile));
  mkdirSync(dirname(file), { recursive: true });
  return { kind: 'sqlite', file, label: 'SQLite' };
}

/** Opens the database exactly as the app does (createDatabase), optionally recording its SQL. */
export function openAppDb(t: Target, capture?: SqlCapture): Db {
  const log = capture ? capture.log : undefined;
  return t.kind === 'postgres'
    ? createDatabase({ kind: 'postgres', url: t.url }, { schema: PG_SCHEMA, log })
    : createDatabase({ kind: 'sqlite', file: t.file }, { log });
}

/** Records every statement the app runs through Kysely while `on` is true, exactly as the driver
 * got it (SQL text and parameters), so a bench can print its plan. */
export class SqlCapture {
  on = false;
  private queries: CompiledQuery[] = [];
  readonly log = (event: LogEvent): void => {
    if (this.on && event.level === 'query') this.queries.push(event.query);
  };
  drain(): CompiledQuery[] {
    const out = this.queries;
    this.queries = [];
    return out;
  }
}

export const md5 = (s: string) => createHash('md5').update(s).digest('hex');

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export interface Stats {
  n: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

export function stats(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: percentile(s, 50),
    p90: percentile(s, 90),
    p99: percentile(s, 99),
    max: s[s.length - 1] ?? NaN,
    mean: s.reduce((a, b) => a + b, 0) / (s.length || 1),
  };
}

export const ms = (v: number, digits = 2) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');

/** Kills the process after `seconds` so a benchmark can never hang. */
export function deadline(seconds: number, what: string): void {
  setTimeout(() => {
    console.error(`${what}: time limit of ${seconds}s reached, aborting`);
    process.exit(2);
  }, seconds * 1000).unref();
}

export async function login(base: string, username = 'admin', password = 'admin123'): Promise<string> {
  const url = `${base}/api/admin-user/login?username=${encodeURIComponent(username)}&password=${md5(password)}`;
  const res = await fetch(url);
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token)
    throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** Prints rows as an aligned text table. */
export function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => String(r[c] ?? '').length)));
  return rows
    .map((r) =>
      r.map((v, c) => (c === 0 ? String(v).padEnd(widths[c]!) : String(v).padStart(widths[c]!))).join('  '),
    )
    .join('\n');
}

/** The real app (buildApp, logger off) on `db`, listening on 127.0.0.1 at a free port, and an
 * access token of the demo founder. `close` stops the app (not the db) and removes its data dir. */
export async function startBenchApp(
  db: Db,
): Promise<{ base: string; token: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rxdesk-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO: '0',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  const base = `http://127.0.0.1:${addr.port}`;
  return {
    base,
    token: await login(base),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
