/**
 * CPU profile of the order list under load: the app in this process (logger off) on the generated
 * database, autocannon's clients in a worker thread, the main thread profiled by V8's sampling
 * profiler while BENCH_REQUESTS requests run at c=16. Prints the functions with the most self
 * time (and their source), grouped, and writes the .cpuprofile (open it in Chrome DevTools).
 *
 *   npx tsx bench/orders/profile-list.ts [page path]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { BENCH_DIR, benchTarget, openAppDb, startBenchApp } from './common.ts';
import { runLoad } from './load-worker.ts';
import { threadTicks } from './thread-cpu.ts';
import { latenciesMs, runWrk } from './wrk-load.ts';

/** Concurrent clients (BENCH_CONCURRENCY): 16 as in the list benchmark; 1 shows a request alone. */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Whole seconds of wrk under the CPU profiler (BENCH_SECONDS). */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

interface HeapNode {
  callFrame: Node['callFrame'];
  selfSize: number;
  children: HeapNode[];
}

/** BENCH_PROFILE=heap: V8's sampling heap profiler, counting objects a scavenge or a full GC
 * already collected too — what the requests allocate, by function and package, per request. */
async function heapProfile(session: Session, base: string, token: string, path: string, requests: number) {
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  } as never);
  const [r] = await runLoad(base, token, [
    { name: 'heap', path, concurrency: CONCURRENCY, warmup: 0, requests },
  ]);
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: HeapNode } };
  const self = new Map<string, number>();
  const byPkg = new Map<string, number>();
  let total = 0;
  const walk = (n: HeapNode) => {
    const url = n.callFrame.url.replace(/^.*node_modules\//, '~/').replace(/^.*\/work\/main\//, '');
    const key = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber + 1}`;
    const m = /~\/((?:@[^/]+\/)?[^/]+)/.exec(key);
    const pkg = m ? m[1]! : key.includes('apps/server') ? 'app' : n.callFrame.functionName || '(anon)';
    self.set(key, (self.get(key) ?? 0) + n.selfSize);
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + n.selfSize);
    total += n.selfSize;
    n.children.forEach(walk);
  };
  walk(profile.head);
  const n = r!.latencies.length;
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([key, v]) => `${(v / n / 1024).toFixed(1).padStart(7)} KiB  ${key}`)
      .join('\n');
  console.log(`allocated per request, by function:\n${top(self, 30)}\n\nby package:\n${top(byPkg, 15)}`);
  console.log(`${n} requests: ${(total / n / 1024).toFixed(0)} KiB allocated per request (sampled)`);
}

async function main() {
  const path = process.argv[2] ?? '/api/seller/trade/orders?tab=WAIT_SHIP&page_no=1&page_size=20';
  const requests = Number(process.env.BENCH_REQUESTS ?? 6000); // heap profile
  const target = benchTarget();
  const db = openAppDb(target);
  const app = await startBenchApp(db);
  const { base, token } = app;
  await runLoad(base, token, [{ name: 'warm', path, concurrency: 16, warmup: 0, requests: 1000 }]);
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  if (process.env.BENCH_PROFILE === 'heap') return heapProfile(session, base, token, path, requests);
  const profiling = process.env.BENCH_PROFILE !== '0';
  if (profiling) await session.post('Profiler.start');
  const cpu0 = process.cpuUsage();
  const ticks0 = threadTicks();
  // wrk, out of this process (wrk-load.ts): the process CPU below is the server's alone.
  const r = await runWrk({ url: base + path, token, concurrency: CONCURRENCY, seconds: SECONDS });
  const cpu = process.cpuUsage(cpu0);
  const latencies = latenciesMs(r.histogram);
  const ticks1 = threadTicks();
  const perThread = [...ticks1]
    .map(([k, v]) => [k, v - (ticks0.get(k) ?? 0)] as const)
    .filter(([, v]) => v > 0)
    .map(([k, v]) => `${k} ${((v * 10_000) / r.requests).toFixed(0)} µs`)
    .join(', ');
  if (!profiling) {
    console.log(`per request, by thread: ${perThread}`);
  }
  if (!profiling) {
    const l = latencies.sort((a, b) => a - b);
    console.log(
      `${l.length} requests, ${Math.round(l.length / r.seconds)} req/s, p50 ${l[l.length >> 1]!.toFixed(2)} p99 ${l[Math.floor(l.length * 0.99)]!.toFixed(2)} ms`,
    );
    process.exit(0);
  }
  const { profile } = (await session.post('Profiler.stop')) as { profile: { nodes: Node[] } };
  mkdirSync(join(BENCH_DIR, '.data'), { recursive: true }); // a PostgreSQL-only run has no SQLite file there
  const file = join(BENCH_DIR, '.data', 'list.cpuprofile');
  writeFileSync(file, JSON.stringify(profile));
  const total = profile.nodes.reduce((s, n) => s + n.hitCount, 0);
  const self = new Map<string, number>();
  for (const n of profile.nodes) {
    const url = n.callFrame.url.replace(/^.*node_modules\//, '~/').replace(/^.*\/work\/main\//, '');
    const key = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + n.hitCount);
  }
  const byPkg = new Map<string, number>();
  for (const [k, v] of self) {
    const m = /~\/((?:@[^/]+\/)?[^/]+)/.exec(k);
    const pkg = m ? m[1]! : k.includes('apps/server') ? 'app' : k.split(' ')[0]!;
    byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + v);
  }
  const top = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
      .join('\n');
  console.log(`self time by function:\n${top(self, 45)}\n\nby package:\n${top(byPkg, 25)}`);
  const lat = latencies.sort((a, b) => a - b);
  const n = lat.length;
  console.log(
    `${file}\n${n} requests in ${r.seconds.toFixed(2)} s (${Math.round(n / r.seconds)} req/s), process CPU (all its threads) ${(
      (cpu.user + cpu.system) /
      n
    ).toFixed(
      0,
    )} µs/request (process), p50 ${lat[Math.floor(n / 2)]!.toFixed(2)} ms, p99 ${lat[Math.floor(n * 0.99)]!.toFixed(2)} ms`,
  );
  await app.close();
  await db.destroy();
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
