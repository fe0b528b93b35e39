import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { matchingKeyword } from './list-query.ts';

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
