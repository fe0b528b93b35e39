import type { Generated, Selectable } from 'kysely';

/** Orders area, with its drop-ship sub-orders and suppliers. Composed into Database by ../schema.ts. */
export interface OrdersTables {
  orders: OrderTable;
  order_items: OrderItemTable;
  order_logs: OrderLogTable;
  order_flows: OrderFlowTable;
  order_counters: OrderCounterTable;
  order_serials: OrderSerialTable;
  express_companies: ExpressCompanyTable;
  shop_express_companies: ShopExpressCompanyTable;
  suppliers: SupplierTable;
  supplier_orders: SupplierOrderTable;
  supplier_order_items: SupplierOrderItemTable;
  supplier_order_logs: SupplierOrderLogTable;
}

export interface OrderTable {
  id: Generated<number>;
  shop_id: number;
  sn: string;
  /** The chain store (organizations.id, kind store) serving the order; null: the shop itself
   * (migration 0036). */
  store_id: Generated<number | null>;
  member_id: number | null;
  order_source: string;
  shipping_type: string;
  payment_type: string;
  status: string;
  status_before: string | null;
  paid: number;
  service_status: string;
  entry_status: number;
  entry_error: string;
  is_erp: number;
  pos_print_status: string;
  is_meituan: number;
  is_prescription: number;
  rx_status: string;
  rx_reference: string;
  goods_price: number;
  shipping_price: number;
  discount_price: number;
  adjust_price: number;
  order_price: number;
  paid_amount: number;
  goods_num: number;
  goods_names: string;
  consignee_name: string;
  consignee_mobile: string;
  region_ids: string;
  region_names: string;
  address: string;
  lat: number;
  lng: number;
  remark: string;
  pickcode: string;
  serial_number: number;
  serial_day: string;
  express_code: string;
  express_name: string;
  waybill_no: string;
  courier_message: string;
  delivery_partner: string;
  delivery_status: string;
  delivery_order_id: string;
  delivery_fee: number;
  rider_name: string;
  rider_phone: string;
  print_name: string;
  printed_at: number | null;
  promotions: string;
  cancel_requested: number;
  cancel_reason: string;
  /** Migration 0031: the freight template(s) that priced the shipping ('' for none). */
  shipping_template: Generated<string>;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  updated_at: number;
  /** NORMAL | POINTS | ASSEMBLE (migration 0027). */
  order_type: Generated<string>;
  /** Points spent on a POINTS order. */
  points_spent: Generated<number>;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  goods_id: number;
  goods_code: string;
  goods_name: string;
  common_name: string;
  specs: string;
  dosage_form: string;
  manufacturer: string;
  storage: string;
  unit: string;
  is_prescription: number;
  price: number;
  num: number;
  subtotal: number;
  /** JSON array of drug batch numbers recorded at shipping (traceability). */
  batch_numbers: string;
  /** The SKU sold (migration 0013; backfilled for older lines). */
  sku_id: number | null;
  sku_specs: Generated<string>;
}

export interface OrderLogTable {
  id: Generated<number>;
  order_id: number;
  op_name: string;
  action: string;
  message: string;
  created_at: number;
}

export interface OrderFlowTable {
  id: Generated<number>;
  order_id: number;
  status: string;
  created_at: number;
}

export interface OrderCounterTable {
  shop_id: number;
  status: string;
  shipping_type: string;
  n: number;
}

export interface OrderSerialTable {
  shop_id: number;
  day: string;
  last: number;
}

export interface ExpressCompanyTable {
  code: string;
  name: string;
  sort: number;
  /** Kuaidi100's company code (electronic waybills and tracking), migration 0030. */
  kuaidi100_code: Generated<string>;
  /** 1: the company issues electronic waybills. */
  waybill: Generated<number>;
}

/** The express companies a shop ships with (the ship dialog offers only these), migration 0030. */
export interface ShopExpressCompanyTable {
  shop_id: number;
  code: string;
  sort: number;
  created_at: number;
}

/** A shop's contracted supplier (drop-ship, migration 0006). */
export interface SupplierTable {
  id: Generated<number>;
  shop_id: number;
  name: string;
  contact_name: string;
  mobile: string;
  address: string;
  disabled: Generated<number>;
  remark: Generated<string>;
  created_at: number;
  updated_at: number;
}

/** The lines of one order that one supplier ships (README "Drop-ship sub-orders"). */
export interface SupplierOrderTable {
  id: Generated<number>;
  ssid: string;
  shop_id: number;
  order_id: number;
  order_sn: string;
  supplier_id: number;
  /** WAIT_SUPPLIER_ACCEPT | ACCEPTED | SHIPPED | RECEIVED | CANCELLED | REJECTED */
  status: string;
  goods_num: number;
  goods_names: string;
  goods_amount: number;
  settle_amount: number;
  express_code: string;
  express_name: string;
  waybill_no: string;
  reject_reason: string;
  cancel_reason: string;
  remind_count: number;
  reminded_at: number | null;
  created_at: number;
  accepted_at: number | null;
  shipped_at: number | null;
  received_at: number | null;
  cancelled_at: number | null;
  rejected_at: number | null;
  updated_at: number;
}

export interface SupplierOrderItemTable {
  id: Generated<number>;
  supplier_order_id: number;
  order_item_id: number;
  goods_id: number;
  goods_code: string;
  goods_name: string;
  specs: string;
  unit: string;
  num: number;
  price: number;
  supply_price: number;
  settle_subtotal: number;
}

export interface SupplierOrderLogTable {
  id: Generated<number>;
  supplier_order_id: number;
  op_name: string;
  action: string;
  message: string;
  created_at: number;
}

export type Order = Selectable<OrderTable>;

export type OrderItem = Selectable<OrderItemTable>;
