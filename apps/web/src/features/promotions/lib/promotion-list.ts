import type { PromotionListQuery, PromotionState } from '@rxdesk/contract/promotions/promotion-common';
import { defineListFilters } from '../../../shared/lists/define-list-filters.ts';
import { promotionListPath, type PromotionKindKey } from './promotion-kinds.ts';

/* A promotion list's filters live in the address (`?status=RUNNING&keyword=…`): the state tab
 * (全部 / 未开始 / 进行中 / 已结束 / 已关闭) and the title keyword. */

export type PromotionTab = 'ALL' | PromotionState;
export const PROMOTION_TABS: readonly PromotionTab[] = ['ALL', 'NOT_STARTED', 'RUNNING', 'ENDED', 'CLOSED'];

type Query = Omit<PromotionListQuery, 'page_no' | 'page_size'>;

export const promotionList = (kind: PromotionKindKey) =>
  defineListFilters<PromotionTab, Record<string, never>, Query>({
    path: promotionListPath(kind),
    tab: { tabs: PROMOTION_TABS, all: 'ALL', param: 'status' },
    advanced: {},
    tabQuery: (tab) => (tab === 'ALL' ? {} : { status: tab }),
  });

export const PROMOTION_LISTS = {
  'full-cut': promotionList('full-cut'),
  'single-cut': promotionList('single-cut'),
  'second-half-price': promotionList('second-half-price'),
};
