import type { Db } from '../../../platform/db/database.ts';

/* The goods facts seckill and group buy read (the shop's SKUs, its prescription-promotion
 * switch). Kysely only. */

export function promotionsRxInTrx(trx: Db, shopId: number) {
  return trx.selectFrom('shops').select('promotions_rx').where('id', '=', shopId).executeTakeFirst();
}

/** The shop's SKUs named (others are simply absent), with their goods' sale facts. */
export function skuFactsInTrx(trx: Db, shopId: number, skuIds: readonly number[]) {
  return trx
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .leftJoin('restricted_goods as r', (j) =>
      j.onRef('r.goods_id', '=', 'g.id').onRef('r.shop_id', '=', 'g.shop_id'),
    )
    .select([
      's.id as sku_id',
      's.goods_id',
      's.sku_code',
      's.price',
      's.stock',
      's.enabled',
      'g.goods_name',
      'g.market_enable',
      'g.is_auth',
      'g.recycled_at',
      'g.is_prescription',
      'r.id as restricted_id',
    ])
    .where('s.shop_id', '=', shopId)
    .where('s.id', 'in', [...skuIds])
    .execute();
}

/** The enabled SKUs of the shop's goods named, on sale and approved (the form's rows). */
export function skuOptionsOf(db: Db, shopId: number, goodsIds: readonly number[]) {
  return db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select([
      's.id as sku_id',
      's.goods_id',
      'g.goods_name',
      's.sku_code',
      's.spec_values',
      's.price',
      's.stock',
    ])
    .where('s.shop_id', '=', shopId)
    .where('s.goods_id', 'in', [...goodsIds])
    .where('s.enabled', '=', 1)
    .where('g.market_enable', '=', 1)
    .where('g.is_auth', '=', 1)
    .where('g.recycled_at', 'is', null)
    .orderBy('s.goods_id')
    .orderBy('s.id')
    .execute();
}
