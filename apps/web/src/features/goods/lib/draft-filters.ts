import type { DraftListQuery } from '@rxdesk/contract/goods/goods-drafts';
import { defineListFilters } from '../../../shared/lists/define-list-filters.ts';
import { GOODS_PATHS } from './goods-links.ts';

/** /goods/draft-list: the keyword and paging, in the address like every list. */
export const draftList = defineListFilters<
  'ALL',
  Record<string, never>,
  Omit<DraftListQuery, 'page_no' | 'page_size'>
>({
  path: GOODS_PATHS.drafts,
  advanced: {},
});
