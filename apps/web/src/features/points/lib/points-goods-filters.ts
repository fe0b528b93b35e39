import { POINTS_GOODS_STATUSES, type PointsGoodsListQuery } from '@rxdesk/contract/points/points-goods';
import { defineListFilters } from '../../../shared/lists/define-list-filters.ts';
import { wholeNumber } from '../../../shared/lists/list-params.ts';

/* The points goods list's filters, kept in the address: a tab for on / off, the keyword (goods
 * name or SKU code) and the points category. */

export const POINTS_GOODS_TABS = ['ALL', ...POINTS_GOODS_STATUSES] as const;
export type PointsGoodsTab = (typeof POINTS_GOODS_TABS)[number];

export interface PointsGoodsAdvanced {
  category_id?: number;
}

export const pointsGoodsList = defineListFilters<
  PointsGoodsTab,
  PointsGoodsAdvanced,
  Omit<PointsGoodsListQuery, 'page_no' | 'page_size'>
>({
  path: '/pointsOrder/points-goods',
  tab: { tabs: POINTS_GOODS_TABS, all: 'ALL' },
  advanced: { category_id: (raw) => wholeNumber(raw, 1) },
  tabQuery: (tab) => (tab === 'ALL' ? {} : { status: tab }),
});
