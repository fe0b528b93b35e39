import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('prepared statement cache (SQLite)', () => {
  let raw: SqliteDatabase.Database;
  afterEach(() => {
    if (raw.open) raw.close();
  });

  it('prepares each SQL text once and binds fresh parameters on every call', async () => {
    raw = new SqliteDatabase(':memory:');
    raw.exec('create table t (id integer primary key, v text)');
    const prepare = vi.spyOn(raw, 'prepare');
    const db = new Kysely<{ t: { id: number; v: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(raw) }),
    });
    for (const [id, v] of [
      [1, 'a'],
      [2, 'b'],
    ] as const)
      await db.insertInto('t').values({ id, v }).execute();
    expect(await db.selectFrom('t').select('v').where('id', '=', 1).execute()).toEqual([{ v: 'a' }]);
    expect(await db.selectFrom('t').select('v').where('id', '=', 2).execute()).toEqual([{ v: 'b' }]);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('t').set({ v: 'c' }).where('id', '=', 2).execute();
    });
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('t').set({ v: 'd' }).where('id', '=', 1).execute();
    });
    expect(await db.selectFrom('t').select(['id', 'v']).orderBy('id').execute()).toEqual([
      { id: 1, v: 'd' },
      { id: 2, v: 'c' },
    ]);
    // insert, select, begin, update, commit, select list: one prepare per distinct text.
    expect(prepare).toHaveBeenCalledTimes(6);
    await db.destroy();
    expect(raw.open).toBe(false);
  });

  it('stays within its bound, evicting the least recently used text', () => {
    raw = new SqliteDatabase(':memory:');
    const prepare = vi.spyOn(raw, 'prepare');
    const cached = withStatementCache(raw, 2);
    cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1'); // now 'select 2' is the least recently used
    cached.prepare('select 3');
    expect(cached.cachedStatements).toBe(2);
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    cached.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('gives a second statement while the cached one is still being iterated (streamed query)', () => {
    raw = new SqliteDatabase(':memory:');
    raw.exec('create table t (id integer primary key)');
    raw.exec('insert into t (id) values (1), (2), (3)');
    const cached = withStatementCache(raw);
    const text = 'select id from t order by id';
    const first = cached.prepare(text);
    const rows = first.iterate([]);
    expect((rows.next().value as { id: number }).id).toBe(1);
    const second = cached.prepare(text);
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect([...rows].map((r) => (r as { id: number }).id)).toEqual([2, 3]);
    expect(cached.prepare(text)).toBe(first);
  });
});
