import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { ExchangeGoods, PointsExchangePort } from './points-exchange.port.ts';

/** The exchange stock of points goods, read and written in a points order's transaction.
 * Kysely only; every query names the shop. */
export class PointsExchangeRepository implements PointsExchangePort {
  async findInTrx(trx: Db, shopId: number, id: number): Promise<ExchangeGoods | undefined> {
    const r = await trx
      .selectFrom('points_goods as p')
      .innerJoin('goods_skus as s', 's.id', 'p.sku_id')
      .innerJoin('goods as g', 'g.id', 'p.goods_id')
      .select([
        'p.id',
        'p.goods_id',
        'p.sku_id',
        'p.points',
        'p.cash',
        'p.stock',
        'p.limit_num',
        'p.enabled',
        'g.goods_name',
        's.enabled as sku_enabled',
        'g.market_enable',
        'g.is_auth',
        'g.recycled_at',
      ])
      .where('p.shop_id', '=', shopId)
      .where('p.id', '=', id)
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      id: Number(r.id),
      goods_id: Number(r.goods_id),
      sku_id: Number(r.sku_id),
      points: Number(r.points),
      cash: Number(r.cash),
      stock: Number(r.stock),
      limit_num: Number(r.limit_num),
      enabled: Number(r.enabled),
      goods_name: r.goods_name,
      sku_enabled: Number(r.sku_enabled),
      on_sale: r.market_enable === 1 && r.is_auth === 1 && r.recycled_at === null,
    };
  }
  async takeInTrx(trx: Db, shopId: number, id: number, num: number, at: number): Promise<boolean> {
    const r = await trx
      .updateTable('points_goods')
      .set({ stock: sql`stock - ${num}`, updated_at: at })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('enabled', '=', 1)
      .where('stock', '>=', num)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
  async giveBackInTrx(trx: Db, shopId: number, skuId: number, num: number, at: number): Promise<void> {
    if (num <= 0) return;
    await trx
      .updateTable('points_goods')
      .set({ stock: sql`stock + ${num}`, updated_at: at })
      .where('shop_id', '=', shopId)
      .where('sku_id', '=', skuId)
      .execute();
  }
}
