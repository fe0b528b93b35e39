import type { HoleFiller } from './json-holes.ts';
import { SqliteReadWorker } from './sqlite-read-worker.ts';

/** A read running this long (ms) is a long one (a keyword search, a report): a list page of a
 * tab takes 0.1–0.6 ms, and at 16 callers its queue turns over in under 10 ms. */
export const LONG_READ_MS = 50;

/** 'short': a page read through an index; 'long': a read that may visit many rows. */
export type ReadLane = 'short' | 'long';

/**
 * Read workers (sqlite-read-worker.ts), each with its own connection: long reads go to the last
 * one, short reads to the first, or to the next when the first has been running one read for
 * LONG_READ_MS. With a single worker, one shop's keyword search over its 500 000 orders (0.4–0.8 s,
 * bench/README.md) held every other caller's list pages behind it for as long; now they go on
 * beside it. Spreading every read over both workers instead cost ~5–15 % of the requests per
 * second on 2 cores (three busy threads taking turns on two) and helped no page (bench/README.md).
 */
export class SqliteReadPool {
  private readonly workers: SqliteReadWorker[];

  constructor(file: string, size = 2) {
    this.workers = Array.from({ length: Math.max(1, size) }, () => new SqliteReadWorker(file));
  }

  all(sql: string, parameters: readonly unknown[], lane: ReadLane): Promise<unknown[]> {
    return this.workerFor(lane).all(sql, parameters);
  }

  /** A JSON text rendered with holes, filled by the worker (SqliteReadWorker.fill). */
  fill(sql: string, parameters: readonly unknown[], lane: ReadLane, filler: HoleFiller): Promise<Buffer> {
    return this.workerFor(lane).fill(sql, parameters, filler);
  }

  private workerFor(lane: ReadLane): SqliteReadWorker {
    if (lane === 'long') return this.workers[this.workers.length - 1]!;
    const now = performance.now();
    let chosen = this.workers[0]!;
    for (const w of this.workers) {
      if (w.busyFor(now) < LONG_READ_MS) {
        chosen = w;
        break;
      }
      // All running long reads: the one that has run longest is nearest its end.
      if (w.busyFor(now) > chosen.busyFor(now)) chosen = w;
    }
    return chosen;
  }

  close(): void {
    for (const w of this.workers) w.close();
  }
}
