/* Where the after-sale screens live (features/after-sale/routes.tsx mounts them there). Kept here
 * so other areas (dashboard, order detail, top bar) can link to them without importing the area. */

export const SERVICE_LIST_PATH = '/after-sale/service-list';
export const REFUND_LIST_PATH = '/after-sale/refund-list';
export const COMPLAINT_LIST_PATH = '/after-sale/complaint-list';

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
