import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { demoSkus } from './activity-testing.ts';
import { OffersRepository } from '../pricing/offers.repository.ts';

/** The seckill oversell test of issue 22 at the repository level: 1 000 parallel takes of one
 * unit, each in its own transaction (on PostgreSQL over the pool's connections), against a
 * 100-unit SKU row sell exactly 100 — on SQLite and, with TEST_DATABASE_URL, on PostgreSQL. */
describe('seckill and group-buy units under concurrency (the intake OfferQuantitySource)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const offers = () => new OffersRepository(t.db, () => t.clock.now());

  async function activity(kind: 'SECKILL' | 'GROUPBUY', slots: [number, number][]) {
    const { plain } = await demoSkus(t.db);
    const sku = plain[kind === 'SECKILL' ? 0 : 1]!;
    const now = t.clock.now();
    const { id } = await t.db
      .insertInto('promotions')
      .values({
        shop_id: sku.shopId,
        kind,
        title: `${kind} race`,
        start_at: now + slots[0]![0],
        end_at: now + slots[slots.length - 1]![1],
        closed_at: null,
        closed_by: null,
        created_by: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('promotion_skus')
      .values(
        slots.map(([from, to]) => ({
          shop_id: sku.shopId,
          promotion_id: id,
          kind,
          goods_id: sku.goodsId,
          sku_id: sku.id,
          start_at: now + from,
          end_at: now + to,
          price: 100,
          quantity: 100,
        })),
      )
      .execute();
    return { id, sku: sku.id, now };
  }

  const soldOf = (id: number) =>
    t.db
      .selectFrom('promotion_skus')
      .select(['start_at', 'sold'])
      .where('promotion_id', '=', id)
      .orderBy('start_at')
      .execute();

  for (const kind of ['SECKILL', 'GROUPBUY'] as const) {
    it(`${kind}: 1 000 parallel one-unit takes of a 100-unit SKU sell exactly 100 (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'})`, async () => {
      // A seckill SKU has a row per slot: the running slot's row is taken, the next one untouched.
      const slots: [number, number][] =
        kind === 'SECKILL'
          ? [
              [-60, 3600],
              [3600, 7200],
            ]
          : [[-60, 7200]];
      const { id, sku, now } = await activity(kind, slots);
      const results = await Promise.all(
        Array.from({ length: 1000 }, () =>
          t.db.transaction().execute((trx) => offers().takeAtInTrx(trx, id, sku, 1, now)),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(100);
      const rows = await soldOf(id);
      expect(rows.map((r) => r.sold)).toEqual(kind === 'SECKILL' ? [100, 0] : [100]);
      // Nothing left; a take of several units that would pass the quantity is refused whole.
      expect(await t.db.transaction().execute((trx) => offers().takeAtInTrx(trx, id, sku, 1, now))).toBe(
        false,
      );
      if (kind === 'SECKILL') {
        const next = now + 3600;
        expect(await t.db.transaction().execute((trx) => offers().takeAtInTrx(trx, id, sku, 101, next))).toBe(
          false,
        );
        expect(await t.db.transaction().execute((trx) => offers().takeAtInTrx(trx, id, sku, 100, next))).toBe(
          true,
        );
        expect((await soldOf(id)).map((r) => r.sold)).toEqual([100, 100]);
      }
    });
  }

  it('takes nothing from a closed row', async () => {
    const { id, sku, now } = await activity('GROUPBUY', [[-60, 600]]);
    await t.db.updateTable('promotion_skus').set({ live: 0 }).where('promotion_id', '=', id).execute();
    expect(await t.db.transaction().execute((trx) => offers().takeAtInTrx(trx, id, sku, 1, now))).toBe(false);
  });
  it('gives units back to the slot they were taken from, never below 0', async () => {
    const { id, sku, now } = await activity('SECKILL', [
      [-60, 600],
      [600, 1200],
    ]);
    const take = (n: number) =>
      t.db.transaction().execute((trx) => offers().takeAtInTrx(trx, id, sku, n, now));
    expect(await take(100)).toBe(true);
    expect(await take(1)).toBe(false);
    await t.db.transaction().execute((trx) => offers().returnInTrx(trx, id, sku, 3, now));
    expect((await soldOf(id)).map((r) => r.sold)).toEqual([97, 0]);
    expect(await take(3)).toBe(true);
    await t.db.transaction().execute((trx) => offers().returnInTrx(trx, id, sku, 500, now));
    expect((await soldOf(id)).map((r) => r.sold)).toEqual([0, 0]);
  });
});
