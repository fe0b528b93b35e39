import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The rows of a workbook's first sheet, read in a worker thread. Inflating and SAX-parsing a 10 000
 * row sheet is seconds of CPU in chunks of up to ~100 ms (a 64 KB piece of sheet XML at a time); on
 * the event loop that is every other request's latency (bench/goods/import-10k.ts). The worker
 * sends the raw cell values (structured-cloned: text, numbers, dates, rich text) in batches, and the
 * caller turns them into text on its side.
 *
 * One worker per process, started on first use and kept (loading ExcelJS costs a few hundred ms);
 * it keeps the process alive only while a read is in flight. It is plain JavaScript evaluated from
 * a string (as platform/db/sqlite-read-worker.ts), so it needs no TypeScript loader and survives
 * bundling; it loads ExcelJS by the path resolved here.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { Readable } = require('node:stream');
const ExcelJS = require(workerData.exceljs);
const JSZip = require(workerData.jszip);
const BATCH = 250;
const cancelled = new Set();
// ExcelJS's streaming reader parks a sheet that arrives before the workbook and its shared strings
// (Excel's and ExcelJS's own order) in a temp file, and its walk over the zip can then end before
// the parts after that sheet are read: now and then the read failed ("reading 'sheets'", the
// workbook never read) or a sheet's text cells lost their shared strings. Rewritten with those parts
// first (stored, not compressed), every sheet is parsed as it streams and nothing is parked.
const FIRST = ['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml', 'xl/styles.xml'];
const isSheet = (name) => name.startsWith('xl/worksheets/sheet') && name.endsWith('.xml');
// What the parts may inflate to in all: a 20 000-row sheet is tens of MB; a zip bomb stops here.
const MAX_INFLATED = 256 * 1024 * 1024;
function rank(name) {
  const i = FIRST.indexOf(name);
  return i >= 0 ? i : isSheet(name) ? FIRST.length + 1 : FIRST.length;
}
function inflate(file, left) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let n = 0;
    const s = file.nodeStream('nodebuffer');
    s.on('data', (c) => {
      n += c.length;
      if (n > left) { s.pause(); reject(new Error('the workbook inflates past ' + MAX_INFLATED + ' bytes')); }
      else chunks.push(c);
    });
    s.on('error', reject);
    s.on('end', () => resolve(Buffer.concat(chunks)));
  });
}
async function workbookPartsFirst(bytes) {
  const zip = await JSZip.loadAsync(bytes);
  const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir).sort((a, b) => rank(a) - rank(b));
  const out = new JSZip();
  let left = MAX_INFLATED;
  for (const name of names) {
    const part = await inflate(zip.files[name], left);
    left -= part.length;
    out.file(name, part);
  }
  return out.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}
async function read(id, data, skip) {
  const bytes = await workbookPartsFirst(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore', worksheets: 'emit',
  });
  for await (const sheet of reader) {
    if (sheet.name === skip) continue;
    let rows = [];
    for await (const row of sheet) {
      if (cancelled.has(id)) return;
      rows.push([row.number, row.values]);
      if (rows.length >= BATCH) { parentPort.postMessage({ id, rows }); rows = []; }
    }
    parentPort.postMessage({ id, rows, done: true });
    return;
  }
  parentPort.postMessage({ id, rows: [], done: true });
}
parentPort.on('message', (m) => {
  if (m.cancel) { cancelled.add(m.cancel); return; }
  read(m.id, m.bytes, m.skip)
    .catch((e) => parentPort.postMessage({ id: m.id, error: String((e && e.message) || e) }))
    .finally(() => cancelled.delete(m.id));
});
`;

const EXCELJS = createRequire(import.meta.url).resolve('exceljs');
const JSZIP = createRequire(import.meta.url).resolve('jszip');

type Message = { id: number; rows: [number, unknown[]][]; done?: boolean } | { id: number; error: string };

/** The worker could not read the file (no workbook ExcelJS understands). */
export class UnreadableWorkbook extends Error {}

let worker: Worker | null = null;
let nextId = 1;
const readers = new Map<number, (m: Message) => void>();

function started(): Worker {
  if (worker) return worker;
  const w = new Worker(SOURCE, { eval: true, workerData: { exceljs: EXCELJS, jszip: JSZIP } });
  w.on('message', (m: Message) => readers.get(m.id)?.(m));
  const fail = (why: string) => {
    if (worker === w) worker = null;
    for (const [id, deliver] of readers) deliver({ id, error: why });
  };
  w.on('error', (e) => fail(e.message));
  w.on('exit', (code) => fail(`the reader stopped (${code})`));
  worker = w;
  return w;
}

/** Each row of the first sheet not named `skip`, in order: its number and its 1-based cells.
 * Stopping the iteration early stops the worker's read. */
export async function* sheetRowsOffThread(
  bytes: Buffer,
  skip: string,
): AsyncGenerator<{ number: number; cells: unknown[] }> {
  const w = started();
  const id = nextId++;
  const queue: Message[] = [];
  let wake: (() => void) | null = null;
  readers.set(id, (m) => {
    queue.push(m);
    wake?.();
  });
  if (readers.size === 1) w.ref();
  w.postMessage({ id, bytes: new Uint8Array(bytes), skip });
  let finished = false;
  try {
    for (;;) {
      const m = queue.shift();
      if (!m) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      if ('error' in m) {
        finished = true;
        throw new UnreadableWorkbook(m.error);
      }
      for (const [number, cells] of m.rows) yield { number, cells };
      if (m.done) {
        finished = true;
        return;
      }
    }
  } finally {
    readers.delete(id);
    if (!finished) w.postMessage({ cancel: id });
    // Idle: the worker must not keep the process (a script, a test) from ending.
    if (readers.size === 0) w.unref();
  }
}
