import type { Db } from '../../../platform/db/database.ts';

export interface DemoSku {
  id: number;
  goodsId: number;
  shopId: number;
  code: string;
  price: number;
  stock: number;
}

/** Demo-shop SKUs for the seckill / group-buy tests: non-prescription goods on sale, approved,
 * unrestricted, in stock and in no seeded activity; plus one prescription SKU. */
export async function demoSkus(db: Db): Promise<{ plain: DemoSku[]; rx: DemoSku }> {
  const { shop_id: shop } = await db
    .selectFrom('users')
    .select('shop_id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  const base = db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select([
      's.id',
      's.goods_id as goodsId',
      's.shop_id as shopId',
      's.sku_code as code',
      's.price',
      's.stock',
    ])
    .where('s.shop_id', '=', shop)
    .where('s.enabled', '=', 1)
    .where('g.market_enable', '=', 1)
    .where('g.is_auth', '=', 1)
    .where('g.recycled_at', 'is', null)
    .where('s.stock', '>=', 30)
    .where('s.price', '>', 500)
    .where('g.id', 'not in', db.selectFrom('restricted_goods').select('goods_id'))
    .where('s.id', 'not in', db.selectFrom('promotion_skus').select('sku_id'))
    .orderBy('s.id');
  const plain = await base.where('g.is_prescription', '=', 0).limit(8).execute();
  const rx = await base.where('g.is_prescription', '=', 1).executeTakeFirstOrThrow();
  if (plain.length < 8) throw new Error('the demo shop has too few plain SKUs for the tests');
  return { plain, rx };
}
