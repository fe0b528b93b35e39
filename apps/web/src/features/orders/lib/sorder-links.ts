/** Where the drop-ship pages live (routes.tsx mounts them there). */
export const SORDER_LIST_PATH = '/order/sorder-list';

/** §2 sdetail/:ssid/:sn — a sub-order is named by its ssid plus its parent order's sn (§3). */
export function sorderDetailHref(ssid: string, sn: string): string {
  return `/order/sdetail/${encodeURIComponent(ssid)}/${encodeURIComponent(sn)}`;
}
