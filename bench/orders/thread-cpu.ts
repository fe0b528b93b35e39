/** CPU time of this process's threads, read from /proc (Linux): the benchmarks report the app's
 * main-thread CPU per request beside each latency, because on a shared machine the same code's
 * CPU per request varies from run to run (seen: ~400 and ~800 µs) and latency follows it. */
import { readdirSync, readFileSync } from 'node:fs';

/** CPU ticks (1/100 s) per thread of this process, by thread name ("main" for the main thread). */
export function threadTicks(): Map<string, number> {
  const out = new Map<string, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      const f = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      const key = tid === String(process.pid) ? 'main' : process.env.BENCH_BY_TID ? `${name}#${tid}` : name;
      out.set(key, (out.get(key) ?? 0) + Number(f[11]) + Number(f[12]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return out;
}

/** The main thread's CPU ticks so far (1/100 s). */
export function mainThreadTicks(): number {
  return threadTicks().get('main') ?? 0;
}
