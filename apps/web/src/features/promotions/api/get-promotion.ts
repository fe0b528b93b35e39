import type { FullDiscountDetail } from '@rxdesk/contract/promotions/full-discounts';
import type { PromotionFigures, PromotionSku } from '@rxdesk/contract/promotions/promotion-common';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/http/api-client.ts';
import type { AnyPromotionRow } from './get-promotions.ts';
import { promotionKeys } from './promotion-keys.ts';

export type AnyPromotionDetail = AnyPromotionRow &
  Partial<Pick<FullDiscountDetail, 'tiers'>> & { skus: PromotionSku[]; figures: PromotionFigures };

/** GET seller/promotion/{kind}/{id} — the activity, its SKUs and its figures. */
export function getPromotion(api: string, id: number): Promise<AnyPromotionDetail> {
  return apiClient.get<AnyPromotionDetail>(`seller/promotion/${api}/${id}`);
}

export function usePromotion(api: string, id: number | null) {
  return useQuery({
    queryKey: promotionKeys.detail(api, id ?? 0),
    queryFn: () => getPromotion(api, id!),
    enabled: id !== null,
  });
}
