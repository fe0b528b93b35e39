import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { HoleFiller } from './json-holes.ts';
import { rowsToObjects } from './row-objects.ts';
import { reuseOnceSent } from '../http/sent-body-memory.ts';

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
 * would change (a BLOB) is sent structured-cloned instead, its BLOBs' memory moved, not copied.
 *
 * A statement's text crosses once: after that it is a number. (A list page rendered as JSON by
 * SQLite is ~3 KB of SQL, which was copied into the worker and hashed there at every call.)
 *
 * `fill` reads one JSON text rendered with holes (json-holes.ts, sql-json.ts) and fills them here,
 * from the values the main thread gave this worker under the filler's name, so the main thread
 * gets the finished bytes. A key the worker has no value for yet is asked of the main thread once.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
/** Statement number → prepared statement; the main thread numbers them and says when to forget. */
const statements = new Map();
/** Filler name → (key → value bytes): the values of holes, as the main thread gave them. */
const dictionaries = new Map();
const MAX_VALUES = 4096;
/** Fill reads waiting for the values of keys asked of the main thread. */
const parked = new Map();
const HOLE = 0x1e;

/** Every value survives JSON exactly: no Buffer (BLOB), no bigint, no Infinity. */
function jsonExact(rows) {
  for (const row of rows)
    for (const v of row)
      if (v !== null && typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v))) return false;
  return true;
}

/** The memory of these bytes, to move to the main thread: their own, or a copy of them when they
 * are a view into a larger (pooled) buffer that must stay here. */
function ownMemory(bytes) {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes.buffer
    : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/** The text with its holes filled, or the keys it has no value for yet. */
function fillHoles(text, name) {
  const values = dictionaries.get(name);
  const chunks = [];
  const missing = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf(HOLE, from);
    if (open < 0) break;
    const close = text.indexOf(HOLE, open + 1);
    if (close < 0) throw new Error('an unpaired hole in a rendered JSON text (' + name + ')');
    const key = text.toString('utf8', open + 1, close);
    const value = values && values.get(key);
    if (value === undefined) missing.push(key);
    else if (missing.length === 0) chunks.push(text.subarray(from, open), value);
    from = close + 1;
  }
  if (missing.length > 0) return { missing: [...new Set(missing)] };
  chunks.push(text.subarray(from));
  return { chunks };
}

/** Memory the main thread handed back once it had sent what it held: filled texts are copied into
 * it, so a finished answer costs no new allocation on either thread. */
const spare = [];
const MAX_SPARE = 64;
const SPARE_SIZE = 32 * 1024;

function answerFill(id, text, name) {
  const filled = fillHoles(text, name);
  if (filled.missing) {
    parked.set(id, { text, name });
    parentPort.postMessage({ id, missing: filled.missing });
    return;
  }
  let length = 0;
  for (const chunk of filled.chunks) length += chunk.length;
  let memory = spare.pop();
  if (memory && memory.byteLength < length) memory = undefined;
  if (!memory) memory = new ArrayBuffer(Math.max(length, SPARE_SIZE));
  const target = new Uint8Array(memory);
  let at = 0;
  for (const chunk of filled.chunks) {
    target.set(chunk, at);
    at += chunk.length;
  }
  parentPort.postMessage({ id, bytes: memory, length }, [memory]);
}

function read({ id, st, sql, parameters, fill }) {
  let entry = statements.get(st);
  if (sql !== undefined) {
    const prepared = db.prepare(sql);
    entry = { st: prepared, columns: prepared.reader ? prepared.columns().map((c) => c.name) : [] };
    if (prepared.reader) prepared.raw(true);
    statements.set(st, entry);
  }
  if (!entry) throw new Error('unknown statement ' + st);
  const rows = entry.st.all(parameters);
  // SQLite prepares a statement again after a schema change: a \`select *\` may then have another
  // number of columns. (The migrator changes the schema only at start; this keeps a later change safe.)
  if (rows.length > 0 && rows[0].length !== entry.columns.length) entry.columns = entry.st.columns().map((c) => c.name);
  if (fill !== undefined) {
    const value = rows.length === 1 ? rows[0][0] : undefined;
    if (typeof value === 'string') return answerFill(id, Buffer.from(value), fill);
    if (value instanceof Uint8Array) return answerFill(id, Buffer.from(value.buffer, value.byteOffset, value.byteLength), fill);
    throw new Error('a fill read must give one row whose first column is a text');
  }
  if (jsonExact(rows)) parentPort.postMessage({ id, columns: entry.columns, json: JSON.stringify(rows) });
  else {
    const moved = [];
    for (const row of rows)
      for (let i = 0; i < row.length; i++)
        if (row[i] instanceof Uint8Array) moved.push((row[i] = new Uint8Array(ownMemory(row[i]))).buffer);
    parentPort.postMessage({ id, columns: entry.columns, rows }, moved);
  }
}

function define({ define: name, entries }) {
  let values = dictionaries.get(name);
  if (!values || values.size + entries.length > MAX_VALUES) dictionaries.set(name, (values = new Map()));
  for (const [key, value] of entries) values.set(key, Buffer.from(value));
}

parentPort.on('message', (m) => {
  const id = m.id ?? m.resume;
  try {
    if (m.forget !== undefined) return void statements.delete(m.forget);
    if (m.spares !== undefined) for (const memory of m.spares) if (spare.length < MAX_SPARE) spare.push(memory);
    if (m.define !== undefined) define(m);
    if (m.resume !== undefined) {
      const waiting = parked.get(m.resume);
      parked.delete(m.resume);
      if (waiting && m.error === undefined) answerFill(m.resume, waiting.text, waiting.name);
      return;
    }
    if (m.id !== undefined) read(m);
  } catch (e) {
    if (id !== undefined) parentPort.postMessage({ id, error: String((e && e.message) || e) });
  }
});
`;

/** The worker's answer: an error, rows as arrays in `columns` order (JSON or cloned), a fill
 * read's bytes, or the keys of a fill read it needs values for. */
type ReadAnswer = { id: number } & (
  | { error: string }
  | { columns: string[]; json: string }
  | { columns: string[]; rows: unknown[][] }
  | { bytes: ArrayBuffer; length: number }
  | { missing: string[] }
);

/** Structured cloning delivers a Buffer as a plain Uint8Array: make BLOBs Buffers again, as the
 * main connection gives them. */
const withBuffers = (row: unknown[]) =>
  row.map((v) => (v instanceof Uint8Array ? Buffer.from(v.buffer, v.byteOffset, v.byteLength) : v));

/** A statement text's number in the worker, and whether the worker has prepared it: the first
 * answer to a read of it that was not an error. */
interface Statement {
  readonly st: number;
  prepared: boolean;
}

interface Pending {
  resolve: (answer: unknown) => void;
  reject: (e: Error) => void;
  /** Set on a fill read: where the values of its holes come from. */
  filler?: HoleFiller;
  statement: Statement;
}

/** Statement texts the worker holds at once; past this the least recently used is forgotten on
 * both sides. The app's compiled-once texts are a few dozen; ad hoc filters vary in shape. */
const MAX_STATEMENTS = 256;
/** Memory kept for the worker between reads; more is left to the garbage collector. */
const MAX_SPARES_HELD = 64;

export class SqliteReadWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** SQL text → its statement in the worker, in least-recently-used order. */
  private readonly statements = new Map<string, Statement>();
  private nextStatement = 1;
  /** Memory of answers the main thread is done with, for the worker to write the next ones into. */
  private readonly spares: ArrayBuffer[] = [];

  /** When the read at the head of the queue started: the last answer, or the send to an idle worker. */
  private headStarted = 0;

  constructor(private readonly file: string) {}

  /** How long (ms) the read running now has been running; 0 when the worker is idle. */
  busyFor(now: number): number {
    return this.pending.size === 0 ? 0 : now - this.headStarted;
  }

  /** Runs one read-only statement on the worker's connection; rows come back as objects. */
  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    return this.read(sql, parameters) as Promise<unknown[]>;
  }

  /** Runs a statement that renders one JSON text with holes (its one row's first column) and
   * answers the text with its holes filled from `filler`, as UTF-8 bytes. */
  fill(sql: string, parameters: readonly unknown[], filler: HoleFiller): Promise<Buffer> {
    return this.read(sql, parameters, filler) as Promise<Buffer>;
  }

  /** The one way a read reaches the worker (the benchmarks record the SQL here). */
  read(sql: string, parameters: readonly unknown[], filler?: HoleFiller): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    const statement = this.statementOf(worker, sql);
    // Referenced only while reads are in flight: a script awaiting one must not exit early, and an
    // idle worker must not keep the process alive.
    if (this.pending.size === 0) {
      worker.ref();
      this.headStarted = performance.now();
    }
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, filler, statement });
      // Memory given back since the last read rides along with this one (reuseOnceSent where an answer arrives).
      const spares = this.spares.length > 0 ? this.spares.splice(0) : undefined;
      worker.postMessage(
        {
          id,
          st: statement.st,
          sql: statement.prepared ? undefined : sql,
          parameters,
          fill: filler?.name,
          spares,
        },
        spares ?? [],
      );
    });
  }

  close(): void {
    this.closed = true;
    this.fail(new Error('the database is closed'));
    void this.worker?.terminate();
    this.worker = null;
  }

  private statementOf(worker: Worker, sql: string): Statement {
    let statement = this.statements.get(sql);
    if (statement) {
      this.statements.delete(sql); // re-insert: Map order is the recency order
    } else {
      statement = { st: this.nextStatement++, prepared: false };
      if (this.statements.size >= MAX_STATEMENTS) {
        const [oldText, old] = this.statements.entries().next().value as [string, Statement];
        this.statements.delete(oldText);
        worker.postMessage({ forget: old.st });
      }
    }
    this.statements.set(sql, statement);
    return statement;
  }

  private answer(worker: Worker, m: ReadAnswer): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    if ('missing' in m) {
      // The worker keeps the read and goes on once it has the values (the same key always gives
      // the same value, so this happens once per key while the worker lives).
      try {
        const entries = m.missing.map((key) => [key, p.filler!.valueOf(key)]);
        worker.postMessage({ define: p.filler!.name, entries, resume: m.id });
      } catch (e) {
        worker.postMessage({ resume: m.id, error: String(e) });
        this.settle(worker, m.id);
        p.reject(e as Error);
      }
      return;
    }
    this.settle(worker, m.id);
    if ('error' in m) return p.reject(new Error(m.error));
    p.statement.prepared = true;
    if ('bytes' in m) {
      // Once sent (releaseSent), the memory goes back to the worker for its next answer: it
      // travels with the worker's next read, not in a message of its own (one message and one
      // wake-up of the worker fewer per answer); until then the bytes stay readable here.
      const body = reuseOnceSent(Buffer.from(m.bytes, 0, m.length), () => {
        if (this.spares.length < MAX_SPARES_HELD) this.spares.push(m.bytes);
      });
      return p.resolve(body);
    }
    const rows = 'json' in m ? (JSON.parse(m.json) as unknown[][]) : m.rows.map(withBuffers);
    p.resolve(rowsToObjects(m.columns, rows));
  }

  private settle(worker: Worker, id: number): void {
    this.pending.delete(id);
    this.headStarted = performance.now();
    if (this.pending.size === 0) worker.unref();
  }

  private start(): Worker {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const worker = new Worker(SOURCE, { eval: true, workerData: { driver, file: this.file } });
    // A new worker knows no statement and no value yet.
    this.statements.clear();
    worker.on('message', (m: ReadAnswer) => this.answer(worker, m));
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
