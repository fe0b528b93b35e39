import { DRUG_TYPES, type DrugType } from '@rxdesk/contract/goods/approval-number';
import { STOCK_STATES, type GoodsListQuery, type GoodsTab } from '@rxdesk/contract/goods/catalogue';
import { defineListFilters, type ListFilters } from '../../../shared/lists/define-list-filters.ts';
import { oneOf, wholeNumber } from '../../../shared/lists/list-params.ts';
import { GOODS_PATHS } from './goods-links.ts';

/* The goods lists' filters live in the address (`?tab=OFF_SHELF&keyword=…&min_price=10`): a link
 * opens a filtered list (the publish wizard lands on the awaiting-review tab), a reload keeps it. */

/** 'ALL': every item not in the recycle station; then the states in the order an item goes. */
export const GOODS_LIST_TABS = ['ALL', 'ON_SALE', 'OFF_SHELF', 'AWAITING_REVIEW', 'REJECTED'] as const;
export type GoodsListTab = (typeof GOODS_LIST_TABS)[number];

export interface GoodsAdvanced {
  goods_code?: string;
  category_path?: string;
  group_id?: number;
  drug_type?: DrugType;
  /** Yuan, against the item's lowest enabled SKU price. */
  min_price?: number;
  max_price?: number;
  stock_state?: 'warning' | 'out';
}

export type GoodsFilters = ListFilters<GoodsListTab, GoodsAdvanced>;
type Query = Omit<GoodsListQuery, 'page_no' | 'page_size'>;

const text = (max: number) => (raw: string | null) => {
  const value = raw?.trim();
  return value && value.length <= max ? value : undefined;
};
const yuan = (raw: string | null) =>
  raw !== null && /^\d{1,8}(\.\d{1,2})?$/.test(raw) ? Number(raw) : undefined;
const categoryPath = (raw: string | null) => (raw && /^0\|(\d+\|){1,4}$/.test(raw) ? raw : undefined);

const advanced = {
  goods_code: text(40),
  category_path: categoryPath,
  group_id: (raw: string | null) => wholeNumber(raw, 1),
  drug_type: (raw: string | null) => oneOf(DRUG_TYPES, raw),
  min_price: yuan,
  max_price: yuan,
  stock_state: (raw: string | null) =>
    oneOf(
      STOCK_STATES.filter((s) => s !== 'all'),
      raw,
    ),
};

/** /goods/goods-list: the status tabs and every filter. */
export const goodsList = defineListFilters<GoodsListTab, GoodsAdvanced, Query>({
  path: GOODS_PATHS.list,
  tab: { tabs: GOODS_LIST_TABS, all: 'ALL' },
  advanced,
  tabQuery: (tab) => ({ tab: tab as GoodsTab }),
});

/** /goods/active-list: the items awaiting the first-sale review, with the same filters. */
export const activeList = defineListFilters<'ALL', GoodsAdvanced, Query>({
  path: GOODS_PATHS.active,
  advanced,
});

/** /goods/recycle-station: the recycled items. */
export const recycleList = defineListFilters<'ALL', GoodsAdvanced, Query>({
  path: GOODS_PATHS.recycle,
  advanced,
});

/** The fixed tab a list without tabs asks for. */
export const withFixedTab = <Q extends object>(query: Q, tab: GoodsTab): Q & { tab: GoodsTab } => ({
  ...query,
  tab,
});
