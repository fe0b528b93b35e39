import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileWith } from '../../testing/sqlite-file.ts';
import { RenderedRows } from '../db/rendered-rows.ts';
import { SqliteReadWorker } from '../db/sqlite-read-worker.ts';
import { sendRenderedJson } from './rendered-json.ts';

/** A filled text the read worker wrote, sent through a real socket. */
describe('sending JSON the database rendered', () => {
  const { file, remove } = sqliteFileWith(`create table t (v text not null); insert into t values ('甲"乙')`);
  let worker: SqliteReadWorker;
  let app: FastifyInstance;
  let base: string;
  const sent: Buffer[] = [];
  const RENDER = `select cast('{"v":' || json_quote(v) || ',"a":' || char(30) || '"k"' || char(30) || '}' as blob) from t`;
  const filler = { name: 'rendered-json.test', valueOf: () => '[1,2]' };
  /** Pages built from kept rows (the PostgreSQL order list's way), read twice so they are kept. */
  const rendered = new RenderedRows<{ id: number; v: string }>(['v'], (r) => r);
  const rows = [{ id: 1, v: '丁"戊' }];
  const tail = { data_total: 1, page_no: 1, page_size: 20 };
  const pages: Buffer[] = [];

  beforeAll(async () => {
    worker = new SqliteReadWorker(file);
    app = Fastify();
    app.get('/bytes', async (_req, reply) => {
      const body = await worker.fill(RENDER, [], filler);
      sent.push(body);
      return sendRenderedJson(reply, body);
    });
    app.get('/kept', async (_req, reply) => {
      const body = rendered.page(rows, tail) as Buffer;
      pages.push(body);
      return sendRenderedJson(reply, body);
    });
    app.get('/text', async (_req, reply) => sendRenderedJson(reply, '{"v":"丙"}'));
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
    worker.close();
    remove();
  });

  it('answers the bytes as JSON, then gives their memory back to the worker', async () => {
    const res = await fetch(`${base}/bytes`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ v: '甲"乙', a: [1, 2] });
    // 'close' follows the last write; the memory goes back to the worker with its next read (the
    // Buffer is emptied then), and that read's answer is written into it, whole.
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(1);
    expect(await (await fetch(`${base}/bytes`)).json()).toEqual({ v: '甲"乙', a: [1, 2] });
    expect(sent[0]!.length).toBe(0);
  });

  it("answers a page of kept rows, and writes the next one into the sent page's memory", async () => {
    rendered.page(rows, tail);
    rendered.page(rows, tail);
    const expected = { data: rows, ...tail };
    expect(await (await fetch(`${base}/kept`)).json()).toEqual(expected);
    await new Promise((r) => setTimeout(r, 50)); // 'close' has given the memory back by now
    expect(await (await fetch(`${base}/kept`)).json()).toEqual(expected);
    expect(pages).toHaveLength(2);
    expect(pages[1]!.buffer).toBe(pages[0]!.buffer);
  });

  it('answers text as JSON too', async () => {
    const res = await fetch(`${base}/text`);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ v: '丙' });
  });
});
