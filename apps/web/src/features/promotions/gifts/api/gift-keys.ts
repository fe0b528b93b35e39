import type { GiftListQuery } from '@rxdesk/contract/promotions/gifts';

/** Query keys of the gift screens; every change invalidates `all` (list, details, tier choices). */
export const giftKeys = {
  all: ['gifts'] as const,
  list: (params: GiftListQuery) => [...giftKeys.all, 'list', params] as const,
  detail: (id: number) => [...giftKeys.all, 'detail', id] as const,
};
