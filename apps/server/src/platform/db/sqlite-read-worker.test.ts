import type { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileWith } from '../../testing/sqlite-file.ts';
import { fillHoles, HOLE, type HoleFiller } from './json-holes.ts';
import { releaseSent } from '../http/sent-body-memory.ts';
import { SqliteReadWorker } from './sqlite-read-worker.ts';

/** A filler that counts how often it was asked, per key. */
function countingFiller(name: string, values: Record<string, string>) {
  const asked = new Map<string, number>();
  const filler: HoleFiller = {
    name,
    valueOf(key) {
      asked.set(key, (asked.get(key) ?? 0) + 1);
      const value = values[key];
      if (value === undefined) throw new Error(`no value for ${key}`);
      return value;
    },
  };
  return { filler, asked };
}

describe('SQLite read worker', () => {
  const { file, remove } =
    sqliteFileWith(`create table t (id integer primary key, k text not null, v text not null);
    insert into t values (1, 'a', '甲"\\'), (2, 'b', '乙'), (3, 'a', '丙')`);
  let worker: SqliteReadWorker;
  beforeAll(() => {
    worker = new SqliteReadWorker(file);
  });
  afterAll(() => {
    worker.close();
    remove();
  });

  /** Each row as `{"v":…,"actions":<hole keyed by k>}`, the page as a JSON array, as a BLOB. */
  const RENDER = `select cast('[' || group_concat('{"v":' || json_quote(v) || ',"actions":' || char(30) || json_quote(k) || char(30) || '}', ',' order by id) || ']' as blob) from t where id <= ?`;

  it('fills the holes of a rendered text, asking the main thread once per key', async () => {
    const { filler, asked } = countingFiller('test.actions', { '"a"': '["x"]', '"b"': '[]' });
    const body = await worker.fill(RENDER, [3], filler);
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(JSON.parse(body.toString())).toEqual([
      { v: '甲"\\', actions: ['x'] },
      { v: '乙', actions: [] },
      { v: '丙', actions: ['x'] },
    ]);
    expect(Object.fromEntries(asked)).toEqual({ '"a"': 1, '"b"': 1 });
    // The worker keeps the values: asking again costs the main thread nothing.
    for (let i = 0; i < 3; i++)
      expect((await worker.fill(RENDER, [3], filler)).toString()).toBe(body.toString());
    expect(Object.fromEntries(asked)).toEqual({ '"a"': 1, '"b"': 1 });
    // The same answer as filling the text on this thread.
    const text = new Database(file, { readonly: true });
    const raw = (text.prepare(RENDER).raw(true).get(3) as [Buffer])[0].toString();
    text.close();
    expect(raw.split(HOLE)).toHaveLength(7);
    expect(body.toString()).toBe(fillHoles(raw, filler));
  });

  it('keeps each filler’s values apart', async () => {
    const one = countingFiller('one', { '"a"': '1', '"b"': '2' });
    const two = countingFiller('two', { '"a"': '"A"', '"b"': '"B"' });
    expect(JSON.parse((await worker.fill(RENDER, [2], one.filler)).toString())).toEqual([
      { v: '甲"\\', actions: 1 },
      { v: '乙', actions: 2 },
    ]);
    expect(JSON.parse((await worker.fill(RENDER, [2], two.filler)).toString())).toEqual([
      { v: '甲"\\', actions: 'A' },
      { v: '乙', actions: 'B' },
    ]);
  });

  it('refuses a fill whose value cannot be had, an unpaired hole, or a statement that is not one text, and goes on', async () => {
    const missing = countingFiller('partial', { '"a"': '0' });
    await expect(worker.fill(RENDER, [3], missing.filler)).rejects.toThrow(/no value for "b"/);
    const unpaired = `select cast('[' || char(30) || '"a"]' as blob)`;
    await expect(worker.fill(unpaired, [], missing.filler)).rejects.toThrow(/unpaired hole/);
    await expect(worker.fill('select v from t', [], missing.filler)).rejects.toThrow(/one row/);
    // Still answering, and the value it was given before the refusal is still there.
    expect(JSON.parse((await worker.fill(RENDER, [1], missing.filler)).toString())).toEqual([
      { v: '甲"\\', actions: 0 },
    ]);
  });

  it('gives the memory of a filled text back once released, leaving the bytes it handed out alone until then', async () => {
    const { filler } = countingFiller('memory', { '"a"': 'true', '"b"': 'false' });
    const first = await worker.fill(RENDER, [3], filler);
    const copy = Buffer.from(first);
    const second = await worker.fill(RENDER, [3], filler);
    expect(first.equals(copy)).toBe(true); // not reused while held
    releaseSent(first);
    releaseSent(first); // twice: nothing more to give back
    const third = await worker.fill(RENDER, [3], filler);
    expect(first.length).toBe(0); // moved back to the worker with the next read
    expect(third.equals(copy)).toBe(true);
    expect(second.equals(copy)).toBe(true);
    releaseSent('not a filled text');
    releaseSent(Buffer.from('nor this'));
  });

  it('numbers statements: the text crosses once, and a worker that forgot one is taught it again', async () => {
    const sent: { sql?: string }[] = [];
    const thread = (worker as unknown as { worker: Worker }).worker;
    const post = thread.postMessage.bind(thread);
    thread.postMessage = (m: { sql?: string }, transfer?: Parameters<Worker['postMessage']>[1]) => {
      sent.push(m);
      post(m, transfer);
    };
    await worker.all('select k from t where id = ?', [1]);
    await worker.all('select k from t where id = ?', [2]);
    thread.postMessage = post;
    expect(sent.map((m) => m.sql)).toEqual(['select k from t where id = ?', undefined]);
    // More distinct texts than the worker keeps: the oldest are forgotten on both sides.
    for (let n = 0; n < 300; n++) expect(await worker.all(`select ${n} as n`, [])).toEqual([{ n }]);
    expect(await worker.all('select 0 as n', [])).toEqual([{ n: 0 }]);
    expect(await worker.all('select v from t where id = ?', [2])).toEqual([{ v: '乙' }]);
    // A text the worker could not prepare is sent again next time, not taken as known.
    await expect(worker.all('select nope from t', [])).rejects.toThrow(/no such column/);
    await expect(worker.all('select nope from t', [])).rejects.toThrow(/no such column/);
    expect(await worker.all('select count(*) as n from t', [])).toEqual([{ n: 3 }]);
  });
});
