/**
 * HTTP load generator that runs in a worker thread, so the clients' own CPU does not run on the
 * server's event loop. The clients are autocannon's (the Fastify team's load tool: its own
 * keep-alive sockets and a lean HTTP parser). An earlier version used `fetch`: on this 2-core
 * machine its WHATWG-stream machinery cost ~0.35 ms of CPU per request, which made the clients,
 * not the server, the bottleneck at 16 connections (a bare node:http server measured 5.4 ms p50
 * through it). Every response's own duration (hrtime, fractional ms) is kept, not autocannon's
 * whole-millisecond histogram. Plain JS source (eval'd worker): no loader needed.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface LoadScenario {
  name: string;
  /** A path on the app, or a full URL (e.g. the bare-HTTP baseline). */
  path: string;
  concurrency: number;
  warmup: number;
  requests: number;
}

export interface LoadResult {
  name: string;
  latencies: number[];
  seconds: number;
  errors: number;
  firstError: string | null;
  bytes: number;
  /** The time budget ran out before `requests` were made: fewer samples than asked for. */
  truncated: boolean;
}

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const autocannon = require(workerData.autocannonPath);
const { base, token, scenarios, budgetMs, warmupBudgetMs } = workerData;
// One autocannon instance per scenario: the warm-up and the measured requests go over the same
// keep-alive sockets (as a browser's do), and only the responses after the first \`warmup\` are
// kept. Measuring on fresh sockets put each block's 16 first requests (connect, the server's new
// connection) into the samples: 3 % of a 500-request block, enough to move its p99.
function run(s, limitMs) {
  const total = s.warmup + s.requests;
  // autocannon reads amount 0 as "no limit"
  if (s.requests === 0) return Promise.resolve({ latencies: [], seconds: 0, errors: 0, firstError: null, bytes: 0, truncated: false });
  return new Promise((resolve, reject) => {
    const lat = [];
    let errors = 0, firstError = null, bytes = 0, truncated = false, seen = 0;
    let t0 = performance.now(); // moves to the last warm-up response
    let last = t0; // autocannon's own shutdown ticks are not part of the run

    const instance = autocannon({
      url: s.path.startsWith('http') ? s.path : base + s.path,
      connections: s.concurrency,
      amount: total,
      headers: { authorization: 'Bearer ' + token },
      timeout: 30,
    }, (err) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve({ latencies: lat, seconds: (last - t0) / 1000, errors, firstError, bytes, truncated });
    });
    // Bounded in time: past the budget the run stops (fewer samples; the result says so).
    const timer = setTimeout(() => { truncated = true; instance.stop(); }, limitMs);
    instance.on('response', (_client, status, resBytes, ms) => {
      last = performance.now();
      if (status !== 200) { errors++; firstError = firstError || 'HTTP ' + status; }
      if (++seen <= s.warmup) { t0 = last; return; }
      bytes += resBytes;
      if (status === 200) lat.push(ms);
    });
    instance.on('reqError', (e) => { errors++; firstError = firstError || String(e); });
  });
}
(async () => {
  const results = [];
  for (const s of scenarios) {
    const r = await run(s, warmupBudgetMs + budgetMs);
    results.push({ name: s.name, ...r });
  }
  parentPort.postMessage(results);
})().catch((e) => parentPort.postMessage({ error: String(e && e.stack || e) }));
`;

/** Runs the scenarios one after the other; each stops starting requests after budgetMs (warm-up: warmupBudgetMs). */
export function runLoad(
  base: string,
  token: string,
  scenarios: LoadScenario[],
  budgetMs = 60_000,
  warmupBudgetMs = 10_000,
): Promise<LoadResult[]> {
  return new Promise((resolve, reject) => {
    const w = new Worker(SOURCE, {
      eval: true,
      workerData: {
        base,
        token,
        scenarios,
        budgetMs,
        warmupBudgetMs,
        autocannonPath: createRequire(import.meta.url).resolve('autocannon'),
      },
    });
    w.once('message', (m: LoadResult[] | { error: string }) => {
      void w.terminate();
      if ('error' in m) reject(new Error(m.error));
      else resolve(m);
    });
    w.once('error', reject);
  });
}
