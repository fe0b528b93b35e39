import type { WarningQuery } from '@rxdesk/contract/goods/stock';
import { defineListFilters } from '../../../shared/lists/define-list-filters.ts';

export const WARNING_LIST_PATH = '/goods/understock-list';

/** The warning stock list: a keyword (goods name, common name, goods or SKU code), no tabs, no
 * advanced filters. Kept in the address like every list's filters. */
export const warningList = defineListFilters<'ALL', object, Omit<WarningQuery, 'page_no' | 'page_size'>>({
  path: WARNING_LIST_PATH,
  advanced: {},
});
