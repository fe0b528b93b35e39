/**
 * Soak: a mixed load on ONE server process at a steady rate for a fixed time — staff reads (order
 * list pages of several tabs, order detail, tab counters), open-API intake (POST /api/open/orders with
 * the shop key, half with a prescription) and state changes (a pharmacist's prescription audit, an
 * express shipment with batch numbers); soak-client.ts holds the operations and their mix.
 *
 *   npm run -w bench soak                     (BENCH_SECONDS=300 BENCH_RATE=50 by default)
 *
 * The server is the real app in a child process (../live/server-process.ts) over a fresh SQLite file
 * with the demo shop (soak-data.ts), so its RSS is its own. Open loop: request k starts at k / RATE
 * seconds whatever the earlier ones are doing (a slow server shows as latency, not as a slower
 * client); more than BENCH_MAX_IN_FLIGHT (200) outstanding and a slot is skipped and counted.
 * BENCH_WARMUP_S (15) of the same load first, unrecorded; RSS after two full GCs before and after
 * the recorded run, and without GC every 30 s. Errors (any unexpected status) are printed; any error
 * or skipped slot makes the exit status 1. Last line: the headline.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { ServerHandle } from '../live/server-handle.ts';
import { BENCH_DIR, deadline, login, ms, stats, table } from '../orders/common.ts';
import { CYCLE, KINDS, SoakClient, type Kind, type Outcome } from './soak-client.ts';
import { prepareSoakData } from './soak-data.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 300);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 15);
const MAX_IN_FLIGHT = Number(process.env.BENCH_MAX_IN_FLIGHT ?? 200);
const DATA_DIR = resolve(BENCH_DIR, '.data/soak');

const sleep = (n: number) => new Promise((r) => setTimeout(r, n));
const mib = (b: number) => (b / 1024 / 1024).toFixed(1);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** VmRSS of a process, bytes, as the kernel counts it now (no GC first). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? NaN) * 1024;
}

/** Starts CYCLE's requests at `rate` per second for `seconds`, then waits for the last answers. */
async function drive(client: SoakClient, seconds: number, rate: number, onOutcome: (o: Outcome) => void) {
  const start = performance.now();
  let started = 0;
  let skipped = 0;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  for (;;) {
    const elapsed = (performance.now() - start) / 1000;
    if (elapsed >= seconds) break;
    for (const due = Math.floor(elapsed * rate); started < due; started++) {
      if (inFlight >= MAX_IN_FLIGHT) {
        skipped++;
        continue;
      }
      inFlight++;
      const p: Promise<void> = client.run(CYCLE[started % CYCLE.length]!).then((o) => {
        inFlight--;
        pending.delete(p);
        onOutcome(o);
      });
      pending.add(p);
    }
    await sleep(2);
  }
  await Promise.all(pending);
  return { started, skipped, seconds: (performance.now() - start) / 1000 };
}

async function main(): Promise<void> {
  deadline(SECONDS + WARMUP_S + 300, 'soak');
  console.log(`soak: ${SECONDS} s at ${RATE} requests/s (+${WARMUP_S} s warm-up), SQLite, one process`);
  const data = await prepareSoakData(DATA_DIR);
  const server = await ServerHandle.start('soak', {
    DATA_DIR,
    ACCESS_TOKEN_TTL: '86400',
    DEMO: '0',
  });
  try {
    const client = new SoakClient(
      server.base,
      await login(server.base, 'admin', 'admin123'),
      await login(server.base, 'pharmacist', 'pharm123'),
      data,
    );
    const warm = await drive(client, WARMUP_S, RATE, () => undefined);
    const memStart = await server.mem();
    const loadStart = load();
    console.log(
      `warm-up: ${warm.started} requests; load average ${loadStart}; RSS after GC ${mib(memStart.rss)} MiB`,
    );

    const samples: Record<Kind, number[]> = Object.fromEntries(KINDS.map((k) => [k, []])) as never;
    const errors: string[] = [];
    const rss: string[] = [];
    const sampler = setInterval(() => rss.push(mib(rssOf(server.pid))), 30_000);
    const run = await drive(client, SECONDS, RATE, (o) => {
      samples[o.kind].push(o.ms);
      if (o.error) errors.push(o.error);
    });
    clearInterval(sampler);
    const loadEnd = load();
    const memEnd = await server.mem();

    const done = KINDS.reduce((n, k) => n + samples[k].length, 0);
    const rows: (string | number)[][] = [['kind', 'n', 'p50 ms', 'p99 ms', 'max ms']];
    for (const k of KINDS) {
      const s = stats(samples[k]);
      rows.push([k, s.n, ms(s.p50), ms(s.p99), ms(s.max)]);
    }
    const all = stats(KINDS.flatMap((k) => samples[k]));
    rows.push(['all', all.n, ms(all.p50), ms(all.p99), ms(all.max)]);
    console.log(table(rows));
    console.log(
      `slots that found no order to act on and read the counters instead: ${JSON.stringify(client.substituted)}`,
    );
    console.log(
      `throughput: ${(done / run.seconds).toFixed(1)} requests/s (${done} in ${run.seconds.toFixed(1)} s); skipped slots: ${run.skipped}`,
    );
    console.log(`RSS without GC every 30 s: ${rss.join(' → ')} MiB`);
    console.log(
      `RSS after two full GCs: ${mib(memStart.rss)} → ${mib(memEnd.rss)} MiB (${memEnd.rss >= memStart.rss ? '+' : ''}${mib(memEnd.rss - memStart.rss)}); heap ${mib(memStart.heapUsed)} → ${mib(memEnd.heapUsed)} MiB`,
    );
    console.log(`load average (1, 5, 15 min): start ${loadStart}, end ${loadEnd}`);
    console.log(`errors: ${errors.length}`);
    for (const e of errors.slice(0, 20)) console.log(`  ${e}`);
    const p99 = (k: Kind) => ms(stats(samples[k]).p99, 1);
    console.log(
      `soak ${SECONDS} s at ${RATE}/s: ${(done / run.seconds).toFixed(1)} req/s, p99 ms list ${p99('list')} detail ${p99('detail')} count ${p99('count')} intake ${p99('intake')} intake_rx ${p99('intake_rx')} audit ${p99('audit')} ship ${p99('ship')}; errors ${errors.length}; RSS ${mib(memStart.rss)} → ${mib(memEnd.rss)} MiB; load ${loadStart.split(' ')[0]} → ${loadEnd.split(' ')[0]}`,
    );
    process.exitCode = errors.length > 0 || run.skipped > 0 ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
