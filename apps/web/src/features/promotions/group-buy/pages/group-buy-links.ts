/** The group buy's addresses (§2 /promotions). */
export const GROUP_BUY_LIST_PATH = '/promotions/group-buy-manager';

/** The goods page of one group buy; the group name travels as the query the tab title reads. */
export function groupBuyGoodsHref(id: number, groupName: string): string {
  return `/promotions/group-buy-goods/${id}?group_name=${encodeURIComponent(groupName)}`;
}
