import { z } from 'zod';
import { addAreaMessages } from '../common/locale.ts';

/**
 * Buyer-side statistics events (issue 25): the storefront's clients report page views and
 * favourites through the open API (`POST /api/open/events`, shop key in `X-Api-Key`), batched and
 * idempotent per `event_id` (a repeated id is counted once, whatever batch it comes in). Each
 * accepted event updates the shop's daily rollups in the same transaction (traffic.ts, collect.ts
 * read them). Times are unix seconds; the day of an event is its Asia/Shanghai date.
 */
export const EVENT_TYPES = ['shop_view', 'goods_view', 'goods_favorite', 'goods_unfavorite'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Types that concern one goods item: `goods_id` is required with them. */
export const GOODS_EVENT_TYPES: readonly EventType[] = ['goods_view', 'goods_favorite', 'goods_unfavorite'];

/** At most this many events per request. */
export const EVENTS_MAX_BATCH = 500;
/** A client's clock may run ahead of ours by this much (seconds). */
export const EVENTS_MAX_FUTURE_SKEW = 300;
/** Events older than this many days are refused: the days before are closed (and reported on). */
export const EVENTS_MAX_AGE_DAYS = 7;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const statEvent = z
  .object({
    event_id: z.string().trim().regex(UUID, 'rule.events.eventId'),
    type: z.enum(EVENT_TYPES, 'rule.events.type'),
    goods_id: z.coerce.number().int('rule.events.goodsId').positive('rule.events.goodsId').optional(),
    /** The buyer's (or browser's) stable anonymous id, as the client keeps it. */
    visitor_id: z
      .string('rule.events.visitorId')
      .trim()
      .min(1, 'rule.events.visitorId')
      .max(64, 'rule.events.visitorId'),
    occurred_at: z
      .number('rule.events.occurredAt')
      .int('rule.events.occurredAt')
      .min(0, 'rule.events.occurredAt'),
  })
  .refine((e) => !GOODS_EVENT_TYPES.includes(e.type) || e.goods_id !== undefined, {
    message: 'rule.events.goodsId',
    path: ['goods_id'],
  });
export type StatEvent = z.infer<typeof statEvent>;

export const eventsBody = z.object({
  events: z
    .array(statEvent, 'rule.events.batch')
    .min(1, 'rule.events.batch')
    .max(EVENTS_MAX_BATCH, 'rule.events.batch'),
});
export type EventsBody = z.infer<typeof eventsBody>;

/** Why one event of a batch was refused (the others are still taken). */
export const EVENT_REJECT_REASONS = ['UNKNOWN_GOODS', 'TOO_OLD', 'IN_FUTURE'] as const;
export type EventRejectReason = (typeof EVENT_REJECT_REASONS)[number];

export const eventsResult = z.object({
  /** New events, counted. */
  accepted: z.number(),
  /** Events whose id was already taken (earlier, or earlier in this batch): ignored. */
  duplicate: z.number(),
  /** Events refused one by one: the index in the batch, the id, why. */
  rejected: z.array(
    z.object({
      index: z.number(),
      event_id: z.string(),
      reason: z.enum(EVENT_REJECT_REASONS),
      message: z.string(),
    }),
  ),
});
export type EventsResult = z.infer<typeof eventsResult>;

const zh = {
  'rule.events.batch': `events 须为 1-${EVENTS_MAX_BATCH} 个事件`,
  'rule.events.eventId': 'event_id 须为 UUID',
  'rule.events.type': 'type 须为 shop_view、goods_view、goods_favorite 或 goods_unfavorite',
  'rule.events.goodsId': '商品事件须带正整数 goods_id',
  'rule.events.visitorId': 'visitor_id 须为 1-64 个字符',
  'rule.events.occurredAt': 'occurred_at 须为 Unix 秒',
  'error.events.UNKNOWN_GOODS': '本店没有该商品',
  'error.events.TOO_OLD': `事件发生于 ${EVENTS_MAX_AGE_DAYS} 天以前，不再接收`,
  'error.events.IN_FUTURE': '事件时间晚于当前时间',
};
const en: Record<keyof typeof zh, string> = {
  'rule.events.batch': `events must hold 1 to ${EVENTS_MAX_BATCH} events`,
  'rule.events.eventId': 'event_id must be a UUID',
  'rule.events.type': 'type must be shop_view, goods_view, goods_favorite or goods_unfavorite',
  'rule.events.goodsId': 'A goods event needs a positive whole goods_id',
  'rule.events.visitorId': 'visitor_id must be 1 to 64 characters',
  'rule.events.occurredAt': 'occurred_at must be unix seconds',
  'error.events.UNKNOWN_GOODS': 'The shop has no such goods item',
  'error.events.TOO_OLD': `The event is older than ${EVENTS_MAX_AGE_DAYS} days and no longer taken`,
  'error.events.IN_FUTURE': 'The event is later than the current time',
};
export const EVENTS_MESSAGES = { zh, en };
addAreaMessages(EVENTS_MESSAGES);
