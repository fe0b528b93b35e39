/** The goods screens' addresses (§2: /goods, default goods-list). */
export const GOODS_PATHS = {
  list: '/goods/goods-list',
  active: '/goods/active-list',
  drafts: '/goods/draft-list',
  recycle: '/goods/recycle-station',
  publish: '/goods/good-publish',
  sku: '/goods/good-sku',
} as const;

/** good-publish/:goodsid?/:isdraft? — a new item, an item's edit, or a draft resumed (the id is
 * then the draft's, Javashop's convention). */
export function publishHref(target?: { goodsId: number } | { draftId: number }): string {
  if (!target) return GOODS_PATHS.publish;
  return 'draftId' in target
    ? `${GOODS_PATHS.publish}/${target.draftId}/1`
    : `${GOODS_PATHS.publish}/${target.goodsId}`;
}

export const skuHref = (goodsId: number): string => `${GOODS_PATHS.sku}/${goodsId}`;

/** The list on one tab (the wizard lands on awaiting review after publishing). */
export const goodsListHref = (tab?: string): string =>
  tab ? `${GOODS_PATHS.list}?tab=${tab}` : GOODS_PATHS.list;

/** What the publish route's params mean. */
export function publishTarget(params: {
  goodsid?: string;
  isdraft?: string;
}): { kind: 'new' } | { kind: 'edit'; goodsId: number } | { kind: 'draft'; draftId: number } | null {
  if (!params.goodsid) return { kind: 'new' };
  if (!/^[1-9]\d{0,9}$/.test(params.goodsid)) return null;
  const id = Number(params.goodsid);
  if (params.isdraft === undefined || params.isdraft === '0') return { kind: 'edit', goodsId: id };
  return params.isdraft === '1' ? { kind: 'draft', draftId: id } : null;
}
