/** Where the restricted-drug control pages live (routes.tsx mounts them there). */
export const CONTROL_ORDER_PATH = '/control/controlOrder';

export const controlOrderDetailHref = (sn: string) => `/control/controlOrderDetail/${encodeURIComponent(sn)}`;
