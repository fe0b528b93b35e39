/** Query keys the goods area and the settings' goods-warning page share: the shop's warning
 * counts, and the root of the goods area's stock views (the warning and near-expiry lists move
 * when the counts change). */
export const GOODS_STOCK_ROOT = ['goods-stock'] as const;
export const warningCountsKey = () => ['goods-stock-settings', 'warning-counts'] as const;
