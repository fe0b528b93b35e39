/**
 * Order export memory: streams N rows of shop 1 through GET /api/seller/trade/orders/export and
 * watches the process RSS. The server (buildApp, logger off) and the HTTP client run in THIS
 * process, so the RSS covers both: the app reading rows and writing the XLSX zip, and the client
 * writing the body to bench/.data/export-<N>.xlsx.
 *
 *   npx tsx bench/orders/export-rss.ts --rows 100000        # (BENCH_DB / BENCH_DATABASE_URL as usual)
 *
 * The filter is a created_at range (start_time) chosen so that exactly N orders of shop 1 match;
 * a 1 000-row export runs first so that ExcelJS and the routes are loaded before the baseline.
 * RSS is also printed per second: flat means streamed.
 *
 * Diagnostic: `BENCH_FORCE_GC=1 node --expose-gc --import tsx bench/orders/export-rss.ts --rows N`
 * runs a full GC every second, separating memory that is held from garbage V8 has not collected yet.
 */
import { createWriteStream, mkdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import ExcelJS from 'exceljs';
import { BENCH_DIR, benchTarget, deadline, openAppDb, startBenchApp } from './common.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ROWS = Number(arg('rows') ?? process.env.BENCH_EXPORT_ROWS ?? 100_000);
const VERIFY = process.env.BENCH_VERIFY !== '0';
const forceGc = process.env.BENCH_FORCE_GC === '1' ? (globalThis as { gc?: () => void }).gc : undefined;
if (process.env.BENCH_FORCE_GC === '1' && !forceGc)
  throw new Error('BENCH_FORCE_GC=1 needs node --expose-gc');
const MiB = 1024 * 1024;
const mib = (b: number) => (b / MiB).toFixed(1);

async function exportOnce(base: string, token: string, startTime: number, file: string) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/seller/trade/orders/export?start_time=${startTime}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200 || !res.body) throw new Error(`export: ${res.status} ${await res.text()}`);
  const ttfb = performance.now() - t0;
  await pipeline(Readable.fromWeb(res.body as WebReadableStream), createWriteStream(file));
  return {
    seconds: (performance.now() - t0) / 1000,
    ttfb,
    header: res.headers.get('x-export-rows'),
    bytes: statSync(file).size,
  };
}

/** Rows in the XLSX's first sheet (header included), read back with ExcelJS's streaming reader. */
async function countXlsxRows(file: string): Promise<number> {
  let n = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) for await (const _row of sheet) n++;
  return n;
}

async function main() {
  deadline(10 * 60, 'export-rss');
  const target = benchTarget();
  const db = openAppDb(target);
  // start_time such that exactly ROWS orders of shop 1 are at or after it (generated created_at
  // values are distinct; the demo seed's own orders have low ids but recent times, hence by time).
  const startOf = async (n: number) => {
    const r = await db
      .selectFrom('orders')
      .select('created_at')
      .where('shop_id', '=', 1)
      .orderBy('created_at', 'desc')
      .limit(1)
      .offset(n - 1)
      .executeTakeFirstOrThrow();
    return Number(r.created_at);
  };
  const app = await startBenchApp(db);
  const { base, token } = app;
  const outDir = resolve(BENCH_DIR, '.data');
  mkdirSync(outDir, { recursive: true });

  // Warm-up: load ExcelJS, the route, the statements.
  await exportOnce(base, token, await startOf(1000), join(outDir, 'export-warmup.xlsx'));
  rmSync(join(outDir, 'export-warmup.xlsx'), { force: true });
  const startTime = await startOf(ROWS);
  await new Promise((r) => setTimeout(r, 500));

  const before = process.memoryUsage();
  let peak = before.rss;
  let peakHeap = before.heapUsed;
  let peakExternal = before.external + before.arrayBuffers;
  let samples = 0;
  // RSS over time, one point per second: flat means streamed, a slope means something buffers.
  const timeline: number[] = [];
  const t0 = performance.now();
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    samples++;
    const second = Math.floor((performance.now() - t0) / 1000);
    timeline[second] = Math.max(timeline[second] ?? 0, m.rss);
    if (forceGc && samples % 20 === 0) forceGc();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
    peakExternal = Math.max(peakExternal, m.external + m.arrayBuffers);
  }, 50);
  const file = join(outDir, `export-${ROWS}.xlsx`);
  const r = await exportOnce(base, token, startTime, file);
  clearInterval(sampler);
  const after = process.memoryUsage();
  peak = Math.max(peak, after.rss);

  await app.close();
  await db.destroy();

  console.log(
    `${target.label}; server and client in this process; filter start_time=${startTime} (shop 1, newest ${ROWS} orders)`,
  );
  console.log(
    `x-export-rows: ${r.header}; time ${r.seconds.toFixed(2)} s (first byte ${r.ttfb.toFixed(0)} ms); ${(r.bytes / MiB).toFixed(1)} MiB written to ${file}; ${Math.round(ROWS / r.seconds)} rows/s`,
  );
  console.log(
    `RSS before ${mib(before.rss)} MiB, peak ${mib(peak)} MiB (+${mib(peak - before.rss)}), after ${mib(after.rss)} MiB; heapUsed before ${mib(before.heapUsed)} peak ${mib(peakHeap)} MiB; external+arrayBuffers peak ${mib(peakExternal)} MiB; ${samples} samples at 50 ms`,
  );
  console.log(
    `RSS per second (MiB, max of the second): ${timeline.map((v) => (v ? mib(v) : '–')).join(' ')}`,
  );
  if (VERIFY) {
    const n = await countXlsxRows(file);
    console.log(
      `verify: the XLSX holds ${n - 1} data rows + 1 header row ${n - 1 === ROWS ? '(matches)' : `(EXPECTED ${ROWS})`}`,
    );
    if (n - 1 !== ROWS) process.exitCode = 1;
  }
  if (Number(r.header) !== ROWS) {
    console.log(`x-export-rows ${r.header} ≠ ${ROWS}`);
    process.exitCode = 1;
  }
  console.log(
    `export ${ROWS} rows: ${r.seconds.toFixed(2)} s, peak RSS ${mib(peak)} MiB (baseline ${mib(before.rss)} MiB)`,
  );
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
