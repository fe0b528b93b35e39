import type { OrderDetail, OrderSummary } from '@rxdesk/contract/orders/orders';
import type { PendingEntryOrder } from '@rxdesk/contract/live/live-notices';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { OrderType } from '@rxdesk/contract/orders/order-enums';
import type { Order, OrderItem } from '../../platform/db/schema.ts';
import { fenToYuan } from '../../platform/money.ts';
import { allowedActions, type OrderFacts } from './order-state-machine.ts';

/** The columns toSummary reads. The order list selects only these (a full row is ~2.5× the bytes
 * to read and convert — bench/README.md); the Pick type below keeps the list and the mapper in step. */
export const SUMMARY_COLUMNS = [
  'id',
  'sn',
  'status',
  'status_before',
  'order_source',
  'shipping_type',
  'payment_type',
  'paid',
  'order_price',
  'goods_num',
  'goods_names',
  'consignee_name',
  'consignee_mobile',
  'is_prescription',
  'rx_status',
  'service_status',
  'delivery_status',
  'entry_status',
  'pos_print_status',
  'serial_number',
  'cancel_requested',
  'created_at',
  'order_type',
  'points_spent',
] as const satisfies readonly (keyof Order)[];

export type SummarySource = Pick<Order, (typeof SUMMARY_COLUMNS)[number]>;

export function factsOf(o: Pick<Order, keyof OrderFacts>): OrderFacts {
  return {
    status: o.status as OrderStatus,
    status_before: o.status_before,
    paid: o.paid,
    payment_type: o.payment_type,
    shipping_type: o.shipping_type,
    rx_status: o.rx_status,
    delivery_status: o.delivery_status,
    cancel_requested: o.cancel_requested,
    entry_status: o.entry_status,
  };
}

export function toSummary(o: SummarySource): OrderSummary {
  return {
    sn: o.sn,
    status: o.status as OrderStatus,
    order_source: o.order_source,
    shipping_type: o.shipping_type,
    payment_type: o.payment_type,
    paid: o.paid,
    order_price: fenToYuan(o.order_price),
    goods_num: o.goods_num,
    goods_names: o.goods_names,
    consignee_name: o.consignee_name,
    consignee_mobile: o.consignee_mobile,
    is_prescription: o.is_prescription,
    rx_status: o.rx_status,
    service_status: o.service_status,
    delivery_status: o.delivery_status,
    entry_status: o.entry_status,
    pos_print_status: o.pos_print_status,
    serial_number: o.serial_number,
    cancel_requested: o.cancel_requested,
    create_time: o.created_at,
    allowed_actions: allowedActions(factsOf(o)),
    order_type: o.order_type as OrderType,
    points_spent: Number(o.points_spent),
  };
}

export function toDetail(o: Order, items: OrderItem[]): OrderDetail {
  return {
    ...toSummary(o),
    member_id: o.member_id,
    goods_price: fenToYuan(o.goods_price),
    shipping_price: fenToYuan(o.shipping_price),
    shipping_template: o.shipping_template,
    discount_price: fenToYuan(o.discount_price),
    adjust_price: fenToYuan(o.adjust_price),
    paid_amount: fenToYuan(o.paid_amount),
    region_ids: o.region_ids,
    region_names: o.region_names,
    address: o.address,
    lat: o.lat,
    lng: o.lng,
    remark: o.remark,
    pickcode: o.pickcode,
    express_code: o.express_code,
    express_name: o.express_name,
    waybill_no: o.waybill_no,
    courier_message: o.courier_message,
    delivery_partner: o.delivery_partner,
    delivery_fee: fenToYuan(o.delivery_fee),
    rider_name: o.rider_name,
    rider_phone: o.rider_phone,
    rx_reference: o.rx_reference,
    is_meituan: o.is_meituan,
    is_erp: o.is_erp,
    entry_error: o.entry_error,
    print_name: o.print_name,
    printed_at: o.printed_at,
    cancel_reason: o.cancel_reason,
    paid_at: o.paid_at,
    shipped_at: o.shipped_at,
    received_at: o.received_at,
    completed_at: o.completed_at,
    cancelled_at: o.cancelled_at,
    items: items.map((i) => ({
      item_id: i.id,
      goods_id: i.goods_id,
      goods_code: i.goods_code,
      goods_name: i.goods_name,
      common_name: i.common_name,
      specs: i.specs,
      dosage_form: i.dosage_form,
      manufacturer: i.manufacturer,
      storage: i.storage,
      unit: i.unit,
      is_prescription: i.is_prescription,
      price: fenToYuan(i.price),
      num: i.num,
      subtotal: fenToYuan(i.subtotal),
      batch_numbers: parseList(i.batch_numbers),
    })),
  };
}

export function parseList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

/** §3 pending-entry order, as the live counter and notices 10/14 carry it. */
export function toPendingEntry(o: Order, noticeType: number): PendingEntryOrder {
  return {
    order_sn: o.sn,
    order_source: o.order_source,
    shipping_type: o.shipping_type,
    payment_type: o.payment_type,
    entry_status: o.entry_status,
    order_price: fenToYuan(o.order_price),
    create_time: o.created_at,
    pos_print_status: o.pos_print_status === '1' ? '1' : '0',
    is_erp: o.is_erp === 1 ? 1 : 0,
    notice_type: noticeType,
  };
}
