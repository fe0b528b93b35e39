/**
 * Shared plumbing of the orders benchmarks: which database to use (env), opening it the way the
 * app does, capturing the exact SQL the app runs, percentiles, login, a hard time limit.
 *
 * Env (same for every script):
 *   BENCH_DATABASE_URL  postgres://… → PostgreSQL, schema `bench`; unset → SQLite
 *   BENCH_DB            SQLite file (default bench/.data/orders.db)
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  CompiledQuery,
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { createDatabase, type Db } from '@rxdesk/server/src/platform/db/database.ts';

export const BENCH_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const PG_SCHEMA = 'bench';

export type Target =
  { kind: 'sqlite'; file: string; label: 'SQLite' } | { kind: 'postgres'; url: string; label: 'PostgreSQL' };

export function benchTarget(): Target {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const host = new URL(url).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost')
      throw new Error(`BENCH_DATABASE_URL must point at 127.0.0.1 (got ${host})`);
    return { kind: 'postgres', url, label: 'PostgreSQL' };
  }
  const file = resolve(process.env.BENCH_DB ?? resolve(BENCH_DIR, '.data/orders.db'));
  mkdirSync(dirname(file), { recursive: true });
  return { kind: 'sqlite', file, label: 'SQLite' };
}

/** Opens the database exactly as the app does (createDatabase), optionally with plugins. */
export function openAppDb(t: Target, plugins: KyselyPlugin[] = []): Db {
  return t.kind === 'postgres'
    ? createDatabase({ kind: 'postgres', url: t.url }, { schema: PG_SCHEMA, plugins })
    : createDatabase({ kind: 'sqlite', file: t.file }, { plugins });
}

/** Records every query the app runs while `on` is true, compiled exactly as the driver gets it.
 * Kysely also passes each subquery through the plugins (when it is embedded in its parent), so a
 * captured node found inside another captured node is a subquery, not a statement, and dropped. */
export class SqlCapture implements KyselyPlugin {
  on = false;
  private nodes: { node: RootOperationNode; queryId: PluginTransformQueryArgs['queryId'] }[] = [];
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.on) this.nodes.push({ node: args.node, queryId: args.queryId });
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
  /** Compiles what was captured with the db's own compiler (same SQL text, same parameters). */
  drain(db: Db): CompiledQuery[] {
    const roots = this.nodes.filter(
      ({ node }) => !this.nodes.some((o) => o.node !== node && contains(o.node, node)),
    );
    const out = roots.map(({ node, queryId }) => db.getExecutor().compileQuery(node, queryId));
    this.nodes = [];
    return out;
  }
}

/** Whether `needle` (by identity) occurs anywhere inside the operation-node tree `tree`. */
function contains(tree: unknown, needle: unknown): boolean {
  if (tree === needle) return true;
  if (typeof tree !== 'object' || tree === null) return false;
  return Object.values(tree).some((v) => v !== tree && contains(v, needle));
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
