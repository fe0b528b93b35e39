import type { EventType } from '@rxdesk/contract/statistics/events';
import type { Db } from '../../../platform/db/database.ts';
import { bumpRollupRevision } from '../rollup-memo.ts';

/** An event ready to store: checked, its goods known to the shop, its Shanghai day worked out. */
export interface PreparedEvent {
  event_id: string;
  type: EventType;
  /** 0 for shop_view. */
  goods_id: number;
  visitor_id: string;
  occurred_at: number;
  day: string;
}

/** The database or a transaction on it. */
type Trx = Db;

const key = (...parts: (string | number)[]) => parts.join('\u0000');

/** The events and their daily rollups (migration 0041). Kysely only. */
export class EventsRepository {
  constructor(private readonly db: Db) {}

  /** Which of `ids` are goods of the shop (another shop's or unknown ids are not). */
  async shopGoodsIds(shopId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('goods')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((r) => Number(r.id)));
  }

  /**
   * Stores the events whose id the shop has not sent before and adds them to the rollups, all in
   * one transaction: concurrent batches with the same ids count each id once (the primary key).
   * Returns how many were new.
   */
  record(shopId: number, events: readonly PreparedEvent[], now: number): Promise<number> {
    if (events.length === 0) return Promise.resolve(0);
    return this.db.transaction().execute((trx) => this.recordIn(trx, shopId, events, now));
  }

  /** `record` inside a transaction the caller holds (the seed's). */
  async recordIn(trx: Trx, shopId: number, events: readonly PreparedEvent[], now: number): Promise<number> {
    if (events.length === 0) return 0;
    const inserted = await trx
      .insertInto('stat_events')
      .values(events.map((e) => ({ shop_id: shopId, ...e, created_at: now })))
      .onConflict((oc) => oc.columns(['shop_id', 'event_id']).doNothing())
      .returning('event_id')
      .execute();
    const fresh = new Set(inserted.map((r) => r.event_id));
    const taken = events.filter((e) => fresh.has(e.event_id));
    await this.rollUp(trx, shopId, taken, now);
    if (taken.length > 0) await bumpRollupRevision(trx, shopId, 'events');
    return taken.length;
  }

  private async rollUp(trx: Trx, shopId: number, events: readonly PreparedEvent[], now: number) {
    const views = events.filter((e) => e.type === 'shop_view' || e.type === 'goods_view');
    const goodsViews = views.filter((e) => e.type === 'goods_view');

    // Distinct visitors: a (day[, goods], visitor) counts when its row is new.
    const shopVisitorRows = dedupe(views, (e) => key(e.day, e.visitor_id));
    const newShopVisitors = countBy(
      shopVisitorRows.length === 0
        ? []
        : await trx
            .insertInto('stat_shop_day_visitors')
            .values(shopVisitorRows.map((e) => ({ shop_id: shopId, day: e.day, visitor_id: e.visitor_id })))
            .onConflict((oc) => oc.doNothing())
            .returning('day')
            .execute(),
      (r) => key(r.day),
    );
    const goodsVisitorRows = dedupe(goodsViews, (e) => key(e.day, e.goods_id, e.visitor_id));
    const newGoodsVisitors = countBy(
      goodsVisitorRows.length === 0
        ? []
        : await trx
            .insertInto('stat_goods_day_visitors')
            .values(
              goodsVisitorRows.map((e) => ({
                shop_id: shopId,
                day: e.day,
                goods_id: e.goods_id,
                visitor_id: e.visitor_id,
              })),
            )
            .onConflict((oc) => oc.doNothing())
            .returning(['day', 'goods_id'])
            .execute(),
      (r) => key(r.day, Number(r.goods_id)),
    );

    const shopDays = new Map<string, { day: string; views: number; visitors: number }>();
    for (const e of views) {
      const d = shopDays.get(e.day) ?? {
        day: e.day,
        views: 0,
        visitors: newShopVisitors.get(key(e.day)) ?? 0,
      };
      d.views += 1;
      shopDays.set(e.day, d);
    }
    const goodsDays = new Map<
      string,
      {
        day: string;
        goods_id: number;
        views: number;
        visitors: number;
        fav_added: number;
        fav_removed: number;
      }
    >();
    const favorites = new Map<number, number>();
    for (const e of events) {
      if (e.type === 'shop_view') continue;
      const k = key(e.day, e.goods_id);
      const g = goodsDays.get(k) ?? {
        day: e.day,
        goods_id: e.goods_id,
        views: 0,
        visitors: newGoodsVisitors.get(k) ?? 0,
        fav_added: 0,
        fav_removed: 0,
      };
      if (e.type === 'goods_view') g.views += 1;
      if (e.type === 'goods_favorite') g.fav_added += 1;
      if (e.type === 'goods_unfavorite') g.fav_removed += 1;
      goodsDays.set(k, g);
      if (e.type !== 'goods_view') {
        favorites.set(e.goods_id, (favorites.get(e.goods_id) ?? 0) + (e.type === 'goods_favorite' ? 1 : -1));
      }
    }

    if (shopDays.size > 0) {
      await trx
        .insertInto('stat_shop_days')
        .values([...shopDays.values()].map((d) => ({ shop_id: shopId, ...d })))
        .onConflict((oc) =>
          oc.columns(['shop_id', 'day']).doUpdateSet((eb) => ({
            views: eb('stat_shop_days.views', '+', eb.ref('excluded.views')),
            visitors: eb('stat_shop_days.visitors', '+', eb.ref('excluded.visitors')),
          })),
        )
        .execute();
    }
    if (goodsDays.size > 0) {
      await trx
        .insertInto('stat_goods_days')
        .values([...goodsDays.values()].map((g) => ({ shop_id: shopId, ...g })))
        .onConflict((oc) =>
          oc.columns(['shop_id', 'day', 'goods_id']).doUpdateSet((eb) => ({
            views: eb('stat_goods_days.views', '+', eb.ref('excluded.views')),
            visitors: eb('stat_goods_days.visitors', '+', eb.ref('excluded.visitors')),
            fav_added: eb('stat_goods_days.fav_added', '+', eb.ref('excluded.fav_added')),
            fav_removed: eb('stat_goods_days.fav_removed', '+', eb.ref('excluded.fav_removed')),
          })),
        )
        .execute();
    }
    if (favorites.size > 0) {
      // The running total (added − removed); reports show it never below 0.
      await trx
        .insertInto('stat_goods_favorites')
        .values(
          [...favorites].map(([goods_id, delta]) => ({
            shop_id: shopId,
            goods_id,
            favorites: delta,
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['shop_id', 'goods_id']).doUpdateSet((eb) => ({
            favorites: eb('stat_goods_favorites.favorites', '+', eb.ref('excluded.favorites')),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  }
}

function dedupe<T>(items: readonly T[], by: (t: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(by(item))) seen.set(by(item), item);
  return [...seen.values()];
}

function countBy<T>(items: readonly T[], by: (t: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(by(item), (counts.get(by(item)) ?? 0) + 1);
  return counts;
}
