import type { Page } from '@rxdesk/contract/common/paging';
import type { FullDiscountRow } from '@rxdesk/contract/promotions/full-discounts';
import type { PromotionListQuery, PromotionRow } from '@rxdesk/contract/promotions/promotion-common';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import { promotionKeys } from './promotion-keys.ts';

/** A list row of any kind; a full cut's also carries its tiers. */
export type AnyPromotionRow = PromotionRow & Partial<Pick<FullDiscountRow, 'by_piece' | 'tiers'>>;

/** GET seller/promotion/{kind} — a page of one kind's activities of a state tab. */
export function getPromotions(api: string, params: PromotionListQuery): Promise<Page<AnyPromotionRow>> {
  return apiClient.get<Page<AnyPromotionRow>>(`seller/promotion/${api}`, { params });
}

export function usePromotionList(api: string, params: PromotionListQuery) {
  return useQuery({
    queryKey: promotionKeys.list(api, params),
    queryFn: () => getPromotions(api, params),
    placeholderData: keepPreviousData,
  });
}
