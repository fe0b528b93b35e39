import type { TestApp } from './test-app.ts';

/** Test helpers of the promotions area: SKUs of a shop by kind of goods. */
export async function skusOf(t: TestApp, shopId: number, rx: boolean, n: number) {
  const rows = await t.db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 's.price', 'g.goods_name'])
    .where('s.shop_id', '=', shopId)
    .where('g.market_enable', '=', 1)
    .where('g.is_auth', '=', 1)
    .where('g.recycled_at', 'is', null)
    .where('s.enabled', '=', 1)
    .where('g.is_prescription', '=', rx ? 1 : 0)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('restricted_goods as r').select('r.id').whereRef('r.goods_id', '=', 'g.id')),
      ),
    )
    .orderBy('s.id')
    .limit(n)
    .execute();
  if (rows.length < n) throw new Error(`shop ${shopId} has fewer than ${n} such SKUs`);
  return rows.map((r) => ({ id: Number(r.id), price: r.price, name: r.goods_name }));
}
