import fc from 'fast-check';
import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GoodsListQuery } from '@rxdesk/contract/goods/catalogue';
import type { GoodsSkuQuery } from '@rxdesk/contract/goods/goods';
import type { Db } from '../../platform/db/database.ts';
import { isPostgres } from '../../platform/db/dialect.ts';
import { searchText } from '../../platform/search/search-text.ts';
import { seedDemo } from '../../seed/seed.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { CatalogueListRepository } from './catalogue-list.repository.ts';
import { GoodsRepository } from './goods.repository.ts';

/** Keyword totals memoised under the goods list revision (goods-count-memo.ts, migration 0044). */
describe('keyword totals of the goods list and picker, memoised under the goods list revision', () => {
  let db: Db;
  let drop: () => Promise<void>;
  /** The statements run while `recording` is on. */
  const statements: string[] = [];
  let recording = false;
  const log = (e: LogEvent) => {
    if (recording && e.level === 'query') statements.push(e.query.sql);
  };
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase({ log }));
    await seedDemo(db, 1_700_000_000);
  });
  afterAll(() => drop());

  const listQ = (keyword: string, page_no = 1) =>
    ({ tab: 'ON_SALE', keyword, page_no, page_size: 1, stock_state: 'all' }) as GoodsListQuery;
  const pickerQ = (keyword: string, page_no = 1) =>
    ({ keyword, market_enable: 1, is_auth: 1, page_no, page_size: 2 }) as GoodsSkuQuery;

  /** The totals as counted by repositories without a memo of their own yet. */
  const fresh = async (keyword: string) => ({
    list: (await new CatalogueListRepository(db).page(1, listQ(keyword), null)).total,
    picker: (await new GoodsRepository(db).pickerPage(1, pickerQ(keyword), false)).total,
  });

  const revision = async () =>
    Number(
      (await db.selectFrom('goods_list_revisions').select('rev').where('shop_id', '=', 1).executeTakeFirst())
        ?.rev ?? 0,
    );

  /** A statement that counts the keyword's matches: with the rows (as "total") or apart (over "m"). */
  const counts = (s: string) => /as "total"|\) as "m"/.test(s);

  it('counts a keyword once while the goods are unchanged, and again after a change', async () => {
    const list = new CatalogueListRepository(db);
    const first = await list.page(1, listQ('感冒'), null);
    expect(first.total).toBeGreaterThan(1);
    recording = true;
    const again = await list.page(1, listQ('感冒', 2), null);
    recording = false;
    expect(again.total).toBe(first.total);
    expect(statements.filter(counts)).toEqual([]);
    // PostgreSQL: the rows are read by their ids apart from the search, in a statement that keeps
    // one plan (a search is planned on every call, pg-named-statements.ts).
    const rowsRead = statements.filter((s) => s.includes('as "rev"'));
    expect(rowsRead).toHaveLength(1);
    if (isPostgres(db)) expect(rowsRead[0]).not.toMatch(/to_tsquery/);
    statements.length = 0;

    const id = again.rows[0]!.id;
    await db.updateTable('goods').set({ market_enable: 0 }).where('id', '=', id).execute();
    recording = true;
    const after = await list.page(1, listQ('感冒', 2), null);
    recording = false;
    expect(after.total).toBe(first.total - 1);
    expect(statements.some(counts)).toBe(true);
    statements.length = 0;
    await db.updateTable('goods').set({ market_enable: 1 }).where('id', '=', id).execute();
  });

  it('is raised by adding or removing goods and by a change of list state or search text, not of stock or price', async () => {
    const g = await db.selectFrom('goods').selectAll().where('shop_id', '=', 1).executeTakeFirstOrThrow();
    const raises = async (change: () => Promise<unknown>) => {
      const before = await revision();
      await change();
      return (await revision()) > before;
    };
    const set = (values: Record<string, unknown>) => () =>
      db.updateTable('goods').set(values).where('id', '=', g.id).execute();
    expect(
      await raises(set({ stock: g.stock + 5, price: g.price + 100, updated_at: g.updated_at + 1 })),
    ).toBe(false);
    expect(await raises(set({ market_enable: g.market_enable ? 0 : 1 }))).toBe(true);
    expect(await raises(set({ market_enable: g.market_enable }))).toBe(true);
    expect(await raises(set({ is_auth: 2 }))).toBe(true);
    expect(await raises(set({ is_auth: g.is_auth }))).toBe(true);
    expect(await raises(set({ recycled_at: 1_700_000_100 }))).toBe(true);
    expect(await raises(set({ recycled_at: null }))).toBe(true);
    expect(await raises(set({ search_text: searchText('新名字') }))).toBe(true);
    expect(await raises(set({ search_text: g.search_text }))).toBe(true);
    // PostgreSQL generates search_vector from search_text.
    const { id: _id, search_vector: _v, ...copy } = g as typeof g & { search_vector?: unknown };
    const code = `MEMO-${g.id}`;
    expect(
      await raises(() =>
        db
          .insertInto('goods')
          .values({ ...copy, goods_code: code })
          .execute(),
      ),
    ).toBe(true);
    expect(
      await raises(() =>
        db.deleteFrom('goods').where('shop_id', '=', 1).where('goods_code', '=', code).execute(),
      ),
    ).toBe(true);
  });

  it('stay equal to a fresh count after any mix of changes, in two processes of their own', async () => {
    const ids = (await db.selectFrom('goods').select('id').where('shop_id', '=', 1).execute()).map(
      (r) => r.id,
    );
    // Two processes: each has its own memo; neither hears of the other's writes except through the database.
    const a = { list: new CatalogueListRepository(db), picker: new GoodsRepository(db) };
    const b = { list: new CatalogueListRepository(db), picker: new GoodsRepository(db) };
    const change = fc.record({
      pick: fc.nat(),
      what: fc.constantFrom('shelf', 'review', 'recycle', 'rename', 'none'),
      on: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { maxLength: 8 }),
        // 无此药 matches nothing until a rename gives an item its name.
        fc.constantFrom('感冒', '颗粒', '片', '无此药'),
        async (changes, kw) => {
          for (const c of changes) {
            const id = ids[c.pick % ids.length]!;
            const values =
              c.what === 'shelf'
                ? { market_enable: c.on ? 1 : 0 }
                : c.what === 'review'
                  ? { is_auth: c.on ? 1 : 0 }
                  : c.what === 'recycle'
                    ? { recycled_at: c.on ? 1_700_000_200 : null }
                    : c.what === 'rename'
                      ? { search_text: searchText(c.on ? `${kw}颗粒片` : '维生素') }
                      : { stock: c.pick % 50 };
            await db.updateTable('goods').set(values).where('id', '=', id).execute();
            // Reads between the writes fill the memos under older revisions.
            const p = c.on ? a : b;
            await p.list.page(1, listQ(kw, 1 + (c.pick % 2)), null);
            await p.picker.pickerPage(1, pickerQ(kw), false);
          }
          const expected = await fresh(kw);
          for (const p of [a, b]) {
            // Past the last page first: a page without rows checks its memo on its own.
            expect((await p.list.page(1, listQ(kw, 99), null)).total).toBe(expected.list);
            expect((await p.list.page(1, listQ(kw), null)).total).toBe(expected.list);
            expect((await p.picker.pickerPage(1, pickerQ(kw), false)).total).toBe(expected.picker);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
