import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

type Trx = Kysely<Database>;

/** The points mall's categories: what a pharmacy gives for points (two levels). */
const CATEGORIES: { name: string; children: string[] }[] = [
  { name: '健康防护', children: ['口罩', '消毒用品', '体温计'] },
  { name: '营养保健', children: ['维生素', '蛋白粉'] },
  { name: '生活用品', children: ['毛巾纸巾', '保温杯'] },
  { name: '家庭药箱', children: [] },
];

export async function seedPointsCategories(trx: Trx, shopId: number, now: number): Promise<void> {
  for (const [i, top] of CATEGORIES.entries()) {
    const { id } = await trx
      .insertInto('points_categories')
      .values({
        shop_id: shopId,
        parent_id: 0,
        name: top.name,
        sort: i + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (top.children.length)
      await trx
        .insertInto('points_categories')
        .values(
          top.children.map((name, j) => ({
            shop_id: shopId,
            parent_id: Number(id),
            name,
            sort: j + 1,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
  }
}

/** Six points goods over the demo shop's cheapest plain goods (on sale, approved, neither
 * prescription nor restricted): ~100 points a yuan, two with a little cash, one still off. */
export async function seedPointsGoods(trx: Trx, shopId: number, now: number): Promise<void> {
  const skus = await trx
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 's.goods_id', 's.price'])
    .where('s.shop_id', '=', shopId)
    .where('s.enabled', '=', 1)
    .where('g.market_enable', '=', 1)
    .where('g.is_auth', '=', 1)
    .where('g.is_prescription', '=', 0)
    .where('g.recycled_at', 'is', null)
    .where('s.price', '>', 0)
    .where(
      'g.id',
      'not in',
      trx.selectFrom('restricted_goods').select('goods_id').where('shop_id', '=', shopId),
    )
    .orderBy('s.price')
    .orderBy('s.id')
    .limit(6)
    .execute();
  const leaves = await trx
    .selectFrom('points_categories')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('parent_id', '!=', 0)
    .orderBy('id')
    .execute();
  if (!leaves.length || !skus.length) return;
  const plan = [
    { cash: 0, stock: 50, limit: 2, on: 1 },
    { cash: 0, stock: 100, limit: 0, on: 1 },
    { cash: 500, stock: 30, limit: 1, on: 1 },
    { cash: 0, stock: 20, limit: 0, on: 1 },
    { cash: 990, stock: 10, limit: 1, on: 1 },
    { cash: 0, stock: 0, limit: 0, on: 0 },
  ];
  await trx
    .insertInto('points_goods')
    .values(
      skus.map((s, i) => {
        const p = plan[i]!;
        // About 100 points a yuan of what the cash does not cover, in whole hundreds.
        const points = Math.max(100, Math.round(Math.max(s.price - p.cash, 100) / 100) * 100);
        return {
          shop_id: shopId,
          goods_id: Number(s.goods_id),
          sku_id: Number(s.id),
          category_id: Number(leaves[i % leaves.length]!.id),
          points,
          cash: p.cash,
          stock: p.stock,
          limit_num: p.limit,
          enabled: p.on,
          created_at: now - (6 - i) * 86_400,
          updated_at: now - (6 - i) * 86_400,
        };
      }),
    )
    .execute();
}
