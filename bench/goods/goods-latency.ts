/**
 * Goods list and goods picker latency on the generated database (run goods:generate first).
 *
 *   npm run -w bench goods:list                 # SQLite (BENCH_DB, default bench/.data/goods.db)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_goods npm run -w bench goods:list
 *
 * The real app listens in this process; wrk (a separate C process, ../orders/wrk-load.ts) is the
 * 16 clients. As admin of shop 1 (100 000 SKUs), each request below runs 10 s after 3 s of warm-up;
 * the keyword searches cover a Chinese name, a common name, a code prefix and a miss. The last line
 * is the figure. BENCH_ONLY=<part of a request's name> runs only those (e.g. BENCH_ONLY=list).
 */
import { loadavg } from 'node:os';
import { benchTarget, deadline, ms, openAppDb, startBenchApp, stats, table } from '../orders/common.ts';
import { latenciesMs, runWrk } from '../orders/wrk-load.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 3);
const TARGET_P99_MS = 25;
const kw = (s: string) => encodeURIComponent(s);
const PICKER = '/api/admin/goods/skus?page_size=10&market_enable=1&is_auth=1';
const LIST = '/api/seller/goods?page_size=10';

/** Each request and whether it needs the goods list endpoint (the picker exists on its own). */
const REQUESTS: [string, string][] = [
  ['picker, page 1', `${PICKER}&page_no=1`],
  ['picker, keyword 感冒 (name)', `${PICKER}&keyword=${kw('感冒')}`],
  ['picker, keyword 布洛芬 (common name)', `${PICKER}&keyword=${kw('布洛芬')}`],
  ['picker, keyword BG0612 (code prefix)', `${PICKER}&keyword=BG0612`],
  ['picker, keyword 无此药 (no match)', `${PICKER}&keyword=${kw('无此药')}`],
  ['list, on sale, page 1', `${LIST}&tab=ON_SALE&page_no=1`],
  ['list, on sale, page 500', `${LIST}&tab=ON_SALE&page_no=500`],
  ['list, keyword 颗粒', `${LIST}&tab=ON_SALE&keyword=${kw('颗粒')}`],
  ['list, keyword 阿莫西林', `${LIST}&tab=ON_SALE&keyword=${kw('阿莫西林')}`],
];

async function main() {
  deadline(15 * 60, 'goods-latency');
  const target = benchTarget('goods.db');
  const loadBefore = loadavg();
  const db = openAppDb(target);
  const app = await startBenchApp(db);
  const headers = { authorization: `Bearer ${app.token}` };
  const rows: (string | number)[][] = [['request (ms)', 'total', 'p50', 'p90', 'p99', 'max', 'req/s']];
  const p99: number[] = [];
  const only = process.env.BENCH_ONLY; // a part of a request's name, to run only those
  for (const [name, path] of REQUESTS.filter(([n]) => !only || n.includes(only))) {
    const first = await fetch(app.base + path, { headers });
    if (first.status === 404) {
      rows.push([name, 'not built', '', '', '', '', '']);
      continue;
    }
    const body = (await first.json()) as { data_total?: number };
    if (first.status !== 200)
      throw new Error(`${name}: ${first.status} ${JSON.stringify(body).slice(0, 200)}`);
    const run = { url: app.base + path, token: app.token, concurrency: CONCURRENCY };
    await runWrk({ ...run, seconds: WARMUP_S });
    const r = await runWrk({ ...run, seconds: SECONDS });
    if (r.errors) throw new Error(`${name}: ${r.errors} errors of ${r.requests} requests`);
    const s = stats(latenciesMs(r.histogram));
    p99.push(s.p99);
    rows.push([
      name,
      body.data_total ?? '',
      ms(s.p50),
      ms(s.p90),
      ms(s.p99),
      ms(s.max),
      (r.requests / r.seconds).toFixed(0),
    ]);
  }
  await app.close();
  await db.destroy();
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(`${target.label}, ${CONCURRENCY} clients\n${table(rows)}`);
  console.log(`load average before ${load(loadBefore)}, after ${load(loadavg())} (2 cores)`);
  const worst = Math.max(...p99);
  console.log(
    `goods list and picker ${target.label}, c=${CONCURRENCY}: worst p99 ${ms(worst)} ms (target ≤ ${TARGET_P99_MS} ms) ${worst <= TARGET_P99_MS ? 'MET' : 'MISSED'}`,
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
