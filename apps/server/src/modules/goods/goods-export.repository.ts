import type { Db } from '../../platform/db/database.ts';

/** Kysely only: what the goods export reads beside the list's own rows. */
export class GoodsExportRepository {
  constructor(private readonly db: Db) {}

  /** The SKUs of these items of the shop, by item then in matrix order. */
  skusOf(shopId: number, goodsIds: readonly number[]) {
    if (goodsIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('goods_skus')
      .select([
        'goods_id',
        'sku_code',
        'spec_values',
        'price',
        'cost',
        'weight',
        'warning_quantity',
        'enabled',
        'stock',
      ])
      .where('shop_id', '=', shopId)
      .where('goods_id', 'in', goodsIds)
      .orderBy('goods_id')
      .orderBy('id')
      .execute();
  }

  /** The platform's categories (names to write full paths). */
  categories() {
    return this.db.selectFrom('categories').select(['id', 'parent_id', 'name']).execute();
  }

  /** The shop's groups (names). */
  groups(shopId: number) {
    return this.db.selectFrom('goods_groups').select(['id', 'name']).where('shop_id', '=', shopId).execute();
  }
}
