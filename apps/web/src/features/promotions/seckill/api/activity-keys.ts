import type { ActivityListQuery } from '@rxdesk/contract/promotions/seckill';

/** The activity kinds' API paths (under /api). */
export const ACTIVITY_BASE = {
  seckill: 'seller/promotion/seckills',
  groupBuy: 'seller/promotion/group-buy-goods',
  assemble: 'seller/promotion/pintuan',
} as const;
export type ActivityKind = keyof typeof ACTIVITY_BASE;

/** Query keys of seckill and group buy; every change invalidates the kind's root. */
export const activityKeys = {
  all: (kind: ActivityKind) => ['promotions-activity', kind] as const,
  list: (kind: ActivityKind, params: ActivityListQuery) =>
    [...activityKeys.all(kind), 'list', params] as const,
  detail: (kind: ActivityKind, id: number) => [...activityKeys.all(kind), 'detail', id] as const,
};
