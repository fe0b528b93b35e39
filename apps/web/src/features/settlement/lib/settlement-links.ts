/** The settlement screens' addresses (routes.tsx mounts them under /settlement). */
export const BILL_LIST_PATH = '/settlement/settlement-list';

export const billDetailHref = (sn: string) => `/settlement/settlement-detail/${encodeURIComponent(sn)}`;
