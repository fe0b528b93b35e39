import type { Db } from '../../platform/db/database.ts';

/** What a points order reads beside the order itself (issue 22): the catalogue row of the points
 * goods and how many units the member already took. Kysely only; every query names the shop. */
export class PointsOrderRepository {
  /** The goods row an order item copies, and the SKU's list price (fen). */
  async goodsInTrx(trx: Db, shopId: number, goodsId: number, skuId: number) {
    const g = await trx
      .selectFrom('goods')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', goodsId)
      .executeTakeFirst();
    const sku = await trx
      .selectFrom('goods_skus')
      .select(['id', 'spec_values', 'price'])
      .where('shop_id', '=', shopId)
      .where('id', '=', skuId)
      .executeTakeFirst();
    return g && sku ? { g, sku } : undefined;
  }

  /** Whether the goods is marked restricted (限购药品) in the shop. */
  async isRestrictedInTrx(trx: Db, shopId: number, goodsId: number): Promise<boolean> {
    const r = await trx
      .selectFrom('restricted_goods')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('goods_id', '=', goodsId)
      .executeTakeFirst();
    return r !== undefined;
  }

  /** Units of this SKU the member took in earlier points orders that were not cancelled (the
   * per-member limit). Read after the member's ledger lock, so concurrent orders count each other. */
  async unitsTakenInTrx(trx: Db, shopId: number, memberId: number, skuId: number): Promise<number> {
    const r = await trx
      .selectFrom('orders as o')
      .innerJoin('order_items as i', 'i.order_id', 'o.id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('i.num'), eb.lit(0)).as('n'))
      .where('o.shop_id', '=', shopId)
      .where('o.order_type', '=', 'POINTS')
      .where('o.member_id', '=', memberId)
      .where('o.status', '<>', 'CANCELLED')
      .where('i.sku_id', '=', skuId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }
}
