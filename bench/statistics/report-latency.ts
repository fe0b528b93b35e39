/**
 * Statistics reports under load: each of the eight reports for the last 30 days and the last
 * year (366 days ending today), 8 concurrent clients over HTTP against the real app (listening on
 * 127.0.0.1) on the database `stats:generate` built. Prints p50 / p99 per report and range, and
 * as its last line a summary (worst p99, and whether all are within the 100 ms; the
 * dashboard, called the same way, within 50 ms).
 *
 *   npm run -w bench stats:reports         # SQLite (BENCH_DB, default bench/.data/statistics.db)
 *   npm run -w bench stats:reports:pg      # PostgreSQL (BENCH_DATABASE_URL), schema bench
 * Env: BENCH_REQUESTS per report and range (default 160), BENCH_CLIENTS (default 8), BENCH_ONLY
 * (report names, comma-separated; the dashboard is always measured), BENCH_SETTLE_MS (default 5000),
 * BENCH_WARMUP_MS (unrecorded load before each measurement, default 1000).
 */
import { shanghaiToday, dayNumber, dayText } from '@rxdesk/contract/statistics/period';
import { migrateToLatest } from '@rxdesk/server/src/platform/db/migrator.ts';
import {
  benchTarget,
  deadline,
  ms,
  openAppDb,
  PG_SCHEMA,
  startBenchApp,
  stats,
  table,
} from '../orders/common.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 160);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 5000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1000);
/** BENCH_ONLY=overview,dashboard measures only those. */
const ONLY = process.env.BENCH_ONLY?.split(',');
const LIMIT_MS = 100;
const DASHBOARD_LIMIT_MS = 50;

async function main() {
  deadline(20 * 60, 'report-latency');
  const t = benchTarget('statistics.db');
  const db = openAppDb(t);
  // A database generated before the newest migration (the memo's revisions table) is brought up.
  await migrateToLatest(db, t.kind === 'postgres' ? { schema: PG_SCHEMA } : {});
  const app = await startBenchApp(db);
  const today = shanghaiToday(Math.floor(Date.now() / 1000));
  const back = (days: number) => dayText((dayNumber(today) ?? 0) - days + 1);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const ranges = {
    '30 days': `start_date=${back(30)}&end_date=${today}`,
    '1 year': `start_date=${back(366)}&end_date=${today}`,
  };
  const reports: [string, (period: string, label: string) => string][] = [
    ['overview', (p) => `overview?${p}`],
    ['goods', (p) => `goods?${p}&sort=amount`],
    ['price-sales', (p) => `price-sales?${p}&ranges=0-50,51-100,101-200,201-500,501-1000`],
    ['hot-goods', (p) => `hot-goods?${p}`],
    // The operate report's periods are a month (≈ 30 days) and a year.
    [
      'operate',
      (_p, label) =>
        label === '30 days'
          ? `operate?cycle=MONTH&year=${year}&month=${month}`
          : `operate?cycle=YEAR&year=${year - 1}`,
    ],
    ['buy-analysis', (p) => `buy-analysis?${p}&ranges=0-100,101-200,201-500,501-2000`],
    ['sales', (p) => `sales?${p}&granularity=WEEK`],
    ['region', (p) => `region?${p}`],
  ];
  const call = async (path: string) => {
    const started = performance.now();
    const res = await fetch(`${app.base}/api/seller/statistics/${path}`, {
      headers: { authorization: app.token },
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 200)}`);
    return performance.now() - started;
  };
  /** REQUESTS calls of one path from CLIENTS clients at once, after one first call alone: that one
   * reads the rollups (the memo is cold, as after each catch-up that changed the shop's rollups),
   * the others are answered from the memo while nothing changes. */
  const measure = async (url: string) => {
    const first = await call(url);
    // Then WARMUP_MS of unrecorded load at full concurrency, as the orders bench does: the pool
    // opens its connections and PostgreSQL prepares each statement on each of them on the first
    // bursts, not on every burst.
    const warmUntil = performance.now() + WARMUP_MS;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < warmUntil) await call(url);
      }),
    );
    const samples: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < REQUESTS) {
          next += 1;
          samples.push(await call(url));
        }
      }),
    );
    return { ...stats(samples), first };
  };
  // The app's start-up jobs (the settlement and rollup sweeps) read the orders once at start: let
  // them finish, or the first report measured would be measuring them.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  console.log(`${t.label}: ${REQUESTS} requests per report and range, ${CLIENTS} clients`);
  const rows: (string | number)[][] = [['report', 'range', 'first ms', 'n', 'p50 ms', 'p99 ms', 'max ms']];
  let worst = { p99: 0, what: '' };
  for (const [name, path] of reports.filter(([name]) => !ONLY || ONLY.includes(name))) {
    for (const [label, period] of Object.entries(ranges)) {
      const s = await measure(path(period, label));
      rows.push([name, label, ms(s.first, 1), s.n, ms(s.p50, 1), ms(s.p99, 1), ms(s.max, 1)]);
      if (s.p99 > worst.p99) worst = { p99: s.p99, what: `${name} ${label}` };
      console.log(`  ${name} ${label}: p99 ${ms(s.p99, 1)} ms`);
    }
  }
  // The dashboard (today, yesterday, the 7-day trend and the to-dos): its own budget, 50 ms.
  const b = await measure('dashboard');
  rows.push(['dashboard', 'today', ms(b.first, 1), b.n, ms(b.p50, 1), ms(b.p99, 1), ms(b.max, 1)]);
  console.log(table(rows));
  await app.close();
  await db.destroy();
  console.log(
    `summary ${t.label}: 8 reports × 2 ranges, ${CLIENTS} clients: worst p99 ${ms(worst.p99, 1)} ms (${worst.what}); ` +
      `${worst.p99 <= LIMIT_MS ? 'all' : 'NOT all'} within ${LIMIT_MS} ms; dashboard p99 ${ms(b.p99, 1)} ms ` +
      `(${b.p99 <= DASHBOARD_LIMIT_MS ? 'within' : 'NOT within'} ${DASHBOARD_LIMIT_MS} ms)`,
  );
}

await main();
