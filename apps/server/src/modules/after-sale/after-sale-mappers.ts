import {
  ACTIVITY_STATE,
  REFUND_MAX_ATTEMPTS,
  type AfterSaleDetail,
  type AfterSaleHistoryEntry,
  type AfterSaleRow,
  type AfterSaleStatus,
  type RefundAction,
  type RefundRow,
  type ServiceReason,
  type ServiceType,
} from '@rxdesk/contract/after-sale/after-sale';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { AfterSale, AfterSaleHistory, AfterSaleLine } from '../../platform/db/schema.ts';
import type { Order } from '../../platform/db/schema.ts';
import { fenToYuan } from '../../platform/money.ts';
import { sellerActions } from './after-sale-state-machine.ts';

export function parseImages(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function toCaseRow(c: AfterSale, orderSn: string, refundStatus: string | null): AfterSaleRow {
  return {
    service_sn: c.service_sn,
    order_sn: orderSn,
    service_type: c.service_type as ServiceType,
    service_status: c.status as AfterSaleStatus,
    activity_state: ACTIVITY_STATE[c.status as AfterSaleStatus],
    reason: c.reason as ServiceReason,
    requested_amount: fenToYuan(c.requested_amount),
    approved_amount: c.approved_amount === null ? null : fenToYuan(c.approved_amount),
    refund_status: (refundStatus as RefundRow['status'] | null) ?? null,
    goods_names: c.goods_names,
    goods_num: c.goods_num,
    buyer_name: c.buyer_name,
    buyer_mobile: c.buyer_mobile,
    awaiting: c.awaiting,
    apply_time: c.created_at,
    update_time: c.updated_at,
  };
}

export interface RefundRecord {
  refund_sn: string;
  order_sn: string;
  service_sn: string | null;
  source: string;
  amount: number;
  method: string;
  status: string;
  provider_refund_id: string;
  attempts: number;
  last_error: string;
  note: string;
  next_retry_at: number | null;
  refunded_at: number | null;
  created_at: number;
  updated_at: number;
  /** Points given back with it (points orders); absent where not read. */
  points_returned?: number | string | null;
}

/** What the refund list offers: send again (online, not yet through), or record as paid offline. */
export function refundActions(r: { method: string; status: string }): RefundAction[] {
  const open = r.status === 'PENDING' || r.status === 'FAILED';
  if (!open) return [];
  return r.method === 'ORIGINAL' ? ['retry', 'offline'] : ['offline'];
}

export function toRefundRow(r: RefundRecord): RefundRow {
  return {
    refund_sn: r.refund_sn,
    order_sn: r.order_sn,
    service_sn: r.service_sn,
    source: r.source as RefundRow['source'],
    amount: fenToYuan(r.amount),
    method: r.method as RefundRow['method'],
    status: r.status as RefundRow['status'],
    provider_refund_id: r.provider_refund_id,
    attempts: r.attempts,
    last_error: r.last_error,
    note: r.note,
    next_retry_time: r.status === 'FAILED' && r.attempts < REFUND_MAX_ATTEMPTS ? r.next_retry_at : null,
    refunded_time: r.refunded_at,
    create_time: r.created_at,
    update_time: r.updated_at,
    allowed_actions: refundActions(r),
    points_returned: Number(r.points_returned ?? 0),
  };
}

export function toHistoryEntry(h: AfterSaleHistory): AfterSaleHistoryEntry {
  return {
    action: h.action,
    from_status: h.from_status as AfterSaleStatus | null,
    to_status: h.to_status as AfterSaleStatus,
    actor_type: h.actor_type as AfterSaleHistoryEntry['actor_type'],
    op_name: h.op_name,
    message: h.message,
    create_time: h.created_at,
  };
}

export function toCaseDetail(input: {
  c: AfterSale;
  order: Order;
  lines: AfterSaleLine[];
  history: AfterSaleHistory[];
  refund: RefundRecord | null;
  refundable: number;
  refundedOnOrder: number;
}): AfterSaleDetail {
  const { c, order } = input;
  return {
    ...toCaseRow(c, order.sn, input.refund?.status ?? null),
    description: c.description,
    images: parseImages(c.images),
    lines: input.lines.map((l) => ({
      line_id: l.id,
      item_id: l.order_item_id,
      goods_id: l.goods_id,
      goods_code: l.goods_code,
      goods_name: l.goods_name,
      specs: l.specs,
      price: fenToYuan(l.price),
      num: l.num,
      order_num: l.order_num,
      refundable: fenToYuan(l.refundable),
    })),
    refundable_amount: fenToYuan(input.refundable),
    seller_remark: c.seller_remark,
    refuse_reason: c.refuse_reason,
    close_reason: c.close_reason,
    return_logistics: {
      express_code: c.return_express_code,
      express_name: c.return_express_name,
      waybill_no: c.return_waybill_no,
      ship_time: c.returned_at,
    },
    reship_logistics: {
      express_code: c.reship_express_code,
      express_name: c.reship_express_name,
      waybill_no: c.reship_waybill_no,
      ship_time: c.reshipped_at,
    },
    refund: input.refund ? toRefundRow(input.refund) : null,
    history: input.history.map(toHistoryEntry),
    allowed_actions: sellerActions({
      status: c.status as AfterSaleStatus,
      service_type: c.service_type as ServiceType,
    }),
    order: {
      sn: order.sn,
      status: order.status as OrderStatus,
      status_before: (order.status === 'AFTER_SERVICE' ? order.status_before : null) as OrderStatus | null,
      order_price: fenToYuan(order.order_price),
      paid_amount: fenToYuan(order.paid_amount),
      refunded_amount: fenToYuan(input.refundedOnOrder),
      shipping_type: order.shipping_type,
      payment_type: order.payment_type,
      create_time: order.created_at,
    },
  };
}
