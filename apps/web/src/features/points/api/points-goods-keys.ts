import type { PointsGoodsListQuery } from '@rxdesk/contract/points/points-goods';

/** Query keys of the points goods screen; every change invalidates `all`. */
export const pointsGoodsKeys = {
  all: ['points', 'goods'] as const,
  list: (q: PointsGoodsListQuery) => [...pointsGoodsKeys.all, 'list', q] as const,
};
