import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db/database.ts';
import { seedDemo } from '../../seed/seed.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import { countersTotal, type GoodsCounterState } from './goods-counters.repository.ts';

const STATES: GoodsCounterState[] = ['ON_SALE', 'OFF_SHELF', 'AWAITING_REVIEW', 'REJECTED', 'RECYCLED'];

/** The state a row is counted under, as migration 0017's triggers decide it. */
const stateOf = (g: { recycled_at: number | null; is_auth: number; market_enable: number }) =>
  g.recycled_at !== null
    ? 'RECYCLED'
    : g.is_auth === 0
      ? 'AWAITING_REVIEW'
      : g.is_auth === 2
        ? 'REJECTED'
        : g.market_enable === 1
          ? 'ON_SALE'
          : 'OFF_SHELF';

describe('goods counters (kept by triggers)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await seedDemo(db, 1_700_000_000);
  });
  afterAll(() => drop());

  const recount = async (shopId: number) => {
    const rows = await db
      .selectFrom('goods')
      .select(['recycled_at', 'is_auth', 'market_enable'])
      .where('shop_id', '=', shopId)
      .execute();
    const counts = Object.fromEntries(STATES.map((s) => [s, 0]));
    for (const r of rows) counts[stateOf(r)]!++;
    return counts;
  };

  it('equal a recount after any mix of state changes and permanent deletes', async () => {
    const total = async (shopId: number, states: GoodsCounterState[]) =>
      Number((await countersTotal(db, shopId, states).executeTakeFirst())?.n ?? 0);
    const ids = (await db.selectFrom('goods').select('id').where('shop_id', '=', 1).execute()).map(
      (r) => r.id,
    );
    const change = fc.record({
      pick: fc.nat(),
      market_enable: fc.integer({ min: 0, max: 1 }),
      is_auth: fc.integer({ min: 0, max: 2 }),
      recycled: fc.boolean(),
      remove: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 15 }), async (changes) => {
        for (const c of changes) {
          const id = ids[c.pick % ids.length]!;
          if (c.remove && c.pick % 5 === 0) {
            // Only goods no order line names can go for good; stand-ins are deleted instead.
            const unused = await db
              .selectFrom('goods')
              .select('id')
              .where('shop_id', '=', 1)
              .where('id', 'not in', db.selectFrom('order_items').select('goods_id'))
              .where('id', 'not in', db.selectFrom('goods_skus').select('goods_id'))
              .executeTakeFirst();
            if (unused) await db.deleteFrom('goods').where('id', '=', unused.id).execute();
            continue;
          }
          await db
            .updateTable('goods')
            .set({ market_enable: c.market_enable, is_auth: c.is_auth, recycled_at: c.recycled ? 1 : null })
            .where('id', '=', id)
            .execute();
        }
        const expected = await recount(1);
        for (const s of STATES) expect(await total(1, [s]), s).toBe(expected[s]);
        expect(await total(1, ['ON_SALE', 'OFF_SHELF'])).toBe(expected.ON_SALE! + expected.OFF_SHELF!);
      }),
      { numRuns: 25, seed: 20 },
    );
  });

  it('count a new goods item under its state', async () => {
    const total = async (shopId: number, states: GoodsCounterState[]) =>
      Number((await countersTotal(db, shopId, states).executeTakeFirst())?.n ?? 0);
    const before = await total(2, ['AWAITING_REVIEW']);
    const category = await db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('goods')
      .values({
        shop_id: 2,
        category_id: category.id,
        goods_code: 'CNT0001',
        goods_name: '计数测试',
        common_name: '',
        specs: '',
        dosage_form: '',
        manufacturer: '',
        approval_number: '',
        storage: '',
        drug_type: 'HEALTH',
        is_prescription: 0,
        price: 100,
        stock: 0,
        unit: '盒',
        thumbnail: '',
        market_enable: 0,
        is_auth: 0,
        supplier_id: null,
        group_id: null,
        submitted_by: null,
        reviewed_by: null,
        reviewed_at: null,
        recycled_at: null,
        created_at: 1,
        updated_at: 1,
      })
      .execute();
    expect(await total(2, ['AWAITING_REVIEW'])).toBe(before + 1);
  });
});
