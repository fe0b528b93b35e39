/* Where the after-sale screens live (features/after-sale/routes.tsx mounts them there). Kept here
 * so other areas (dashboard, order detail, top bar) can link to them without importing the area. */

export const SERVICE_LIST_PATH = '/after-sale/service-list';
export const REFUND_LIST_PATH = '/after-sale/refund-list';
export const COMPLAINT_LIST_PATH = '/after-sale/complaint-list';
/** The points mall's after-sale cases and refunds (issue 22): the same screens, POINTS orders only. */
export const POINT_SERVICE_LIST_PATH = '/pointsOrder/pointAfterSale/point-service-list';
export const POINT_REFUND_LIST_PATH = '/pointsOrder/pointAfterSale/point-refund-list';

/** §2 pointsOrder/pointAfterSale/service-detail/:service_sn (a points order's case). */
export function pointServiceDetailHref(serviceSn: string): string {
  return `/pointsOrder/pointAfterSale/service-detail/${encodeURIComponent(serviceSn)}`;
}

/** The service list opened on one tab (a status, or `awaiting`: the cases waiting for the shop). */
export function serviceListHref(tab?: string): string {
  return tab && tab !== 'ALL' ? `${SERVICE_LIST_PATH}?tab=${encodeURIComponent(tab)}` : SERVICE_LIST_PATH;
}

/** §2 service-detail/:service_sn. */
export function serviceDetailHref(serviceSn: string): string {
  return `/after-sale/service-detail/${encodeURIComponent(serviceSn)}`;
}

/** The refund list searched for a refund, order or case number. */
export function refundListHref(keyword?: string): string {
  return keyword ? `${REFUND_LIST_PATH}?keyword=${encodeURIComponent(keyword)}` : REFUND_LIST_PATH;
}

/** §2 order/complaint-detail/:id. */
export function complaintDetailHref(id: number | string): string {
  return `/order/complaint-detail/${encodeURIComponent(String(id))}`;
}
