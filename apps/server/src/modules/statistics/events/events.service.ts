import {
  EVENTS_MAX_AGE_DAYS,
  EVENTS_MAX_FUTURE_SKEW,
  type EventRejectReason,
  type EventsBody,
  type EventsResult,
} from '@rxdesk/contract/statistics/events';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { translateMessage, type Locale } from '@rxdesk/contract/common/locale';
import type { Clock } from '../../../platform/clock.ts';
import type { EventsRepository, PreparedEvent } from './events.repository.ts';

const DAY = 86400;

/** Takes a batch of buyers' view / favourite events for a shop: each event is checked on its own
 * (goods of the shop, not in the future, not too old), a repeated id is ignored, and the rest are
 * stored with their rollups in one transaction. */
export class EventsService {
  constructor(
    private readonly repo: EventsRepository,
    private readonly clock: Clock,
  ) {}

  async ingest(shopId: number, body: EventsBody, locale: Locale): Promise<EventsResult> {
    const now = this.clock.now();
    const goodsIds = [...new Set(body.events.flatMap((e) => (e.goods_id ? [e.goods_id] : [])))];
    const known = await this.repo.shopGoodsIds(shopId, goodsIds);
    const rejected: EventsResult['rejected'] = [];
    const seen = new Set<string>();
    const take: PreparedEvent[] = [];
    let repeated = 0;
    body.events.forEach((e, index) => {
      const reject = (reason: EventRejectReason) =>
        rejected.push({
          index,
          event_id: e.event_id,
          reason,
          message: translateMessage(locale, `error.events.${reason}`),
        });
      if (e.occurred_at > now + EVENTS_MAX_FUTURE_SKEW) return reject('IN_FUTURE');
      if (e.occurred_at < now - EVENTS_MAX_AGE_DAYS * DAY) return reject('TOO_OLD');
      // A shop page view names no goods item; one that does is read as the shop's page all the same.
      const goodsId = e.type === 'shop_view' ? 0 : (e.goods_id ?? 0);
      if (goodsId !== 0 && !known.has(goodsId)) return reject('UNKNOWN_GOODS');
      const id = e.event_id.toLowerCase();
      if (seen.has(id)) {
        repeated += 1;
        return;
      }
      seen.add(id);
      take.push({
        event_id: id,
        type: e.type,
        goods_id: goodsId,
        visitor_id: e.visitor_id,
        occurred_at: e.occurred_at,
        day: unixToDateString(e.occurred_at, 'yyyy-MM-dd'),
      });
    });
    const accepted = await this.repo.record(shopId, take, now);
    return { accepted, duplicate: repeated + (take.length - accepted), rejected };
  }
}
