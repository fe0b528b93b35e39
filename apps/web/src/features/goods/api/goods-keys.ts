import type { GoodsListQuery } from '@rxdesk/contract/goods/catalogue';
import type { DraftListQuery } from '@rxdesk/contract/goods/goods-drafts';

/** Everything goods-shaped the app caches sits under this root (the goods picker's pages too): a
 * change to goods refetches all of it, since prices, shelves and stock show in every goods list. */
export const GOODS_ROOT = ['goods'] as const;

/** Query keys of the goods catalogue screens (list, item, SKUs, review history, drafts). */
export const catalogueKeys = {
  all: [...GOODS_ROOT, 'catalogue'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  list: (query: Partial<GoodsListQuery>) => [...catalogueKeys.lists(), query] as const,
  details: () => [...catalogueKeys.all, 'detail'] as const,
  detail: (goodsId: number) => [...catalogueKeys.details(), goodsId] as const,
  skus: (goodsId: number) => [...catalogueKeys.detail(goodsId), 'skus'] as const,
  reviews: (goodsId: number) => [...catalogueKeys.detail(goodsId), 'reviews'] as const,
  drafts: () => [...catalogueKeys.all, 'drafts'] as const,
  draftList: (query: Partial<DraftListQuery>) => [...catalogueKeys.drafts(), 'list', query] as const,
  draft: (draftId: number) => [...catalogueKeys.drafts(), 'detail', draftId] as const,
  categoryTree: () => [...catalogueKeys.all, 'category-tree'] as const,
};
