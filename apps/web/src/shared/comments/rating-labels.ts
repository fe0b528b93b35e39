import type { Lang } from '../labels/enum-label.ts';

/** The few words of the rating figures other areas show (the goods SKU page), in both languages:
 * a table like the contract's labels, so a page of another area needs no strings of ours. */
export const RATING_LABELS: Record<
  'title' | 'goodRate' | 'total' | 'withImages' | 'none' | 'view' | 'failed',
  Record<Lang, string>
> = {
  title: { zh: '商品评价', en: 'Reviews' },
  goodRate: { zh: '好评率', en: 'Good rate' },
  total: { zh: '评价数', en: 'Reviews' },
  withImages: { zh: '有图', en: 'With pictures' },
  none: { zh: '暂无评价', en: 'No reviews yet' },
  view: { zh: '查看评价', en: 'View reviews' },
  failed: { zh: '评价统计加载失败', en: 'The review figures could not be loaded' },
};
