import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/* A streamed XLSX answer whose memory stays flat at any size: the pattern of the order export
 * (modules/orders/order-export.ts, bench/README.md), for other areas' exports. The writer is fed a
 * batch of rows, then waits until the zip writer has taken them in — which it does only as fast as
 * the response is read. */

/** Zip output archiver may hold before it stops reading the sheet (its default is 1 MiB). */
const ZIP_OUTPUT_BUFFER = 64 * 1024;
type WorkbookWriterOptions = NonNullable<ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]>;

/** The zip writer's input as far as back-pressure goes (a readable-stream 2.x PassThrough of
 * archiver-utils, older than the public `writableNeedDrain`, hence the state object). */
interface ZipInput {
  on(event: 'drain', fn: () => void): unknown;
  off(event: 'drain', fn: () => void): unknown;
  _writableState: { needDrain: boolean; length: number };
}

/** ExcelJS writes the sheet's XML into the zip writer's input without looking at write()'s
 * answer: that input is where back-pressure is read. Checked, so an ExcelJS or archiver upgrade
 * that changes this shape fails loudly instead of buffering silently. */
function zipInputOf(sheet: ExcelJS.Worksheet): ZipInput {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const input = pipes?.[0] as Partial<ZipInput> | undefined;
  if (
    pipes?.length !== 1 ||
    typeof input?.on !== 'function' ||
    typeof input._writableState?.needDrain !== 'boolean' ||
    typeof input._writableState.length !== 'number'
  )
    throw new Error('ExcelJS sheet stream: zip input not found (back-pressure would be lost)');
  return input as ZipInput;
}

/** Resolves once the zip writer has taken in what it was given (or the response is gone). */
function drained(input: ZipInput, out: Readable): Promise<void> {
  if (!input._writableState.needDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      input.off('drain', done);
      out.off('close', done);
      resolve();
    };
    input.on('drain', done);
    out.on('close', done);
  });
}

export interface SheetColumn {
  header: string;
  key: string;
  width: number;
}

/**
 * One sheet streamed as XLSX. `fill` is called with `write(rows)`: each call commits the rows and
 * resolves when the zip writer has taken them in and the event loop has had a turn; it answers
 * false once the client has gone (stop reading then). Errors end the stream.
 */
export function streamSheet(
  name: string,
  columns: SheetColumn[],
  fill: (write: (rows: unknown[][]) => Promise<boolean>) => Promise<void>,
): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
    zip: { highWaterMark: ZIP_OUTPUT_BUFFER } as WorkbookWriterOptions['zip'],
  });
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns;
  let zipInput: ZipInput | null = null;
  const write = async (rows: unknown[][]) => {
    if (out.destroyed) return false;
    for (const r of rows) sheet.addRow(r).commit();
    zipInput ??= zipInputOf(sheet);
    await new Promise((resolve) => setImmediate(resolve));
    await drained(zipInput, out);
    return !out.destroyed;
  };
  void (async () => {
    await fill(write);
    if (out.destroyed) return;
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
