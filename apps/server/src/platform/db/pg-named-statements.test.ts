import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nameStatements } from './pg-named-statements.ts';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('named statements (PostgreSQL)', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 1 });
    nameStatements(pool, 2);
  });
  afterAll(() => pool.end());

  /** The statements this connection holds prepared (one connection: max 1). */
  const prepared = async () =>
    (await pool.query('select statement from pg_prepared_statements order by statement')).rows.map(
      (r: { statement: string }) => r.statement,
    );

  it('prepares each DML text once per connection and binds fresh values on every call', async () => {
    const a = await pool.query('select $1::int + 1 as n', [1]);
    const b = await pool.query('select $1::int + 1 as n', [41]);
    expect([a.rows[0].n, b.rows[0].n]).toEqual([2, 42]);
    // `select statement from pg_prepared_statements …` is DML too: it is named as well.
    expect(await prepared()).toContain('select $1::int + 1 as n');
  });

  it('leaves transaction control and DDL unnamed, and runs texts past the bound unnamed', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('create temporary table t_named (id int)');
      await client.query('commit');
      const past = await client.query('select $1::text as s', ['past the bound']);
      expect(past.rows[0].s).toBe('past the bound');
    } finally {
      client.release();
    }
    const names = await prepared();
    expect(names).not.toContain('select $1::text as s');
    expect(names.some((s) => /^(begin|commit|create)/i.test(s))).toBe(false);
  });

  it('plans a keyword search on every call: its text is never named', async () => {
    const own = new pg.Pool({ connectionString: url, max: 1 });
    nameStatements(own, 10);
    try {
      const search = "select to_tsvector('simple', $1) @@ to_tsquery('simple', $2) as hit";
      expect((await own.query(search, ['感冒 灵', '感冒'])).rows[0].hit).toBe(true);
      expect((await own.query(search, ['布洛芬', '感冒'])).rows[0].hit).toBe(false);
      await own.query('select $1::int as n', [1]);
      const names = (await own.query('select statement from pg_prepared_statements')).rows.map(
        (r: { statement: string }) => r.statement,
      );
      expect(names).toContain('select $1::int as n');
      expect(names).not.toContain(search);
    } finally {
      await own.end();
    }
  });
});
