/**
 * HTTP load from wrk (Debian's package), a separate C process: the list benchmark's clients.
 *
 * Why a C client: on these 2 cores the clients share the CPU with the server and the database;
 * a JavaScript client (autocannon, fetch) burns ~0.2–0.35 ms of CPU per response, taken from the
 * server under test, and its GC pauses land in the latencies it records. wrk parses a response in
 * a few microseconds and keeps a microsecond histogram, which wrk-report.lua prints whole.
 *
 * That histogram holds more samples than there were responses: at the end of a run wrk corrects
 * for coordinated omission (stats_correct): a response slower than twice the mean time per request
 * of a connection also records the requests the connection would have sent meanwhile, at that
 * latency minus one, two… intervals. Its percentiles are therefore at least those of the raw
 * response times, never below; `requests` is the count of responses.
 */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPORT = join(dirname(fileURLToPath(import.meta.url)), 'wrk-report.lua');

export interface WrkRun {
  url: string;
  token: string;
  concurrency: number;
  seconds: number;
}

export interface WrkResult {
  requests: number;
  seconds: number;
  /** Non-2xx/3xx answers, connect/read/write errors and time-outs. */
  errors: number;
  /** Latency histogram, microseconds → samples, with wrk's coordinated-omission correction. */
  histogram: Map<number, number>;
}

/** Runs wrk once (one thread, `concurrency` keep-alive connections, for `seconds`). */
export function runWrk(run: WrkRun): Promise<WrkResult> {
  const args = [
    '-t1',
    `-c${run.concurrency}`,
    `-d${run.seconds}s`,
    '--timeout',
    '30s',
    '-H',
    `authorization: Bearer ${run.token}`,
    '-s',
    REPORT,
    run.url,
  ];
  return new Promise((resolve, reject) =>
    execFile('wrk', args, { maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) {
        const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
        reject(
          new Error(
            missing ? 'wrk is not installed: run `bash scripts/ensure-wrk.sh`' : `wrk: ${stderr || err}`,
          ),
        );
        return;
      }
      try {
        resolve(parseReport(stdout));
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)));
      }
    }),
  );
}

export function parseReport(stdout: string): WrkResult {
  const line = (tag: string) => {
    const found = stdout.split('\n').find((l) => l.startsWith(`${tag} `) || l === tag);
    if (found === undefined) throw new Error(`wrk printed no ${tag}:\n${stdout.slice(0, 2000)}`);
    return found.slice(tag.length).trim();
  };
  const [requests, durationUs, , connect, read, write, status, timeout] = line('WRK_SUMMARY')
    .split(' ')
    .map(Number);
  const histogram = new Map<number, number>();
  for (const pair of line('WRK_LATENCY').split(' ').filter(Boolean)) {
    const [value, count] = pair.split(':').map(Number);
    histogram.set(value!, (histogram.get(value!) ?? 0) + count!);
  }
  return {
    requests: requests!,
    seconds: durationUs! / 1e6,
    errors: connect! + read! + write! + status! + timeout!,
    histogram,
  };
}

/** The latencies of a histogram in milliseconds, one entry per sample (for `stats`). */
export function latenciesMs(histogram: Map<number, number>): number[] {
  const out: number[] = [];
  for (const [us, count] of histogram) for (let i = 0; i < count; i++) out.push(us / 1000);
  return out;
}
