import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';

const n = (v: unknown) => Number(v ?? 0);

/** The traffic and collect reports' reads: the daily rollups of migration 0041, one shop's only. */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  /** The shop's days in [start, end] that have views. */
  async shopDays(shopId: number, start: string, end: string) {
    const rows = await this.db
      .selectFrom('stat_shop_days')
      .select(['day', 'views', 'visitors'])
      .where('shop_id', '=', shopId)
      .where('day', '>=', start)
      .where('day', '<=', end)
      .execute();
    return rows.map((r) => ({ day: r.day, views: n(r.views), visitors: n(r.visitors) }));
  }

  /** Goods by views over [start, end] (ties: lower id first): the shop's own goods only. */
  async topViewed(shopId: number, start: string, end: string, limit: number) {
    const rows = await this.db
      .selectFrom('stat_goods_days as d')
      .innerJoin('goods as g', (j) => j.onRef('g.id', '=', 'd.goods_id').on('g.shop_id', '=', shopId))
      .select((eb) => [
        'd.goods_id',
        'g.goods_name',
        eb.fn.sum<number>('d.views').as('views'),
        eb.fn.sum<number>('d.visitors').as('visitors'),
      ])
      .where('d.shop_id', '=', shopId)
      .where('d.day', '>=', start)
      .where('d.day', '<=', end)
      .groupBy(['d.goods_id', 'g.goods_name'])
      .having((eb) => eb.fn.sum('d.views'), '>', 0)
      .orderBy(sql`sum(d.views)`, 'desc')
      .orderBy('d.goods_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      goods_id: n(r.goods_id),
      goods_name: r.goods_name,
      views: n(r.views),
      visitors: n(r.visitors),
    }));
  }

  /** Favourites added / removed per day over [start, end] (days with any). */
  async favoriteDays(shopId: number, start: string, end: string) {
    const rows = await this.db
      .selectFrom('stat_goods_days')
      .select((eb) => [
        'day',
        eb.fn.sum<number>('fav_added').as('added'),
        eb.fn.sum<number>('fav_removed').as('removed'),
      ])
      .where('shop_id', '=', shopId)
      .where('day', '>=', start)
      .where('day', '<=', end)
      .groupBy('day')
      .execute();
    return rows.map((r) => ({ day: r.day, added: n(r.added), removed: n(r.removed) }));
  }

  /** Goods by current favourites (ties: lower id), those with at least one. */
  async topFavorites(shopId: number, limit: number) {
    const rows = await this.db
      .selectFrom('stat_goods_favorites as f')
      .innerJoin('goods as g', (j) => j.onRef('g.id', '=', 'f.goods_id').on('g.shop_id', '=', shopId))
      .select(['f.goods_id', 'g.goods_name', 'f.favorites'])
      .where('f.shop_id', '=', shopId)
      .where('f.favorites', '>', 0)
      .orderBy('f.favorites', 'desc')
      .orderBy('f.goods_id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      goods_id: n(r.goods_id),
      goods_name: r.goods_name,
      favorites: n(r.favorites),
    }));
  }

  /** The shop's current favourites over all goods (each goods item's total counted from 0 up). */
  async favoritesTotal(shopId: number): Promise<number> {
    const r = await this.db
      .selectFrom('stat_goods_favorites')
      .select((eb) => eb.fn.sum<number>('favorites').as('total'))
      .where('shop_id', '=', shopId)
      .where('favorites', '>', 0)
      .executeTakeFirst();
    return n(r?.total);
  }

  /** Added / removed over [start, end] for the given goods. */
  async favoritesOf(shopId: number, goodsIds: readonly number[], start: string, end: string) {
    if (goodsIds.length === 0) return new Map<number, { added: number; removed: number }>();
    const rows = await this.db
      .selectFrom('stat_goods_days')
      .select((eb) => [
        'goods_id',
        eb.fn.sum<number>('fav_added').as('added'),
        eb.fn.sum<number>('fav_removed').as('removed'),
      ])
      .where('shop_id', '=', shopId)
      .where('goods_id', 'in', [...goodsIds])
      .where('day', '>=', start)
      .where('day', '<=', end)
      .groupBy('goods_id')
      .execute();
    return new Map(rows.map((r) => [n(r.goods_id), { added: n(r.added), removed: n(r.removed) }]));
  }
}
