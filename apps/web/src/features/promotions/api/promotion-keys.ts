import type { PromotionListQuery } from '@rxdesk/contract/promotions/promotion-common';

/** Query keys of the promotion screens (this area's root: the coupon and seckill pages under
 * features/promotions/ build theirs on `promotionKeys.all`); every change invalidates its kind. */
export const promotionKeys = {
  all: ['promotions'] as const,
  kind: (api: string) => [...promotionKeys.all, api] as const,
  list: (api: string, params: PromotionListQuery) => [...promotionKeys.kind(api), 'list', params] as const,
  detail: (api: string, id: number) => [...promotionKeys.kind(api), 'detail', id] as const,
  skus: (api: string, goodsIds: readonly number[]) => [...promotionKeys.kind(api), 'skus', goodsIds] as const,
};
