import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchText } from '../platform/search/search-text.ts';
import { execSync } from 'node:child_process';
import { createTestDatabase } from '../testing/test-database.ts';
import type { Db } from '../platform/db/database.ts';
import { seedDemo } from './seed.ts';
import { AWAITING_REVIEW_CODES, OFF_SHELF, REJECTED } from './seed-goods-catalogue.ts';

describe('demo goods catalogue (issue 20)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await seedDemo(db);
  });
  afterAll(() => drop());

  const moved = [...AWAITING_REVIEW_CODES, REJECTED.code, OFF_SHELF.code];

  it('has items awaiting review, one rejected and one off shelf with their reasons, and two drafts', async () => {
    const rows = await db
      .selectFrom('goods')
      .select(['goods_code', 'is_auth', 'market_enable', 'auth_reason', 'shelf_reason'])
      .where('shop_id', '=', 1)
      .where('goods_code', 'in', moved)
      .execute();
    const by = Object.fromEntries(rows.map((r) => [r.goods_code, r]));
    for (const c of AWAITING_REVIEW_CODES) expect(by[c]).toMatchObject({ is_auth: 0, market_enable: 0 });
    expect(by[REJECTED.code]).toMatchObject({ is_auth: 2, auth_reason: REJECTED.reason });
    expect(by[OFF_SHELF.code]).toMatchObject({
      is_auth: 1,
      market_enable: 0,
      shelf_reason: OFF_SHELF.reason,
    });
    const drafts = await db
      .selectFrom('goods_drafts')
      .select('goods_name')
      .where('shop_id', '=', 1)
      .execute();
    expect(drafts).toHaveLength(2);
  });

  it('every drug has its package insert and validity period; brands, market prices and keyword text are set', async () => {
    const goods = await db.selectFrom('goods').selectAll().execute();
    for (const g of goods) {
      expect(g.search_text).toBe(searchText(g.goods_name, g.common_name, g.goods_code));
      expect(g.market_price).toBeGreaterThanOrEqual(g.price);
      if (['OTC_A', 'OTC_B', 'RX'].includes(g.drug_type)) {
        expect(g.validity_period).not.toBe('');
        expect(JSON.parse(g.package_insert).contraindications).toBeTruthy();
      }
    }
    expect(goods.find((g) => g.goods_code === 'OTC01001')?.brand).toBe('999');
  });

  it('the items moved out of sale are not in any order and no test orders them by code', async () => {
    const ids = await db.selectFrom('goods').select('id').where('goods_code', 'in', moved).execute();
    const lines = await db
      .selectFrom('order_items')
      .select('id')
      .where(
        'goods_id',
        'in',
        ids.map((g) => g.id),
      )
      .execute();
    expect(lines).toEqual([]);
    const used = execSync(
      `git grep -l -E '${moved.join('|')}' -- '*.ts' ':!apps/server/src/seed/*' || true`,
      // From the repository's top, where the pathspecs are written, whatever directory runs the test.
      { encoding: 'utf8', cwd: execSync('git rev-parse --show-toplevel', { encoding: 'utf8' }).trim() },
    ).trim();
    expect(used).toBe('');
  });
});
