import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingKeyword, paged } from './list-query.ts';
import { nameStatements } from './pg-named-statements.ts';

interface Row {
  id: number;
  sn: string;
  mobile: string;
  name: string;
}

describe('matchingKeyword', () => {
  const db = new Kysely<{ t: Row }>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }),
  });
  afterAll(() => db.destroy());
  const columns = { exact: ['sn', 'mobile'], contains: ['name'] };
  const ids = async (keyword: string | undefined) =>
    (
      await db
        .selectFrom('t')
        .select('id')
        .$call(matchingKeyword(keyword, 'like', columns))
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  it('matches exact columns whole, the others by containment, wildcards literally', async () => {
    await db.schema
      .createTable('t')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('sn', 'text')
      .addColumn('mobile', 'text')
      .addColumn('name', 'text')
      .execute();
    await db
      .insertInto('t')
      .values([
        { id: 1, sn: 'SN100', mobile: '13800000001', name: '张三' },
        { id: 2, sn: 'SN200', mobile: '13800000002', name: '李四 50% 折' },
        { id: 3, sn: 'SN300', mobile: '13800000003', name: '王五 500 折' },
      ])
      .execute();
    expect(await ids(undefined)).toEqual([1, 2, 3]);
    expect(await ids('')).toEqual([1, 2, 3]);
    expect(await ids('SN200')).toEqual([2]);
    expect(await ids('SN2')).toEqual([]); // an order number is matched whole
    expect(await ids('13800000003')).toEqual([3]);
    expect(await ids('张')).toEqual([1]);
    expect(await ids('50%')).toEqual([2]); // not '50' followed by anything
    expect(await ids('_')).toEqual([]);
  });
});

describe('paged', () => {
  const db = new Kysely<{ p: { id: number } }>({
    dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }),
  });
  afterAll(() => db.destroy());
  const page = (page_no: number, page_size: number) =>
    db.selectFrom('p').select('id').orderBy('id').$call(paged({ page_no, page_size }));

  it('reads the page asked for; a first page at a screen size has its limit written out', async () => {
    await db.schema
      .createTable('p')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .execute();
    await db
      .insertInto('p')
      .values(Array.from({ length: 25 }, (_, i) => ({ id: i + 1 })))
      .execute();
    const ids = async (n: number, size: number) => (await page(n, size).execute()).map((r) => r.id);
    expect(await ids(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await ids(3, 10)).toEqual([21, 22, 23, 24, 25]);
    expect(await ids(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await ids(4, 7)).toEqual([22, 23, 24, 25]);
    expect(page(1, 10).compile()).toMatchObject({ parameters: [] });
    expect(page(1, 10).compile().sql).toMatch(/ limit 10$/);
    // Any other page, or a size no screen offers, stays bound: a bounded number of texts.
    expect(page(2, 10).compile().parameters).toEqual([10, 10]);
    expect(page(1, 7).compile().parameters).toEqual([7, 0]);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('paged on PostgreSQL', () => {
  let pool: pg.Pool;
  let db: Kysely<{ paged_t: { id: number; k: number } }>;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    nameStatements(pool);
    db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    await pool.query('create temporary table paged_t (id int primary key, k int not null)');
    await pool.query('insert into paged_t select i, i % 3 from generate_series(1, 20000) i');
    await pool.query('create index on paged_t (k, id)');
    await pool.query('analyze paged_t');
  });
  afterAll(() => db.destroy());

  it('keeps one plan for a first page: the named statement turns generic, not re-planned per call', async () => {
    const first = db
      .selectFrom('paged_t')
      .select('id')
      .where('k', '=', 1)
      .orderBy('id', 'desc')
      .$call(paged({ page_no: 1, page_size: 10 }));
    for (let i = 0; i < 10; i++) expect((await first.execute())[0]?.id).toBe(19999);
    const { rows } = await pool.query<{ generic_plans: string }>(
      'select generic_plans from pg_prepared_statements where statement = $1',
      [first.compile().sql],
    );
    expect(Number(rows[0]?.generic_plans)).toBeGreaterThan(0);
  });
});
