/** The orders table as the benchmarks bulk-load it: the columns of a generated row, and the
 * statements that rebuild the serial and counter tables from the loaded orders. */

/** Column order of every generated row; `pg` is the PostgreSQL array type used for bulk loads. */
export const ORDER_COLUMNS: { name: string; pg: string }[] = [
  ['id', 'int8'],
  ['shop_id', 'int8'],
  ['sn', 'text'],
  ['member_id', 'int8'],
  ['order_source', 'text'],
  ['shipping_type', 'text'],
  ['payment_type', 'text'],
  ['status', 'text'],
  ['status_before', 'text'],
  ['paid', 'int4'],
  ['service_status', 'text'],
  ['entry_status', 'int4'],
  ['entry_error', 'text'],
  ['is_erp', 'int4'],
  ['pos_print_status', 'text'],
  ['is_meituan', 'int4'],
  ['is_prescription', 'int4'],
  ['rx_status', 'text'],
  ['rx_reference', 'text'],
  ['goods_price', 'int8'],
  ['shipping_price', 'int8'],
  ['discount_price', 'int8'],
  ['adjust_price', 'int8'],
  ['order_price', 'int8'],
  ['paid_amount', 'int8'],
  ['goods_num', 'int4'],
  ['goods_names', 'text'],
  ['consignee_name', 'text'],
  ['consignee_mobile', 'text'],
  ['region_ids', 'text'],
  ['region_names', 'text'],
  ['address', 'text'],
  ['lat', 'float8'],
  ['lng', 'float8'],
  ['remark', 'text'],
  ['pickcode', 'text'],
  ['serial_number', 'int4'],
  ['serial_day', 'text'],
  ['express_code', 'text'],
  ['express_name', 'text'],
  ['waybill_no', 'text'],
  ['courier_message', 'text'],
  ['delivery_partner', 'text'],
  ['delivery_status', 'text'],
  ['delivery_order_id', 'text'],
  ['delivery_fee', 'int8'],
  ['rider_name', 'text'],
  ['rider_phone', 'text'],
  ['print_name', 'text'],
  ['printed_at', 'int8'],
  ['promotions', 'text'],
  ['cancel_requested', 'int4'],
  ['cancel_reason', 'text'],
  ['created_at', 'int8'],
  ['paid_at', 'int8'],
  ['shipped_at', 'int8'],
  ['received_at', 'int8'],
  ['completed_at', 'int8'],
  ['cancelled_at', 'int8'],
  ['updated_at', 'int8'],
].map(([name, pg]) => ({ name: name!, pg: pg! }));

export type OrderRow = (string | number | null)[];

/** Last serial per (shop, day): what order_serials must hold so new orders continue the count. */
export const SERIALS_SQL =
  'insert into order_serials (shop_id, day, last) select shop_id, serial_day, max(serial_number) from orders group by shop_id, serial_day';
export const COUNTERS_SQL =
  'insert into order_counters (shop_id, status, shipping_type, n) select shop_id, status, shipping_type, count(*) from orders group by shop_id, status, shipping_type';
