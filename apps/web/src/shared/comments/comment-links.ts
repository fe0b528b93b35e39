/* Where the comments screen lives (features/comments/routes.tsx mounts it there). Kept here so
 * other areas (the goods SKU page) can link to it without importing the area. */

export const COMMENT_LIST_PATH = '/comments/goods-comment-list';

/** The comments list narrowed to one goods item (and a grade). */
export function commentListHref(goodsId?: number, grade?: string): string {
  const q = new URLSearchParams();
  if (goodsId !== undefined) q.set('goods_id', String(goodsId));
  if (grade) q.set('tab', grade);
  const s = q.toString();
  return s ? `${COMMENT_LIST_PATH}?${s}` : COMMENT_LIST_PATH;
}
