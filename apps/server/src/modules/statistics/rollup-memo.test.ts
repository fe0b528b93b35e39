import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { bumpRollupRevision, RollupMemo, rowsIn } from './rollup-memo.ts';

describe('rollup memo', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  /** A memo read whose answer is how many times it has been loaded. */
  const counter = () => {
    let loads = 0;
    return async () => {
      loads += 1;
      return { loads };
    };
  };

  it('answers from memory until the revision of a kind it depends on goes up', async () => {
    const memo = new RollupMemo(db);
    const load = counter();
    const read = (kinds: ('sales' | 'events')[], key = 'q') => memo.read(7, kinds, key, load);
    expect(await read(['sales'])).toEqual({ loads: 1 });
    expect(await read(['sales'])).toEqual({ loads: 1 });
    expect(await read(['sales'], 'another query')).toEqual({ loads: 2 });
    expect(await read(['sales', 'events'])).toEqual({ loads: 3 });

    // An events batch: the sales-only answer stands, the one that read events is loaded again.
    await bumpRollupRevision(db, 7, 'events');
    expect(await read(['sales'])).toEqual({ loads: 1 });
    expect(await read(['sales', 'events'])).toEqual({ loads: 4 });

    // A catch-up committed by another process (only the database row moves): loaded again.
    await db.transaction().execute((trx) => bumpRollupRevision(trx, 7, 'sales'));
    expect(await read(['sales'])).toEqual({ loads: 5 });
    expect(await read(['sales'])).toEqual({ loads: 5 });
  });

  it("keeps shops apart, and a bump for every shop (the rebuild's clear) reaches each", async () => {
    const memo = new RollupMemo(db);
    const load = counter();
    expect(await memo.read(8, ['sales'], 'q', load)).toEqual({ loads: 1 });
    expect(await memo.read(9, ['sales'], 'q', load)).toEqual({ loads: 2 });
    await bumpRollupRevision(db, 8, 'sales');
    await bumpRollupRevision(db, 9, 'sales');
    expect(await memo.read(9, ['sales'], 'q', load)).toEqual({ loads: 3 });
    await bumpRollupRevision(db, undefined, 'sales');
    expect(await memo.read(8, ['sales'], 'q', load)).toEqual({ loads: 4 });
    expect(await memo.read(9, ['sales'], 'q', load)).toEqual({ loads: 5 });
    const revs = await db
      .selectFrom('stat_rollup_revisions')
      .select(['shop_id', 'sales_rev', 'events_rev'])
      .where('shop_id', 'in', [8, 9])
      .orderBy('shop_id')
      .execute();
    expect(revs.map((r) => [Number(r.shop_id), Number(r.sales_rev), Number(r.events_rev)])).toEqual([
      [8, 2, 0],
      [9, 2, 0],
    ]);
  });

  it('measures an answer by its rows (the bound of the memory it keeps)', () => {
    expect(rowsIn([])).toBe(1);
    expect(rowsIn([{ a: 1 }, { a: 2 }, { a: 3 }])).toBe(3);
    expect(rowsIn({ period: {}, rows: [1, 2], trend: [1, 2, 3] })).toBe(5);
    expect(rowsIn({ n: 1 })).toBe(1);
  });
});
