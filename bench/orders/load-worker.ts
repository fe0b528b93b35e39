/**
 * HTTP load generator that runs in a worker thread, so the clients' own CPU (fetch, body reads)
 * does not run on the server's event loop. Plain JS source (eval'd worker): no loader needed.
 */
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
const { base, token, scenarios, budgetMs, warmupBudgetMs } = workerData;
const headers = { authorization: 'Bearer ' + token };
async function run(s, count, record, limitMs) {
  let next = 0;
  const lat = [];
  let errors = 0, firstError = null, bytes = 0, truncated = false;
  const started = Date.now();
  async function client() {
    while (next < count) {
      // Bounded in time: past the budget no new request starts (the ones in flight finish).
      if (Date.now() - started > limitMs) { truncated = true; return; }
      next++;
      const t0 = performance.now();
      try {
        const res = await fetch(s.path.startsWith('http') ? s.path : base + s.path, { headers });
        const body = await res.arrayBuffer();
        const dt = performance.now() - t0;
        bytes += body.byteLength;
        if (res.status !== 200) { errors++; firstError = firstError || (res.status + ' ' + Buffer.from(body).toString().slice(0, 200)); }
        else if (record) lat.push(dt);
      } catch (e) { errors++; firstError = firstError || String(e); }
    }
  }
  const t0 = performance.now();
  await Promise.all(Array.from({ length: s.concurrency }, client));
  return { latencies: lat, seconds: (performance.now() - t0) / 1000, errors, firstError, bytes, truncated };
}
(async () => {
  const results = [];
  for (const s of scenarios) {
    await run(s, s.warmup, false, warmupBudgetMs);
    const r = await run(s, s.requests, true, budgetMs);
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
      workerData: { base, token, scenarios, budgetMs, warmupBudgetMs },
    });
    w.once('message', (m: LoadResult[] | { error: string }) => {
      void w.terminate();
      if ('error' in m) reject(new Error(m.error));
      else resolve(m);
    });
    w.once('error', reject);
  });
}
