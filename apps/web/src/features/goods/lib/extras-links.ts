/** Where the groups, tags, promotion codes and suppliers pages live (routes.tsx mounts them under
 * /goods). */
export const GROUP_LIST_PATH = '/goods/category-list';
export const TAG_LIST_PATH = '/goods/tag-list';
export const QRCODE_LIST_PATH = '/goods/goods-qrcode';
export const SUPPLIER_LIST_PATH = '/goods/supplier-list';

/** The tag's goods page; §2: its tab reads "<title> - <tag_name>". */
export const tagGoodsHref = (tagId: number, tagName: string) =>
  `/goods/tag-add/${tagId}?tag_name=${encodeURIComponent(tagName)}`;
