import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { rowsToObjects } from './row-objects.ts';

/**
 * A second, read-only connection to the same SQLite file, in a worker thread. better-sqlite3 runs
 * every statement synchronously on the calling thread, so a read that has to visit many rows (a
 * keyword search counting a shop's 500 000 orders: ~0.5–1 s, bench/README.md) would stop every
 * other request for as long as it runs. Sent here, it runs beside the event loop instead. WAL mode
 * lets this reader see every committed write of the main connection.
 *
 * The worker is plain JavaScript evaluated from a string, so it needs no TypeScript loader and
 * survives bundling; it loads better-sqlite3 by the path this module resolves.
 *
 * Rows cross the thread boundary as arrays, in one JSON text, and become objects on this side.
 * better-sqlite3 building a row object costs ~5 µs of V8 API calls (a 20-row page: ~185 µs with
 * objects, ~85 µs as arrays); structured-cloning the objects cost ~42 µs to send and ~43 µs to
 * receive, where the arrays' JSON costs ~22 and ~18 (bench/README.md). A row holding a value JSON
 * would change (a BLOB) is sent structured-cloned instead.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const statements = new Map();
/** Every value survives JSON exactly: no Buffer (BLOB), no bigint, no Infinity. */
function jsonExact(rows) {
  for (const row of rows)
    for (const v of row)
      if (v !== null && typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v))) return false;
  return true;
}
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let entry = statements.get(sql);
    if (!entry) {
      const st = db.prepare(sql);
      entry = { st, columns: st.reader ? st.columns().map((c) => c.name) : [] };
      if (st.reader) st.raw(true);
      statements.set(sql, entry);
      if (statements.size > 64) statements.delete(statements.keys().next().value);
    }
    const rows = entry.st.all(parameters);
    // SQLite prepares a statement again after a schema change: a \`select *\` may then have another
    // number of columns. (The migrator changes the schema only at start; this keeps a later change safe.)
    if (rows.length > 0 && rows[0].length !== entry.columns.length) entry.columns = entry.st.columns().map((c) => c.name);
    if (jsonExact(rows)) parentPort.postMessage({ id, columns: entry.columns, json: JSON.stringify(rows) });
    else parentPort.postMessage({ id, columns: entry.columns, rows });
  } catch (e) {
    parentPort.postMessage({ id, error: String((e && e.message) || e) });
  }
});
`;

/** The worker's answer: an error, or the rows as arrays in `columns` order (JSON or cloned). */
type ReadAnswer =
  | { id: number; error: string }
  | { id: number; error?: undefined; columns: string[]; json: string; rows?: undefined }
  | { id: number; error?: undefined; columns: string[]; json?: undefined; rows: unknown[][] };

/** Structured cloning delivers a Buffer as a plain Uint8Array: make BLOBs Buffers again, as the
 * main connection gives them. */
const withBuffers = (row: unknown[]) =>
  row.map((v) => (v instanceof Uint8Array ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v));

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (e: Error) => void;
}

export class SqliteReadWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;

  /** When the read at the head of the queue started: the last answer, or the send to an idle worker. */
  private headStarted = 0;

  constructor(private readonly file: string) {}

  /** How long (ms) the read running now has been running; 0 when the worker is idle. */
  busyFor(now: number): number {
    return this.pending.size === 0 ? 0 : now - this.headStarted;
  }

  /** Runs one read-only statement on the worker's connection; rows come back as objects. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    // Referenced only while reads are in flight: a script awaiting one must not exit early, and an
    // idle worker must not keep the process alive.
    if (this.pending.size === 0) {
      worker.ref();
      this.headStarted = performance.now();
    }
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
    worker.on('message', (m: ReadAnswer) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      this.headStarted = performance.now();
      if (this.pending.size === 0) worker.unref();
      if (m.error !== undefined) p.reject(new Error(m.error));
      else {
        const rows = m.json === undefined ? m.rows.map(withBuffers) : (JSON.parse(m.json) as unknown[][]);
        p.resolve(rowsToObjects(m.columns, rows));
      }
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
