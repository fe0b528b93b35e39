/**
 * Order list latency on the generated database (run generate-orders first).
 *
 *   npm run -w bench orders:list          # SQLite (BENCH_DB)
 *   npm run -w bench orders:list:pg       # PostgreSQL (BENCH_DATABASE_URL)
 *
 * The real app (buildApp, logger off) listens on 127.0.0.1:0 in this process; the HTTP clients are
 * wrk's, a separate C process (wrk-load.ts). As admin of shop 1 (500 000 orders), tab WAIT_SHIP,
 * 20 rows a page, it measures at 16 and at 1 concurrent clients:
 *   page 1;
 *   page 500 reached by "next page" (after_sn = the last order of page 499), as the web asks;
 *   page 500 reached by a jump (offset 9 980).
 * Then heavy requests one at a time (and the longest event-loop stall meanwhile), page 1 beside
 * back-to-back long reads, and the plans of the page queries. The last line is the figure.
 */
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CompiledQuery } from 'kysely';
import {
  benchTarget,
  deadline,
  ms,
  openAppDb,
  SqlCapture,
  startBenchApp,
  stats,
  table,
  type Stats,
} from './common.ts';
import { latenciesMs, runWrk } from './wrk-load.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Seconds of wrk per measurement (after WARMUP_S unrecorded on the same page). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const TARGET_P99_MS = 25;
const LIST = '/api/seller/trade/orders';
const TAB = `${LIST}?tab=WAIT_SHIP&page_size=20`;
/** Requests that read many rows or walk far into an index: each must not hold the event loop. */
const HEAVY = {
  'keyword 感冒, page 1': `${LIST}?keyword=${encodeURIComponent('感冒')}&page_no=1&page_size=20`,
  'keyword matching nothing': `${LIST}?keyword=zzzz&page_no=1&page_size=20`,
  'payment_type COD, page 1': `${LIST}?payment_type=COD&page_no=1&page_size=20`,
  'tab ALL, page 25 000 (offset)': `${LIST}?tab=ALL&page_no=25000&page_size=20`,
} as const;

async function main() {
  deadline(20 * 60, 'list-latency');
  const target = benchTarget();
  const loadBefore = loadavg();
  const capture = new SqlCapture();
  const db = openAppDb(target, capture);
  const app = await startBenchApp(db);
  const { base, token } = app;
  const headers = { authorization: `Bearer ${token}` };
  const get = async (path: string) => {
    const res = await fetch(base + path, { headers });
    const body = (await res.json()) as { data: { sn: string }[]; data_total: number };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };
  console.log(
    `${target.label}; app on ${base}; load average before ${loadBefore.map((x) => x.toFixed(2)).join(' ')}`,
  );

  // The three pages, checked: 20 rows each, and "next page" gives what the jump gives.
  const page499 = await get(`${TAB}&page_no=499`);
  const afterSn = page499.data.at(-1)?.sn;
  if (page499.data.length !== 20 || !afterSn)
    throw new Error('page 499 is not full: generate the 1 000 000-order database first');
  const pages = {
    'page 1': `${TAB}&page_no=1`,
    'page 500, next (after_sn)': `${TAB}&page_no=500&after_sn=${afterSn}`,
    'page 500, jump (offset)': `${TAB}&page_no=500`,
  };
  const viaNext = await get(pages['page 500, next (after_sn)']);
  const viaJump = await get(pages['page 500, jump (offset)']);
  if (JSON.stringify(viaNext) !== JSON.stringify(viaJump))
    throw new Error('page 500: after_sn and offset differ');
  console.log(`WAIT_SHIP: data_total ${viaJump.data_total}; page 500 starts at ${viaJump.data[0]!.sn}`);

  // Plans of the page queries, captured from the app itself.
  const plans: string[] = [];
  for (const [name, path] of Object.entries(pages)) {
    capture.on = true;
    await get(path);
    capture.on = false;
    const list = capture.drain().find((q) => /from "orders"/.test(q.sql))!;
    const explain = target.kind === 'postgres' ? 'explain (analyze, buffers) ' : 'explain query plan ';
    const plan = await db.executeQuery(CompiledQuery.raw(explain + list.sql, [...list.parameters]));
    const lines = plan.rows.map((r) => {
      const row = r as Record<string, unknown>;
      return String(row['QUERY PLAN'] ?? row.detail);
    });
    plans.push(`-- ${name}: ${list.sql}\n-- params ${JSON.stringify(list.parameters)}\n${lines.join('\n')}`);
  }

  const rows: (string | number)[][] = [['page (ms)', 'clients', 'n', 'p50', 'p90', 'p99', 'max', 'req/s']];
  const p99 = {} as Record<string, number>;
  for (const conc of [CONCURRENCY, 1]) {
    for (const [name, path] of Object.entries(pages)) {
      const run = { url: base + path, token, concurrency: conc };
      await runWrk({ ...run, seconds: WARMUP_S });
      const r = await runWrk({ ...run, seconds: conc === 1 ? Math.ceil(SECONDS / 2) : SECONDS });
      if (r.errors) throw new Error(`${name}: ${r.errors} errors of ${r.requests} requests`);
      const s: Stats = stats(latenciesMs(r.histogram));
      if (conc === CONCURRENCY) p99[name] = s.p99;
      rows.push([
        name,
        conc,
        s.n,
        ms(s.p50),
        ms(s.p90),
        ms(s.p99),
        ms(s.max),
        (r.requests / r.seconds).toFixed(0),
      ]);
    }
  }

  // Heavy requests, one at a time: their latency and the longest the event loop was held meanwhile.
  const heavy: (string | number)[][] = [
    ['heavy request, c=1 (ms)', 'n', 'p50', 'max', 'longest event-loop stall'],
  ];
  for (const [name, path] of Object.entries(HEAVY)) {
    await get(path);
    const delay = monitorEventLoopDelay({ resolution: 2 });
    delay.enable();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await get(path);
      times.push(performance.now() - t0);
    }
    delay.disable();
    const s = stats(times);
    heavy.push([name, s.n, ms(s.p50), ms(s.max), ms(delay.max / 1e6)]);
  }

  // Page 1 by one client for 3 s while another keeps a long read running back to back: on SQLite
  // the long reads run on the read worker, and page 1 goes on beside them.
  let longReads = 0;
  let done = false;
  const longLoop = (async () => {
    for (; !done; longReads++) await get(HEAVY['keyword matching nothing']);
  })();
  await new Promise((r) => setTimeout(r, 100));
  const beside = await runWrk({ url: base + pages['page 1'], token, concurrency: 1, seconds: 3 });
  done = true;
  await longLoop;
  const besideStats = stats(latenciesMs(beside.histogram));

  await app.close();
  await db.destroy();
  const loadAfter = loadavg();
  console.log(`\n${table(rows)}\n\n${table(heavy)}`);
  console.log(
    `\npage 1 c=1 beside ${longReads} back-to-back long reads: p50 ${ms(besideStats.p50)} ms, p99 ${ms(besideStats.p99)} ms, max ${ms(besideStats.max)} ms`,
  );
  console.log(`\nPlans (${target.label}):\n${plans.join('\n\n')}`);
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(`\nload average before ${load(loadBefore)}, after ${load(loadAfter)} (2 cores)`);
  const met = (v: number) => (v <= TARGET_P99_MS ? 'MET' : 'MISSED');
  console.log(
    `orders list ${target.label}, c=${CONCURRENCY}, p99 (target ≤ ${TARGET_P99_MS} ms): ` +
      Object.entries(p99)
        .map(([name, v]) => `${name} ${ms(v)} ms ${met(v)}`)
        .join('; '),
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
