import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteFileWith } from '../../testing/sqlite-file.ts';
import { LONG_READ_MS, SqliteReadPool } from './sqlite-read-pool.ts';

describe('SQLite read workers', () => {
  const { file, remove } = sqliteFileWith(
    `create table t (id integer primary key, v text not null); insert into t values (1, '甲')`,
  );
  let pool: SqliteReadPool;
  beforeAll(() => {
    pool = new SqliteReadPool(file, 2);
  });
  afterAll(() => {
    pool.close();
    remove();
  });

  const LONG = `with recursive c(x) as (select 1 union all select x + 1 from c where x < 6000000) select count(*) as n from c`;

  it('keeps short reads off the worker running long ones', async () => {
    const order: string[] = [];
    const long = pool.all(LONG, [], 'long').then((rows) => {
      order.push('long');
      return rows;
    });
    const short = await pool.all('select v from t where id = ?', [1], 'short');
    order.push('short');
    expect(short).toEqual([{ v: '甲' }]);
    expect(await long).toEqual([{ n: 6_000_000 }]);
    expect(order).toEqual(['short', 'long']);
  });

  it('sends a short read to the next worker once the first has run one read for a long time', async () => {
    await pool.all('select 1', [], 'short'); // the first worker up
    const order: string[] = [];
    // A read is not known to be long until it has run for a while: one sent at once queues.
    const long = pool.all(LONG, [], 'short').then(() => order.push('long'));
    const queued = pool.all('select 2', [], 'short').then(() => order.push('queued'));
    await new Promise((r) => setTimeout(r, LONG_READ_MS * 2));
    await pool.all('select 3', [], 'short');
    order.push('later');
    await Promise.all([long, queued]);
    expect(order).toEqual(['later', 'long', 'queued']);
  });

  it('refuses reads once closed', async () => {
    const other = new SqliteReadPool(file, 2);
    expect(await other.all('select id from t', [], 'short')).toEqual([{ id: 1 }]);
    other.close();
    await expect(other.all('select id from t', [], 'long')).rejects.toThrow(/closed/);
  });
});
