import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database.ts';
import { readOffLoop, readOffLoopIf } from './read-off-loop.ts';

describe('reads off the event loop (SQLite file)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rx-read-worker-'));
  let db: Db;
  beforeAll(async () => {
    db = createDatabase({ kind: 'sqlite', file: join(dir, 'test.db') });
    await sql`create table t (id integer primary key, v text not null)`.execute(db);
    await sql`insert into t (id, v) values (1, '甲'), (2, '乙'), (3, '丙')`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  /** An ad-hoc table outside the app's schema. */
  const t = () => (db as unknown as Kysely<{ t: { id: number; v: string } }>).selectFrom('t');

  it('answers exactly what the main connection answers, committed writes included', async () => {
    const query = t().select(['id', 'v']).where('id', '>=', 2).orderBy('id', 'desc');
    expect(await readOffLoop(db, query)).toEqual(await query.execute());
    expect(await readOffLoop(db, query)).toEqual([
      { id: 3, v: '丙' },
      { id: 2, v: '乙' },
    ]);
    await sql`insert into t (id, v) values (4, '丁')`.execute(db);
    expect(await readOffLoop(db, t().select('v').where('id', '=', 4))).toEqual([{ v: '丁' }]);
  });

  it('keeps the event loop free while a long read runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    // ~2 million steps of SQLite work: hundreds of milliseconds on one thread.
    const long = sql<{
      n: number;
    }>`with recursive c(x) as (select 1 union all select x + 1 from c where x < 2000000) select count(*) as n from c`;
    const [row] = await readOffLoop(db, {
      compile: () => long.compile(db),
      execute: async () => (await long.execute(db)).rows,
    });
    clearInterval(timer);
    expect(row).toEqual({ n: 2_000_000 });
    expect(ticks).toBeGreaterThan(5);
  });

  it('answers values JSON would change (a BLOB, an infinity) and repeated names as the main connection does', async () => {
    const q = sql<
      Record<string, unknown>
    >`select x'00ff' as b, 1e999 as inf, -1e999 as ninf, 9007199254740991 as big, 'x' as a, 'y' as a, null as n`;
    const run = { compile: () => q.compile(db), execute: async () => (await q.execute(db)).rows };
    const [row] = await readOffLoop(db, run);
    expect(row).toEqual((await q.execute(db)).rows[0]);
    expect(row).toEqual({
      b: Buffer.from([0, 255]),
      inf: Infinity,
      ninf: -Infinity,
      big: Number.MAX_SAFE_INTEGER,
      a: 'y',
      n: null,
    });
    const text = sql<{ s: string; f: number }>`select '甲\n"乙"' as s, 0.1 + 0.2 as f`;
    const [r2] = await readOffLoop(db, { compile: () => text.compile(db), execute: async () => [] });
    expect(r2).toEqual({ s: '甲\n"乙"', f: 0.1 + 0.2 });
  });

  it('answers the new columns of a `select *` after the table changed, on both connections', async () => {
    await sql`create table w (id integer primary key)`.execute(db);
    await sql`insert into w (id) values (1)`.execute(db);
    const all = sql<Record<string, unknown>>`select * from w`;
    const run = { compile: () => all.compile(db), execute: async () => (await all.execute(db)).rows };
    expect(await readOffLoop(db, run)).toEqual([{ id: 1 }]);
    expect((await all.execute(db)).rows).toEqual([{ id: 1 }]);
    await sql`alter table w add column v text not null default '甲'`.execute(db);
    expect(await readOffLoop(db, run)).toEqual([{ id: 1, v: '甲' }]);
    expect((await all.execute(db)).rows).toEqual([{ id: 1, v: '甲' }]);
  });

  it('answers a read at once, from the last commit, while a transaction holds the main connection', async () => {
    const read = t().select('v').where('id', '=', 1);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let inside!: () => void;
    const begun = new Promise<void>((r) => (inside = r));
    const writer = db.transaction().execute(async (trx) => {
      await sql`update t set v = '改' where id = 1`.execute(trx);
      inside();
      await held;
    });
    await begun;
    // A read that would not scan still goes to the worker: on this connection it would wait.
    const answered = await Promise.race([
      readOffLoopIf(db, false, read),
      new Promise((r) => setTimeout(() => r('waited'), 2_000)),
    ]);
    expect(answered).toEqual([{ v: '甲' }]);
    release();
    await writer;
    // The commit is seen by both connections; outside a transaction the read runs here again.
    expect(await readOffLoopIf(db, false, read)).toEqual([{ v: '改' }]);
    await sql`update t set v = '甲' where id = 1`.execute(db);
  });

  it('reports a failing statement as an error of the read', async () => {
    const bad = sql`select * from no_such_table`;
    await expect(
      readOffLoop(db, { compile: () => bad.compile(db), execute: async () => (await bad.execute(db)).rows }),
    ).rejects.toThrow(/no such table/);
    // and the worker is still there for the next read
    expect(await readOffLoop(db, t().select('id').where('id', '=', 1))).toEqual([{ id: 1 }]);
  });
});

describe('reads off the event loop: in-memory SQLite runs them on its one connection', () => {
  it('answers from the main connection', async () => {
    const db = createDatabase({ kind: 'sqlite', file: ':memory:' });
    await sql`create table t (id integer primary key)`.execute(db);
    await sql`insert into t (id) values (7)`.execute(db);
    const q = sql<{ id: number }>`select id from t`;
    expect(
      await readOffLoop(db, {
        compile: () => q.compile(db),
        execute: async () => (await q.execute(db)).rows,
      }),
    ).toEqual([{ id: 7 }]);
    await db.destroy();
  });
});

describe('the read worker, closed', () => {
  it('refuses reads once its database is closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rx-read-worker-closed-'));
    const db = createDatabase({ kind: 'sqlite', file: join(dir, 'test.db') });
    await sql`create table t (id integer primary key)`.execute(db);
    const q = sql<{ id: number }>`select id from t`;
    const run = { compile: () => q.compile(db), execute: async () => (await q.execute(db)).rows };
    expect(await readOffLoop(db, run)).toEqual([]);
    await db.destroy();
    await expect(readOffLoop(db, run)).rejects.toThrow(/closed/);
    rmSync(dir, { recursive: true, force: true });
  });
});
