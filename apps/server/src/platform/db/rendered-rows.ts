import type { Page } from '@rxdesk/contract/common/paging';
import { reuseOnceSent } from '../http/sent-body-memory.ts';

/** What a page's bytes end with: the contract's page without its rows. */
type PageTail = Omit<Page<unknown>, 'data'>;

interface Seen {
  /** The row's columns when it was last read, in `columns` order. */
  values: unknown[];
  /** Its JSON as UTF-8, once it has been read twice with these values. */
  bytes: Buffer | null;
}

/**
 * A list page's JSON built from rows the app read (PostgreSQL: `pg` gives rows, not JSON), keeping
 * the UTF-8 bytes of each row read again unchanged.
 *
 * Why: on PostgreSQL the order list's main-thread work was mostly turning rows into the answer:
 * `JSON.stringify` of 20 summaries (~11 KiB, Chinese text: V8 writes two-byte strings character by
 * character) and then the same text again to UTF-8 for the socket, ~45 µs of a ~300 µs request, on
 * the one thread that serves every request (bench/README.md, tenth pass). Staff read the same rows
 * again and again — page 1 of a tab is what the screens poll and refresh — so a page whose rows all
 * compare equal, column by column, to what their kept bytes were made from is those bytes copied
 * together, into the memory of a page already sent (sent-body-memory.ts): ~7 µs.
 *
 * A row's bytes are kept from its second read on. Rendering rows one by one costs more than the page
 * at once (V8 restarts its two-byte output in every call: ~80 against ~45 µs for 20 new rows), so a
 * page with a row seen for the first time, or changed, is written at once as before, and its rows'
 * values are noted; read again unchanged, a row is rendered alone and kept. Deep pages read once
 * cost what they did, plus noting the values.
 *
 * Exact by construction: the bytes are a pure function of the listed columns (`render` must read
 * nothing else), every one of them is compared on every read, and a row that changed in any of them
 * is written anew. Rows are keyed by their id, a table's primary key, so one shop's rows never stand
 * in for another's. Bounded: past `max` rows it starts over.
 */
export class RenderedRows<R extends { id: number }> {
  private readonly byId = new Map<number, Seen>();
  private readonly spare: ArrayBuffer[] = [];

  constructor(
    /** Every column `render` reads (the id included or not: it is the key). */
    private readonly columns: readonly (keyof R & string)[],
    /** The row's JSON value (JSON.stringify writes it). */
    private readonly render: (row: R) => unknown,
    private readonly max = 10_000,
  ) {}

  /** `{data, data_total, page_no, page_size}` of these rows: as bytes, in memory that comes back
   * here once they are sent (sendRenderedJson), when every row's bytes are kept; else as text. */
  page(rows: readonly R[], tail: PageTail): Buffer | string {
    const kept: Buffer[] = [];
    let whole = false;
    for (const row of rows) {
      const seen = this.byId.get(row.id);
      if (seen && this.unchanged(seen.values, row)) {
        seen.bytes ??= Buffer.from(JSON.stringify(this.render(row)));
        kept.push(seen.bytes);
      } else {
        this.note(row, seen);
        whole = true;
      }
    }
    if (whole) return JSON.stringify({ data: rows.map((row) => this.render(row)), ...tail });
    return this.joined(kept, tail);
  }

  /** How many rows are noted (tests). */
  get size(): number {
    return this.byId.size;
  }

  private joined(kept: Buffer[], tail: PageTail): Buffer {
    const end = Buffer.from(
      `],"data_total":${tail.data_total},"page_no":${tail.page_no},"page_size":${tail.page_size}}`,
    );
    let length = OPEN.length + end.length + Math.max(0, kept.length - 1);
    for (const bytes of kept) length += bytes.length;
    const memory = this.memoryFor(length);
    const body = Buffer.from(memory, 0, length);
    let at = OPEN.copy(body, 0);
    for (let i = 0; i < kept.length; i++) {
      if (i > 0) body[at++] = COMMA;
      at += kept[i]!.copy(body, at);
    }
    end.copy(body, at);
    return reuseOnceSent(body, () => {
      if (this.spare.length < MAX_SPARE) this.spare.push(memory);
    });
  }

  /** Notes a row's values (a copy: the caller's object stays the caller's), its bytes not yet made. */
  private note(row: R, seen: Seen | undefined): void {
    const values = new Array<unknown>(this.columns.length);
    for (let i = 0; i < values.length; i++) values[i] = row[this.columns[i]!];
    if (seen) {
      seen.values = values;
      seen.bytes = null;
      return;
    }
    // Past the bound it starts over. Not the oldest entry out one at a time: V8's Map finds its
    // first entry by walking past the ones deleted before it, ~5 µs each once thousands are.
    if (this.byId.size >= this.max) this.byId.clear();
    this.byId.set(row.id, { values, bytes: null });
  }

  /** Sent pages' memory, or new memory in sizes of powers of two (16 KiB at least) so that pages of
   * about one size keep using the same blocks. */
  private memoryFor(length: number): ArrayBuffer {
    while (this.spare.length > 0) {
      const memory = this.spare.pop()!;
      if (memory.byteLength >= length) return memory;
    }
    return new ArrayBuffer(Math.max(MIN_BLOCK, 2 ** Math.ceil(Math.log2(length))));
  }

  private unchanged(values: unknown[], row: R): boolean {
    for (let i = 0; i < values.length; i++) if (values[i] !== row[this.columns[i]!]) return false;
    return true;
  }
}

/** Sent pages' memory kept for the next ones: about as many as are sent at once. */
const MAX_SPARE = 64;
const MIN_BLOCK = 16 * 1024;
const OPEN = Buffer.from('{"data":[');
const COMMA = 0x2c;
