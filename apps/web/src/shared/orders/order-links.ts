import type { OrderTab } from '@rxdesk/contract/orders/order-enums';

/** Where the order list and detail live (features/orders/routes.tsx mounts them there). Kept
 * here so other areas (dashboard, top bar) can link to them without importing the orders area. */
export const ORDER_LIST_PATH = '/order/order-list';
/** The points mall's order list (issue 22): POINTS orders only; mounted by src/app/routes.tsx. */
export const POINTS_ORDER_LIST_PATH = '/pointsOrder/pointsOrder-list';

/** The order list opened on one status tab: the list reads `?tab=` from the address. */
export function orderListHref(tab?: OrderTab): string {
  return tab && tab !== 'ALL' ? `${ORDER_LIST_PATH}?tab=${tab}` : ORDER_LIST_PATH;
}

export function orderDetailHref(sn: string): string {
  return `/order/detail/${encodeURIComponent(sn)}`;
}
