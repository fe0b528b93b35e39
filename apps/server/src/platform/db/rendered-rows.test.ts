import { describe, expect, it } from 'vitest';
import { releaseSent } from '../http/sent-body-memory.ts';
import { RenderedRows } from './rendered-rows.ts';

interface Row {
  id: number;
  name: string;
  price: number;
  note: string | null;
  /** Not a column of the rendering: its changes must not matter. */
  total?: number;
}

const COLUMNS = ['name', 'price', 'note'] as const;
const TEXTS = [
  '',
  '双引号"与反斜杠\\',
  '换行\n制表\t',
  'control \u0000\u001f',
  'emoji 😀 U+2028\u2028',
  'lone \ud800',
];

const plain = (r: Row) => ({ id: r.id, name: r.name, yuan: r.price / 100, note: r.note });
/** The rendering, counting which rows it was asked for. */
function renderer() {
  const calls: number[] = [];
  const render = (r: Row) => {
    calls.push(r.id);
    return plain(r);
  };
  return { calls, render };
}
const rowsOf = (n: number, over: Partial<Row> = {}): Row[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: TEXTS[i % TEXTS.length]!,
    price: i * 101,
    note: i % 2 ? null : `备注${i}`,
    ...over,
  }));
const tail = { data_total: 123, page_no: 2, page_size: 20 };
const expected = (rows: Row[]) => JSON.stringify({ data: rows.map(plain), ...tail });

/** Reads the rows twice, so that from then on their bytes are kept. */
function warmed(rendered: RenderedRows<Row>, rows: Row[]) {
  rendered.page(rows, tail);
  rendered.page(rows, tail);
}
const text = (body: Buffer | string) => body.toString();

describe('RenderedRows', () => {
  it('writes the page exactly as JSON.stringify would, whatever the texts, read once or again', () => {
    const { render } = renderer();
    const rendered = new RenderedRows<Row>(COLUMNS, render);
    const rows = rowsOf(12);
    const reads = [1, 2, 3].map(() => rendered.page(rowsOf(12), tail));
    for (const body of reads) expect(text(body)).toBe(expected(rows));
    expect(typeof reads[0]).toBe('string'); // first read: the page at once
    expect(Buffer.isBuffer(reads[2])).toBe(true); // then: the rows' kept bytes
    expect(text(rendered.page([], tail))).toBe(expected([]));
  });

  it('keeps a row from its second unchanged read on, even as new objects', () => {
    const { calls, render } = renderer();
    const rendered = new RenderedRows<Row>(COLUMNS, render);
    rendered.page(rowsOf(5), tail);
    expect(calls).toEqual([1, 2, 3, 4, 5]); // the page at once
    calls.length = 0;
    // New objects with equal values, as the driver gives on every read; `total` is not a column.
    rendered.page(rowsOf(5, { total: 999 }), tail);
    expect(calls).toEqual([1, 2, 3, 4, 5]); // each row alone, to keep
    calls.length = 0;
    const third = rendered.page(rowsOf(5), tail);
    expect(calls).toEqual([]);
    expect(text(third)).toBe(expected(rowsOf(5)));
  });

  it('writes the page anew when any column of a row changed, and keeps the row as it is now', () => {
    const { calls, render } = renderer();
    const rendered = new RenderedRows<Row>(COLUMNS, render);
    const rows = rowsOf(3);
    for (const change of [{ name: '改名' }, { price: 1 }, { note: null }, { note: 'x' }] as Partial<Row>[]) {
      warmed(rendered, rows);
      const changed = rowsOf(3).map((r) => (r.id === 1 ? { ...r, ...change } : r));
      calls.length = 0;
      expect(text(rendered.page(changed, tail))).toBe(expected(changed));
      expect(calls).toEqual([1, 2, 3]);
      expect(text(rendered.page(changed, tail))).toBe(expected(changed));
      calls.length = 0;
      expect(text(rendered.page(changed, tail))).toBe(expected(changed));
      expect(calls).toEqual([]);
    }
  });

  it("keeps its own copy of the columns: the caller's object changing later is a change", () => {
    const { render } = renderer();
    const rendered = new RenderedRows<Row>(COLUMNS, render);
    const rows = rowsOf(2);
    warmed(rendered, rows);
    rows[0]!.price = 7;
    expect(text(rendered.page(rows, tail))).toBe(expected(rows));
  });

  it('notes at most `max` rows: past them it starts over', () => {
    const { calls, render } = renderer();
    const rendered = new RenderedRows<Row>(COLUMNS, render, 3);
    const rows = rowsOf(4);
    warmed(rendered, rows.slice(0, 3));
    expect(rendered.size).toBe(3);
    rendered.page(rows.slice(3), tail); // a fourth row: the three are forgotten
    expect(rendered.size).toBe(1);
    calls.length = 0;
    expect(text(rendered.page(rows.slice(0, 3), tail))).toBe(expected(rows.slice(0, 3)));
    expect(calls).toEqual([1, 2, 3]); // written at once again
  });

  it("writes the next page into a sent page's memory, never into one still held", () => {
    const { render } = renderer();
    const rendered = new RenderedRows<Row>(COLUMNS, render);
    warmed(rendered, rowsOf(4));
    const first = rendered.page(rowsOf(3), tail) as Buffer;
    const copy = Buffer.from(first);
    const second = rendered.page(rowsOf(2), tail) as Buffer;
    expect(second.buffer).not.toBe(first.buffer);
    expect(first.equals(copy)).toBe(true);
    releaseSent(first);
    releaseSent(first); // twice: given back once
    const third = rendered.page(rowsOf(4), tail) as Buffer;
    expect(third.buffer).toBe(first.buffer);
    expect(text(third)).toBe(expected(rowsOf(4)));
    const fourth = rendered.page(rowsOf(4), tail) as Buffer;
    expect(fourth.buffer).not.toBe(first.buffer);
  });
});
