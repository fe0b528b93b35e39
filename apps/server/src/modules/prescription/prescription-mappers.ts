import type { Locale } from '@rxdesk/contract/common/locale';
import { ORDER_SOURCE_LABELS, PAYMENT_TYPE_LABELS } from '@rxdesk/contract/orders/order-enums';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import {
  RX_STATE_LABELS,
  type AuditRecord,
  type PrescriptionOrderRow,
  type ReviewProblemCode,
  type RxState,
} from '@rxdesk/contract/prescription/prescription';
import type { OrderItem } from '../../platform/db/schema.ts';
import type { Prescription, PrescriptionAudit } from '../../platform/db/schema.ts';
import { fenToYuan } from '../../platform/money.ts';
import type { RxListRow } from './prescription.repository.ts';

const flag = (v: number): 0 | 1 => (v === 1 ? 1 : 0);
const labelOf = (table: Record<string, { zh: string; en: string }>, key: string, locale: Locale) =>
  table[key]?.[locale] ?? key;

export function stateText(state: number, locale: Locale): string {
  return RX_STATE_LABELS[state as RxState]?.[locale] ?? String(state);
}

export function parseJsonArray<T = string>(text: string): T[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as T[]) : [];
  } catch {
    return [];
  }
}

export interface RowContext {
  locale: Locale;
  shopName: string;
  /** Prescriptions awaiting audit that arrived before this are overdue. */
  overdueBefore: number;
  /** The caller may audit right now, whatever the order (pharmacist inside working hours). */
  callerCanAudit: boolean;
}

export function isOverdue(p: Pick<Prescription, 'state' | 'created_at'>, overdueBefore: number): 0 | 1 {
  return p.state === 3 && p.created_at < overdueBefore ? 1 : 0;
}

/** A list / overdue-dialog row (§3 "Overdue prescription order" plus the §2 dialog columns). */
export function toRow(r: RxListRow, items: OrderItem[], ctx: RowContext): PrescriptionOrderRow {
  const goods = items.map((i) => ({
    goods_id: i.goods_id,
    goods_name: i.goods_name,
    common_name: i.common_name,
    specs: i.specs,
    num: i.num,
  }));
  const stateOk = r.order_status !== 'CANCELLED' && r.service_status !== 'APPLY' && r.state === 3;
  return {
    sn: r.sn,
    create_time: r.created_at,
    pay_money: fenToYuan(r.paid_amount),
    medical_remind_time: r.medical_remind_time,
    last_remind_time: r.last_remind_time,
    use_person_name: r.use_person_name,
    order_goods_json: JSON.stringify(
      goods.map((g) => ({ common_name: g.common_name, goods_name: g.goods_name, num: g.num })),
    ),
    order_goods: goods,
    // The order's store when a chain store serves it, else the shop.
    seller_name: r.store_name ?? ctx.shopName,
    inquiry_doctor_name: r.inquiry_doctor_name,
    inquiry_rxno: r.inquiry_rxno,
    hospital_service_provider: flag(r.hospital_service_provider),
    hospital_name: r.hospital_name,
    doctor_name: r.doctor_name,
    inquiry_create_time: r.inquiry_create_time,
    audit_time: r.audit_time,
    audit_pharmacist_name: r.audit_pharmacist_name,
    audit_duration: r.audit_duration,
    state: r.state as RxState,
    state_text: stateText(r.state, ctx.locale),
    is_upload_voucher: flag(r.is_upload_voucher),
    payment_type: r.payment_type,
    payment_type_text: labelOf(PAYMENT_TYPE_LABELS, r.payment_type, ctx.locale),
    order_source: r.order_source,
    client_type_text: labelOf(ORDER_SOURCE_LABELS, r.order_source, ctx.locale),
    order_status: r.order_status as OrderStatus,
    service_status: r.service_status,
    is_overdue: isOverdue(r, ctx.overdueBefore),
    can_audit: ctx.callerCanAudit && stateOk ? 1 : 0,
  };
}

export function toAuditRecord(a: PrescriptionAudit, locale: Locale): AuditRecord {
  return {
    id: a.id,
    result: a.result === 1 ? 1 : 2,
    result_text: stateText(a.result, locale),
    pharmacist_id: a.pharmacist_id,
    pharmacist_name: a.pharmacist_name,
    reject_codes: parseJsonArray<ReviewProblemCode>(a.reject_codes),
    reject_reason: a.reject_reason,
    signature: a.signature,
    audit_time: a.audit_time,
    audit_duration: a.audit_duration,
  };
}
