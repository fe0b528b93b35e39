import type { Db } from '../../platform/db/database.ts';

/** The goods facts a promotion's SKUs are checked against (the shop's, on sale, approved,
 * prescription or restricted) and shown with in the detail. Read-only over the goods tables;
 * Kysely only. */
export class PromotionGoodsRepository {
  constructor(private readonly db: Db) {}

  skuFactsInTrx(trx: Db, shopId: number, skuIds: readonly number[]) {
    if (skuIds.length === 0) return Promise.resolve([]);
    return trx
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select((eb) => [
        's.id as sku_id',
        's.goods_id',
        's.price',
        's.spec_values',
        's.enabled',
        'g.goods_name',
        'g.specs',
        'g.market_enable',
        'g.is_auth',
        'g.recycled_at',
        'g.is_prescription',
        'g.drug_type',
        eb
          .exists(
            eb
              .selectFrom('restricted_goods as r')
              .select('r.id')
              .whereRef('r.goods_id', '=', 'g.id')
              .where('r.shop_id', '=', shopId),
          )
          .as('restricted'),
      ])
      .where('s.shop_id', '=', shopId)
      .where('g.shop_id', '=', shopId)
      .where('s.id', 'in', [...skuIds])
      .execute();
  }

  /** The enabled SKUs of the shop's goods `goodsIds` (what the form turns picked goods into). */
  skusOfGoods(shopId: number, goodsIds: readonly number[]) {
    if (goodsIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select(['s.id as sku_id', 's.goods_id', 's.price', 's.spec_values', 'g.goods_name', 'g.specs'])
      .where('s.shop_id', '=', shopId)
      .where('g.shop_id', '=', shopId)
      .where('s.enabled', '=', 1)
      .where('s.goods_id', 'in', [...goodsIds])
      .orderBy('s.goods_id')
      .orderBy('s.id')
      .execute();
  }

  /** The covered SKUs with their goods, for the detail (the activity's own rows). */
  skusOf(promotionId: number) {
    return this.db
      .selectFrom('promotion_skus as ps')
      .innerJoin('goods_skus as s', 's.id', 'ps.sku_id')
      .innerJoin('goods as g', 'g.id', 'ps.goods_id')
      .select([
        'ps.sku_id',
        'ps.goods_id',
        'ps.price as off',
        's.price',
        's.spec_values',
        'g.goods_name',
        'g.specs',
      ])
      .where('ps.promotion_id', '=', promotionId)
      .orderBy('ps.id')
      .execute();
  }
}
