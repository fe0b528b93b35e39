import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-database.ts';
import { compiledOnce } from './compiled-once.ts';
import type { Db } from './database.ts';

describe('compiledOnce (runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  type T = { kv: { id: number; owner: number; v: string } };
  const typed = () => db as unknown as Kysely<T>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await sql`create table kv (id integer primary key, owner integer not null, v text not null)`.execute(db);
    await sql`insert into kv (id, owner, v) values (1, 1, '甲'), (2, 1, '乙'), (3, 2, '丙'), (4, 1, '丁')`.execute(
      db,
    );
  });
  afterAll(() => drop());

  const newestOf = () =>
    compiledOnce(db, ['owner', 'limit'], (a: { owner: number; limit: number }) =>
      typed()
        .selectFrom('kv')
        .select(['id', 'v'])
        .where('owner', '=', a.owner)
        .orderBy('id', 'desc')
        .limit(a.limit),
    );

  it('binds each call its own values, and answers what the built query answers', async () => {
    const query = newestOf();
    expect(await query({ owner: 1, limit: 2 }).execute()).toEqual([
      { id: 4, v: '丁' },
      { id: 2, v: '乙' },
    ]);
    expect(await query({ owner: 2, limit: 5 }).execute()).toEqual([{ id: 3, v: '丙' }]);
    const built = typed()
      .selectFrom('kv')
      .select(['id', 'v'])
      .where('owner', '=', 1)
      .orderBy('id', 'desc')
      .limit(3);
    expect(await query({ owner: 1, limit: 3 }).execute()).toEqual(await built.execute());
  });

  it('compiles once: the same SQL text each call, only the parameters differ', () => {
    const query = newestOf();
    const a = query({ owner: 1, limit: 2 }).compile();
    const b = query({ owner: 2, limit: 7 }).compile();
    expect(a.sql).toBe(b.sql);
    expect(a.parameters).toEqual([1, 2]);
    expect(b.parameters).toEqual([2, 7]);
  });

  it('keeps constants of the query as they were built', async () => {
    const query = compiledOnce(db, ['owner'], (a: { owner: number }) =>
      typed().selectFrom('kv').select('id').where('owner', '=', a.owner).where('v', '!=', '甲').orderBy('id'),
    );
    expect(await query({ owner: 1 }).execute()).toEqual([{ id: 2 }, { id: 4 }]);
    expect(query({ owner: 1 }).compile().parameters).toEqual([1, '甲']);
  });

  it('refuses an argument that is not a bound value (it would be frozen into the SQL text)', () => {
    const query = compiledOnce(db, ['owner', 'column'], (a: { owner: number; column: string }) =>
      typed()
        .selectFrom('kv')
        .select(sql.ref(String(a.column)).as('c'))
        .where('owner', '=', a.owner),
    );
    expect(() => query({ owner: 1, column: 'v' })).toThrow(/"column" is not a bound value/);
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: runs on the generic-plan pool, which outlives the server closing its idle connection',
    async () => {
      const backend = compiledOnce(db, [], () =>
        db.selectNoFrom([
          sql<number>`pg_backend_pid()`.as('pid'),
          sql<string>`current_setting('plan_cache_mode')`.as('mode'),
        ]),
      );
      const [first] = await backend({}).execute();
      expect(first!.mode).toBe('force_generic_plan');
      const { rows } = await sql<{ mode: string }>`select current_setting('plan_cache_mode') as mode`.execute(
        db,
      );
      expect(rows[0]!.mode).toBe('auto'); // ad hoc queries keep custom plans
      const warnings: string[] = [];
      const onWarning = (w: Error) => warnings.push(w.message);
      process.on('warning', onWarning);
      try {
        await sql`select pg_terminate_backend(${first!.pid})`.execute(db);
        await new Promise((r) => setTimeout(r, 200)); // the pool hears the connection close
        const [second] = await backend({}).execute();
        expect(second!.pid).not.toBe(first!.pid);
        expect(second!.mode).toBe('force_generic_plan');
        expect(warnings.some((m) => m.includes('PostgreSQL closed an idle connection'))).toBe(true);
      } finally {
        process.off('warning', onWarning);
      }
    },
  );

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: runs as a named prepared statement on its connection; ad hoc SQL does not',
    async () => {
      await db.connection().execute(async (conn) => {
        const query = compiledOnce(conn, ['owner'], (a: { owner: number }) =>
          (conn as unknown as Kysely<T>)
            .selectFrom('kv')
            .select('v')
            .where('owner', '=', a.owner)
            .orderBy('v'),
        );
        expect(await query({ owner: 2 }).execute()).toEqual([{ v: '丙' }]);
        expect(await query({ owner: 1 }).execute()).toHaveLength(3);
        await sql`select v from kv where owner = ${2}`.execute(conn);
        const prepared = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements`.execute(conn);
        const texts = prepared.rows.map((r) => r.statement);
        expect(texts).toContain(query({ owner: 1 }).compile().sql);
        expect(texts.some((t) => t.includes('where owner = $1'))).toBe(false);
      });
    },
  );
});
