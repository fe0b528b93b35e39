import type { Kysely } from 'kysely';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { EventType } from '@rxdesk/contract/statistics/events';
import type { Database } from '../platform/db/schema.ts';
import { EventsRepository, type PreparedEvent } from '../modules/statistics/events/events.repository.ts';

type Trx = Kysely<Database>;
const DAY = 86400;
const DAYS = 60;

/** A small deterministic generator: the demo's figures are the same on every seed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** An id shaped like a UUID (v4 layout), from the generator. */
function uuid(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/* 流量 / 收藏 (issue 25): what the storefront's clients would have sent over the last 60 days —
 * shop page and goods page views (more at weekends and in the evening, a few goods far more viewed
 * than the rest), favourites and some taken back. Stored through the events repository, so the
 * rollups are made exactly as the open API makes them. */
export async function seedStatisticsEvents(trx: Trx, shopId: number, now: number): Promise<void> {
  const goods = await trx
    .selectFrom('goods')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('recycled_at', 'is', null)
    .where('market_enable', '=', 1)
    .orderBy('id')
    .execute();
  if (goods.length === 0) return;
  const ids = goods.map((g) => Number(g.id));
  const rand = random(25);
  // Popularity falls off with rank (Zipf-like): the first goods are the shop's best known.
  const pick = () => ids[Math.min(ids.length - 1, Math.floor(ids.length * rand() ** 2.2))]!;
  const visitors = Array.from({ length: 400 }, (_, i) => `demo-visitor-${i + 1}`);
  const events: PreparedEvent[] = [];
  const push = (type: EventType, visitor: string, at: number, goodsId = 0) =>
    events.push({
      event_id: uuid(rand),
      type,
      goods_id: goodsId,
      visitor_id: visitor,
      occurred_at: at,
      day: unixToDateString(at, 'yyyy-MM-dd'),
    });
  const favorites = new Map<string, number[]>();
  for (let d = DAYS - 1; d >= 0; d -= 1) {
    const dayStart = now - d * DAY - ((now + 8 * 3600) % DAY);
    const weekday = new Date((dayStart + 8 * 3600) * 1000).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const sessions = Math.round((weekend ? 36 : 24) + rand() * 14 + (DAYS - d) * 0.2);
    for (let s = 0; s < sessions; s += 1) {
      const visitor = visitors[Math.floor(rand() ** 1.5 * visitors.length)]!;
      // Mostly daytime and evening, Shanghai time.
      let at = dayStart + Math.floor((8 + rand() * 15) * 3600);
      if (at > now) at = now - Math.floor(rand() * 600);
      if (at < dayStart) continue;
      if (rand() < 0.6) push('shop_view', visitor, at);
      const pages = 1 + Math.floor(rand() * 4);
      for (let p = 0; p < pages; p += 1) {
        const goodsId = pick();
        at = Math.min(now, at + 20 + Math.floor(rand() * 90));
        push('goods_view', visitor, at, goodsId);
        if (rand() < 0.08) {
          push('goods_favorite', visitor, at + 5 > now ? at : at + 5, goodsId);
          favorites.set(visitor, [...(favorites.get(visitor) ?? []), goodsId]);
        } else if (rand() < 0.02 && favorites.get(visitor)?.length) {
          const list = favorites.get(visitor)!;
          push('goods_unfavorite', visitor, at, list.shift()!);
        }
      }
    }
  }
  const repo = new EventsRepository(trx);
  for (let i = 0; i < events.length; i += 500) {
    await repo.recordIn(trx, shopId, events.slice(i, i + 500), now);
  }
}
