import {
  COMMENT_GRADES,
  COMMENT_STATUSES,
  type CommentGrade,
  type CommentListQuery,
  type CommentStatus,
} from '@rxdesk/contract/comments/comments';
import { COMMENT_LIST_PATH } from '../../../shared/comments/comment-links.ts';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { cleanKeyword, oneOf, wholeNumber } from '../../../shared/lists/list-params.ts';

/* The comments list's filters, kept in the address: a tab per grade, the keyword (review text),
 * and the advanced ones (goods, pictures, replied, shown/hidden, time). */

export const COMMENT_TABS = ['ALL', ...COMMENT_GRADES] as const;
export type CommentTab = (typeof COMMENT_TABS)[number];

export interface CommentAdvanced {
  goods_id?: number;
  goods_keyword?: string;
  has_image?: number;
  replied?: number;
  status?: CommentStatus;
  start_time?: number;
  end_time?: number;
}

export type CommentFilters = ListFilters<CommentTab, CommentAdvanced>;

export const commentList = defineListFilters<
  CommentTab,
  CommentAdvanced,
  Omit<CommentListQuery, 'page_no' | 'page_size'>
>({
  path: COMMENT_LIST_PATH,
  tab: { tabs: COMMENT_TABS, all: 'ALL' },
  advanced: {
    goods_id: (raw) => wholeNumber(raw, 1),
    goods_keyword: (raw) => cleanKeyword(raw) || undefined,
    has_image: (raw) => wholeNumber(raw, 0, 1),
    replied: (raw) => wholeNumber(raw, 0, 1),
    status: (raw) => oneOf(COMMENT_STATUSES, raw),
    start_time: (raw) => wholeNumber(raw, 0),
    end_time: (raw) => wholeNumber(raw, 0),
  },
  tabQuery: (tab) => (tab === 'ALL' ? {} : { grade: tab as CommentGrade }),
});
