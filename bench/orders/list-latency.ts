/**
 * Order list latency, API vs raw SQL, on the generated database (run generate-orders first).
 *
 *   npx tsx bench/orders/list-latency.ts                    # SQLite (BENCH_DB)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/orders/list-latency.ts
 *
 * The real app (buildApp, logger off) listens on 127.0.0.1:0 in this process; the HTTP clients
 * (keep-alive fetch) run in a worker thread. As admin of shop 1 (500 000 orders) it requests
 *   GET /api/seller/trade/orders?tab=WAIT_SHIP&page_no=1&page_size=20   and   …page_no=500…
 * with 1 and with 16 concurrent clients (BENCH_REQUESTS measured requests each, after a warm-up).
 * The SQL each request runs is captured from the app itself (a Kysely plugin compiling the exact
 * operation nodes), then replayed through the bare driver, sequentially and with 16 concurrent
 * callers, and explained (EXPLAIN QUERY PLAN / EXPLAIN ANALYZE).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompiledQuery } from 'kysely';
import { buildApp } from '@rxdesk/server/src/app.ts';
import { loadConfig } from '@rxdesk/server/src/platform/config.ts';
import {
  benchTarget,
  deadline,
  login,
  ms,
  openAppDb,
  SqlCapture,
  stats,
  table,
  type Stats,
} from './common.ts';
import { runLoad, type LoadScenario } from './load-worker.ts';
import { openRawDriver, type RawDriver } from './raw-sql.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SEQ_REQUESTS = Math.max(100, Math.round(REQUESTS / 4));
/** Per HTTP scenario: past it no new request starts (a slow page yields fewer samples, n shows how many). */
const BUDGET_S = Number(process.env.BENCH_BUDGET_S ?? 60);
const TARGET_P99_MS = 25;
const TARGET_RATIO = 1.5;
const LIST = '/api/seller/trade/orders';
const PAGES = {
  page1: `${LIST}?tab=WAIT_SHIP&page_no=1&page_size=20`,
  page500: `${LIST}?tab=WAIT_SHIP&page_no=500&page_size=20`,
} as const;
type PageKey = keyof typeof PAGES;

interface PageSql {
  auth: CompiledQuery;
  ids: CompiledQuery;
  rows: CompiledQuery;
  counters: CompiledQuery;
  all: CompiledQuery[];
}

function classify(queries: CompiledQuery[]): PageSql {
  const find = (what: string, test: (sql: string) => boolean) => {
    const q = queries.find((x) => test(x.sql));
    if (!q) throw new Error(`no ${what} query among:\n${queries.map((x) => x.sql).join('\n')}`);
    return q;
  };
  return {
    auth: find('session lookup', (s) => /from "sessions"/.test(s)),
    ids: find('ids', (s) => /^select "o"\."id" from "orders" as "o"/.test(s)),
    rows: find('rows', (s) => /from "orders" where "id" in/.test(s)),
    counters: find('counters', (s) => /from "order_counters"/.test(s)),
    all: queries,
  };
}

/** The list's own SQL per request, in the app's order: ids → rows, and the counters. */
async function replay(
  driver: { run(q: CompiledQuery): Promise<unknown[]> | unknown[] },
  q: PageSql,
  t: { ids: number[]; rows: number[]; counters: number[]; total: number[] },
) {
  const t0 = performance.now();
  await driver.run(q.ids);
  const t1 = performance.now();
  await driver.run(q.rows);
  const t2 = performance.now();
  await driver.run(q.counters);
  const t3 = performance.now();
  t.ids.push(t1 - t0);
  t.rows.push(t2 - t1);
  t.counters.push(t3 - t2);
  t.total.push(t3 - t0);
}

async function rawSequential(driver: RawDriver, q: PageSql, n: number) {
  const t = {
    ids: [] as number[],
    rows: [] as number[],
    counters: [] as number[],
    total: [] as number[],
    auth: [] as number[],
  };
  for (let i = 0; i < Math.min(20, n); i++)
    await replay(driver, q, { ids: [], rows: [], counters: [], total: [] }); // warm-up
  const started = performance.now();
  for (let i = 0; i < n && performance.now() - started < BUDGET_S * 1000; i++) {
    await replay(driver, q, t);
    const a0 = performance.now();
    await driver.run(q.auth);
    t.auth.push(performance.now() - a0);
  }
  return {
    ids: stats(t.ids),
    rows: stats(t.rows),
    counters: stats(t.counters),
    total: stats(t.total),
    auth: stats(t.auth),
  };
}

async function rawConcurrent(driver: RawDriver, q: PageSql, n: number, concurrency: number): Promise<Stats> {
  const pool = driver.pool(concurrency);
  const total: number[] = [];
  const sink = { ids: [] as number[], rows: [] as number[], counters: [] as number[], total };
  let next = 0;
  let started = performance.now();
  const client = async (count: number) => {
    while (next < count && performance.now() - started < BUDGET_S * 1000) {
      next++;
      await replay(pool, q, sink);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, () => client(concurrency))); // warm-up: one round (connections)
  total.length = 0;
  next = 0;
  started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, () => client(n)));
  await pool.close();
  return stats(total);
}

async function main() {
  deadline(20 * 60, 'list-latency');
  const target = benchTarget();
  const loadBefore = loadavg();
  const capture = new SqlCapture();
  const db = openAppDb(target, [capture]);
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
  const token = await login(base);
  const headers = { authorization: `Bearer ${token}` };
  console.log(
    `${target.label} ${target.kind === 'sqlite' ? target.file : 'schema bench'}; app on ${base}; load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}`,
  );

  // Capture the SQL of one request per page, straight from the app.
  const sqlOf = {} as Record<PageKey, PageSql>;
  for (const key of Object.keys(PAGES) as PageKey[]) {
    capture.on = true;
    const res = await fetch(base + PAGES[key], { headers });
    capture.on = false;
    const body = (await res.json()) as { data: { sn: string }[]; data_total: number };
    if (res.status !== 200 || body.data.length !== 20)
      throw new Error(
        `${key}: ${res.status}, ${body.data?.length} rows (generate the 1 000 000-order database first): ${JSON.stringify(body).slice(0, 300)}`,
      );
    sqlOf[key] = classify(capture.drain(db));
    console.log(
      `${key}: 200, ${body.data.length} rows, data_total ${body.data_total}, first sn ${body.data[0]!.sn}; ${sqlOf[key].all.length} queries`,
    );
  }

  // Transport floor: a bare node:http server answering page 1's exact body (no framework, no SQL).
  const page1Body = Buffer.from(await (await fetch(base + PAGES.page1, { headers })).arrayBuffer());
  const bare = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(page1Body),
  );
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${(bare.address() as { port: number }).port}/`;

  const scenarios: LoadScenario[] = [
    {
      name: 'bare node:http, page1 body c=1',
      path: bareUrl,
      concurrency: 1,
      warmup: 100,
      requests: SEQ_REQUESTS,
    },
    {
      name: 'count (auth + counters) c=1',
      path: `${LIST}/count`,
      concurrency: 1,
      warmup: 100,
      requests: SEQ_REQUESTS,
    },
    { name: 'page1 c=1', path: PAGES.page1, concurrency: 1, warmup: 100, requests: SEQ_REQUESTS },
    { name: 'page500 c=1', path: PAGES.page500, concurrency: 1, warmup: 100, requests: SEQ_REQUESTS },
    {
      name: `page1 c=${CONCURRENCY}`,
      path: PAGES.page1,
      concurrency: CONCURRENCY,
      warmup: 300,
      requests: REQUESTS,
    },
    {
      name: `page500 c=${CONCURRENCY}`,
      path: PAGES.page500,
      concurrency: CONCURRENCY,
      warmup: 300,
      requests: REQUESTS,
    },
  ];
  const http = await runLoad(base, token, scenarios, BUDGET_S * 1000);
  bare.closeAllConnections();
  bare.close();
  const api: Record<string, { s: Stats; rps: number; errors: number }> = {};
  for (const r of http) {
    if (r.errors) throw new Error(`${r.name}: ${r.errors} errors, first: ${r.firstError}`);
    if (r.truncated)
      console.log(
        `${r.name}: the ${BUDGET_S} s budget ran out after ${r.latencies.length} of the requests asked for`,
      );
    api[r.name] = { s: stats(r.latencies), rps: r.latencies.length / r.seconds, errors: r.errors };
  }

  // Raw SQL through the bare driver, after the HTTP runs (the server is idle now).
  const driver = await openRawDriver(target);
  const raw = {} as Record<PageKey, { seq: Awaited<ReturnType<typeof rawSequential>>; conc: Stats }>;
  for (const key of Object.keys(PAGES) as PageKey[]) {
    raw[key] = {
      seq: await rawSequential(driver, sqlOf[key], SEQ_REQUESTS),
      conc: await rawConcurrent(driver, sqlOf[key], REQUESTS, CONCURRENCY),
    };
  }
  const plans: string[] = [];
  for (const key of Object.keys(PAGES) as PageKey[]) {
    for (const part of ['ids', 'rows', 'counters'] as const) {
      const q = sqlOf[key][part];
      plans.push(
        `-- ${key} ${part}: ${q.sql}\n-- params: ${JSON.stringify(q.parameters)}\n${await driver.explain(q)}`,
      );
    }
  }
  plans.push(
    `-- session lookup (every request): ${sqlOf.page1.auth.sql}\n${await driver.explain(sqlOf.page1.auth)}`,
  );
  await driver.close();
  await app.close();
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  const loadAfter = loadavg();

  const c = CONCURRENCY;
  const row = (name: string, s: Stats, extra = '') => [
    name,
    s.n,
    ms(s.p50),
    ms(s.p90),
    ms(s.p99),
    ms(s.max),
    extra,
  ];
  const rows: (string | number)[][] = [['measurement (ms)', 'n', 'p50', 'p90', 'p99', 'max', 'req/s']];
  for (const [name, v] of Object.entries(api)) rows.push(row(`API ${name}`, v.s, v.rps.toFixed(0)));
  for (const key of Object.keys(PAGES) as PageKey[]) {
    const r = raw[key];
    rows.push(row(`SQL ${key} ids query (seq)`, r.seq.ids));
    rows.push(row(`SQL ${key} rows query (seq)`, r.seq.rows));
    rows.push(row(`SQL ${key} counters query (seq)`, r.seq.counters));
    rows.push(row(`SQL ${key} ids+rows+counters (seq)`, r.seq.total));
    rows.push(row(`SQL ${key} ids+rows+counters (${c} concurrent)`, r.conc));
  }
  rows.push(row('SQL session lookup (seq)', raw.page1.seq.auth));
  console.log(`\n${table(rows)}`);
  console.log(`\nPlans (${target.label}):\n${plans.join('\n\n')}`);

  const p = (k: PageKey) => api[`${k} c=${c}`]!.s;
  const p1 = (k: PageKey) => api[`${k} c=1`]!.s;
  const ratioConc = (k: PageKey) => p(k).p50 / raw[k].conc.p50;
  const ratioSeq = (k: PageKey) => p1(k).p50 / raw[k].seq.total.p50;
  console.log(
    `\nload average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}, after ${loadAfter.map((x) => x.toFixed(2)).join(' ')} (2 cores)`,
  );
  for (const k of Object.keys(PAGES) as PageKey[]) {
    const ok99 = p(k).p99 <= TARGET_P99_MS;
    console.log(
      `${k}: p99 ${ms(p(k).p99)} ms at c=${c} → target ≤ ${TARGET_P99_MS} ms ${ok99 ? 'MET' : 'MISSED'}; ` +
        `API/SQL p50 ${ratioConc(k).toFixed(2)} at c=${c}, ${ratioSeq(k).toFixed(2)} at c=1 → target ≤ ${TARGET_RATIO} ${ratioConc(k) <= TARGET_RATIO && ratioSeq(k) <= TARGET_RATIO ? 'MET' : 'MISSED'}`,
    );
  }
  console.log(
    `orders list ${target.label}: page1 p50 ${ms(p('page1').p50)} ms p99 ${ms(p('page1').p99)} ms; page500 p50 ${ms(p('page500').p50)} ms p99 ${ms(p('page500').p99)} ms (c=${c}); ` +
      `raw SQL p50 ${ms(raw.page1.seq.total.p50)}/${ms(raw.page500.seq.total.p50)} ms seq, ${ms(raw.page1.conc.p50)}/${ms(raw.page500.conc.p50)} ms at c=${c}; ` +
      `API/SQL p50 ratio ${ratioConc('page1').toFixed(2)}/${ratioConc('page500').toFixed(2)} at c=${c}, ${ratioSeq('page1').toFixed(2)}/${ratioSeq('page500').toFixed(2)} at c=1`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
