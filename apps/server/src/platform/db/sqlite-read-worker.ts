import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * A second, read-only connection to the same SQLite file, in a worker thread. better-sqlite3 runs
 * every statement synchronously on the calling thread, so a read that has to visit many rows (a
 * keyword search counting a shop's 500 000 orders: ~0.5 s, bench/README.md) would stop every other
 * request for as long as it runs. Sent here, it runs beside the event loop instead. WAL mode lets
 * this reader see every committed write of the main connection.
 *
 * The worker is plain JavaScript evaluated from a string, so it needs no TypeScript loader and
 * survives bundling; it loads better-sqlite3 by the path this module resolves. Reads run one at a
 * time, in the order they were sent; rows come back structured-cloned.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
// Prepared statements by SQL text, least recently used first (the list's filters vary in shape).
const statements = new Map();
function prepared(sql) {
  let st = statements.get(sql);
  if (st) statements.delete(sql);
  else st = db.prepare(sql);
  statements.set(sql, st);
  if (statements.size > 128) statements.delete(statements.keys().next().value);
  return st;
}
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    parentPort.postMessage({ id, rows: prepared(sql).all(parameters) });
  } catch (e) {
    parentPort.postMessage({ id, error: String((e && e.message) || e) });
  }
});
`;

type Answer = { id: number } & ({ rows: Record<string, unknown>[] } | { error: string });

/** Structured cloning delivers a Buffer (a BLOB) as a plain Uint8Array: a Buffer again, as the
 * main connection gives it. */
function withBuffers(row: Record<string, unknown>): Record<string, unknown> {
  // for…in, not Object.entries: no pair array per column of every row read.
  for (const k in row) {
    const v = row[k];
    if (v instanceof Uint8Array && !Buffer.isBuffer(v))
      row[k] = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  }
  return row;
}

export class SqliteReadWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<
    number,
    { resolve: (rows: unknown[]) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private closed = false;

  constructor(private readonly file: string) {}

  /** Runs one read-only statement on the worker's connection; rows come back as objects. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    // Referenced only while reads are in flight: a script awaiting one must not exit early, and an
    // idle worker must not keep the process alive.
    if (this.pending.size === 0) worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, sql, parameters });
    });
  }

  close(): void {
    this.closed = true;
    this.fail(new Error('the database is closed'));
    void this.worker?.terminate();
    this.worker = null;
  }

  private start(): Worker {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(SOURCE, { eval: true, workerData: { driver, file: this.file } });
    worker.on('message', (m: Answer) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (this.pending.size === 0) worker.unref();
      if ('error' in m) p.reject(new Error(m.error));
      else p.resolve(m.rows.map(withBuffers));
    });
    const lost = (e: Error) => {
      if (this.worker === worker) this.worker = null; // the next read starts a fresh one
      this.fail(e);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`SQLite read worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }

  private fail(e: Error): void {
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }
}
