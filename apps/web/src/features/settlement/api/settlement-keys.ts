import type { BillItemsQuery, BillListQuery } from '@rxdesk/contract/settlement/settlement';

/** Query keys of the settlement screens; a confirm invalidates `all` (lists, details, lines). */
export const settlementKeys = {
  all: ['settlement'] as const,
  lists: () => [...settlementKeys.all, 'list'] as const,
  list: (params: BillListQuery) => [...settlementKeys.lists(), params] as const,
  details: () => [...settlementKeys.all, 'detail'] as const,
  detail: (sn: string) => [...settlementKeys.details(), sn] as const,
  items: (sn: string, params: BillItemsQuery) => [...settlementKeys.detail(sn), 'items', params] as const,
};
