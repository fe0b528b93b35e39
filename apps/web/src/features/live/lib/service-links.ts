/** §2: the after-sale case detail (the after-sale area mounts it at this path). */
export function afterSaleDetailHref(asOrderSn: string): string {
  return `/after-sale/service-detail/${encodeURIComponent(asOrderSn)}`;
}
