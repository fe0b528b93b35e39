import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsListQuery } from '@rxdesk/contract/goods/catalogue';
import type { GoodsSkuQuery } from '@rxdesk/contract/goods/goods';
import { seedDemo } from '../../seed/seed.ts';
import { createDatabase, type Db } from '../../platform/db/database.ts';
import { migrateToLatest } from '../../platform/db/migrator.ts';
import { CatalogueListRepository } from './catalogue-list.repository.ts';
import { GoodsRepository } from './goods.repository.ts';

/** A page whose total is counted for real is read on SQLite's read worker (a file database has
 * one): it must answer what the main connection reads for the same items. */
describe('goods list and picker pages read by the SQLite read worker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rx-goods-worker-'));
  let db: Db;
  beforeAll(async () => {
    db = createDatabase({ kind: 'sqlite', file: join(dir, 'rx.db') });
    await migrateToLatest(db);
    await seedDemo(db, Math.floor(Date.now() / 1000));
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const liveCount = (keyword: string) =>
    db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', 1)
      .where('recycled_at', 'is', null)
      .where((eb) =>
        eb.or([eb('goods_name', 'like', `%${keyword}%`), eb('common_name', 'like', `%${keyword}%`)]),
      )
      .executeTakeFirstOrThrow();

  it('a keyword page of the goods list: the same rows as the main connection, and the total', async () => {
    const list = new CatalogueListRepository(db);
    const q = { keyword: '感冒', page_no: 1, page_size: 5, stock_state: 'all' } as GoodsListQuery;
    const { rows, total } = await list.page(1, q, null);
    expect(total).toBe(Number((await liveCount('感冒')).n));
    expect(total).toBeGreaterThan(0);
    expect(rows.length).toBe(Math.min(5, total));
    const direct = await list.byIds(
      1,
      rows.map((r) => r.id),
    );
    const byId = new Map(direct.map((r) => [r.id, r]));
    for (const r of rows) expect(r).toEqual(byId.get(r.id));
    expect((await list.page(1, { ...q, page_no: 99 }, null)).total).toBe(total);
  });

  it('a keyword page of the goods picker: the same rows as by ids, and the total', async () => {
    const goods = new GoodsRepository(db);
    const q = { keyword: '感冒', page_no: 1, page_size: 5 } as GoodsSkuQuery;
    const { rows, total } = await goods.pickerPage(1, q, false);
    expect(total).toBe(Number((await liveCount('感冒')).n));
    const direct = new Map(
      (
        await goods.skusByIds(
          1,
          rows.map((r) => r.id),
        )
      ).map((r) => [r.id, r]),
    );
    for (const r of rows) expect(r).toEqual(direct.get(r.id));
    expect((await goods.pickerPage(1, { ...q, page_no: 99 }, false)).total).toBe(total);
  });
});
