/** Order vocabularies beyond the §3 statuses, with zh/en labels for lists, filters and receipts. */
export const ORDER_SOURCES = ['MINI', 'APP', 'WAP', 'PC', 'ERP', 'MEITUAN'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export const ORDER_SOURCE_LABELS: Record<OrderSource, { zh: string; en: string }> = {
  MINI: { zh: '小程序', en: 'Mini program' },
  APP: { zh: 'APP', en: 'App' },
  WAP: { zh: 'H5 商城', en: 'Mobile web' },
  PC: { zh: 'PC 商城', en: 'PC web' },
  ERP: { zh: 'ERP', en: 'ERP' },
  MEITUAN: { zh: '美团外卖', en: 'Meituan' },
};

export const SHIPPING_TYPES = ['EXPRESS', 'SAME_CITY', 'SELF_PICK'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];
export const SHIPPING_TYPE_LABELS: Record<ShippingType, { zh: string; en: string }> = {
  EXPRESS: { zh: '快递配送', en: 'Express' },
  SAME_CITY: { zh: '同城配送', en: 'Same-city delivery' },
  SELF_PICK: { zh: '到店自提', en: 'Self pick-up' },
};

export const PAYMENT_TYPES = ['ONLINE', 'COD'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_TYPE_LABELS: Record<PaymentType, { zh: string; en: string }> = {
  ONLINE: { zh: '在线支付', en: 'Online' },
  COD: { zh: '货到付款', en: 'Cash on delivery' },
};

/** Prescription hold: a prescription order ships only once a pharmacist approved it. */
export const RX_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type RxStatus = (typeof RX_STATUSES)[number];

/** Same-city rider progress (SF / Meituan / shop's own rider). */
export const DELIVERY_STATUSES = [
  'NONE',
  'WAITING',
  'ACCEPTED',
  'ARRIVED_SHOP',
  'PICKED_UP',
  'DELIVERED',
  'CANCELLED',
  'ABNORMAL',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** After-sale status of an order (§4 audit button: "service status is not APPLY"). */
export const SERVICE_STATUSES = ['NOT_APPLY', 'APPLY', 'PASS', 'REFUSE', 'COMPLETE'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

/** Entry into the store's account (ERP/POS): 0 pending, 1 entered, 2 failed. */
export const ENTRY_STATUS = { PENDING: 0, ENTERED: 1, FAILED: 2 } as const;

/** Status tabs of the order list; each maps to the statuses it shows. */
export const ORDER_TABS = {
  ALL: [],
  WAIT_PAY: ['NEW'],
  WAIT_SHIP: ['CONFIRM', 'PAID_OFF'],
  SHIPPED: ['SHIPPED'],
  WAIT_PICK: [],
  ROG: ['ROG'],
  COMPLETE: ['COMPLETE'],
  CANCELLED: ['CANCELLED'],
  AFTER_SERVICE: ['AFTER_SERVICE'],
  ENTRY_ERROR: ['INTODB_ERROR'],
} as const;
export type OrderTab = keyof typeof ORDER_TABS;

/** What kind of order a row is (issue 22): a normal sale, a points-mall exchange, an assemble
 * (拼团) team order. One orders table; the points and assemble screens filter by kind. */
export const ORDER_TYPES = ['NORMAL', 'POINTS', 'ASSEMBLE'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
