import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileWith } from '../../testing/sqlite-file.ts';
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

  beforeAll(async () => {
    worker = new SqliteReadWorker(file);
    app = Fastify();
    app.get('/bytes', async (_req, reply) => {
      const body = await worker.fill(RENDER, [], filler);
      sent.push(body);
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

  it('answers text as JSON too', async () => {
    const res = await fetch(`${base}/text`);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ v: '丙' });
  });
});
