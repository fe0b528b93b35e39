import type { ExpiryQuery } from '@rxdesk/contract/goods/stock';
import { defineListFilters } from '../../../shared/lists/define-list-filters.ts';

export const EXPIRY_LIST_PATH = '/goods/expiry-list';

/** Both kinds, near expiry only (still sellable, sell or return first), expired only (locked). */
export const EXPIRY_TABS = ['ALL', 'near', 'expired'] as const;
export type ExpiryTab = (typeof EXPIRY_TABS)[number];

export const expiryList = defineListFilters<ExpiryTab, object, Omit<ExpiryQuery, 'page_no' | 'page_size'>>({
  path: EXPIRY_LIST_PATH,
  tab: { tabs: EXPIRY_TABS, all: 'ALL' },
  advanced: {},
  tabQuery: (tab) => (tab === 'ALL' ? {} : { state: tab }),
});
