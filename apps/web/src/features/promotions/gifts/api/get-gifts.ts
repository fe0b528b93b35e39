import type { Gift, GiftDetail, GiftListQuery } from '@rxdesk/contract/promotions/gifts';
import type { Page } from '@rxdesk/contract/common/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../../shared/http/api-client.ts';
import { giftKeys } from './gift-keys.ts';

/** GET seller/promotion/full-discount-gifts — a page of the shop's gifts (by name). */
export function getGifts(params: GiftListQuery): Promise<Page<Gift>> {
  return apiClient.get<Page<Gift>>('seller/promotion/full-discount-gifts', { params });
}

export function useGifts(params: GiftListQuery) {
  return useQuery({
    queryKey: giftKeys.list(params),
    queryFn: () => getGifts(params),
    placeholderData: keepPreviousData,
  });
}

/** GET …/{id} — the gift with its latest stock ledger rows. */
export function useGiftDetail(id: number | null) {
  return useQuery({
    queryKey: giftKeys.detail(id ?? 0),
    queryFn: () => apiClient.get<GiftDetail>(`seller/promotion/full-discount-gifts/${id}`),
    enabled: id !== null,
  });
}
