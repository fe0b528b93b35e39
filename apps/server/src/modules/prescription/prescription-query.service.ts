import { translateMessage, type Locale } from '@rxdesk/contract/common/locale';
import { minuteToHhmm } from '@rxdesk/contract/prescription/pharmacist';
import type { Page } from '@rxdesk/contract/common/paging';
import type {
  OverdueCheck,
  PrescriptionDetail,
  PrescriptionListQuery,
  PrescriptionOrderRow,
} from '@rxdesk/contract/prescription/prescription';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import { ORDER_SOURCE_LABELS, PAYMENT_TYPE_LABELS } from '@rxdesk/contract/orders/order-enums';
import { hasPermission, type AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { fenToYuan } from '../../platform/money.ts';
import type { PharmacistRepository } from './pharmacist.repository.ts';
import { auditRefusal } from './audit-rules.ts';
import { isOverdue, toRow } from './prescription-mappers.ts';
import { loadPrescriptionRecord } from './prescription-record.ts';
import type { PrescriptionRepository, RxFilter } from './prescription.repository.ts';
import { isWithinWorkHours } from './work-time.ts';

/** §9: the overdue poll runs every 60 s and its notice stays 10 s. */
export const OVERDUE_POLL_INTERVAL_MS = 60_000;
export const OVERDUE_NOTICE_MS = 10_000;

/** Reading prescription orders: the list, the overdue dialog and its poll check, the audit page. */
export class PrescriptionQueries {
  constructor(
    private readonly repo: PrescriptionRepository,
    private readonly users: PharmacistRepository,
    private readonly clock: Clock,
    private readonly overdueMinutes: number,
  ) {}

  overdueBefore(): number {
    return this.clock.now() - this.overdueMinutes * 60;
  }

  /** Whether the caller is a pharmacist inside working hours right now. */
  async callerOnDuty(auth: AuthContext): Promise<{ pharmacist: boolean; inWorkTime: boolean }> {
    const u = await this.users.findUser(auth.shopId, auth.userId);
    if (!u) throw notFound();
    return {
      pharmacist: u.pharmacist === 1,
      inWorkTime: isWithinWorkHours(this.clock.now(), u.work_start_minute, u.work_end_minute),
    };
  }

  async list(
    auth: AuthContext,
    q: PrescriptionListQuery,
    locale: Locale,
  ): Promise<Page<PrescriptionOrderRow>> {
    const { page_no, page_size, overdue, ...rest } = q;
    const filter: RxFilter = { ...rest, ...(overdue === 1 ? { overdueBefore: this.overdueBefore() } : {}) };
    return this.page(auth, filter, page_no, page_size, locale, false);
  }

  /** The §2 overdue dialog: awaiting audit past the limit, oldest (most urgent) first. */
  async behind(auth: AuthContext, pageNo: number, pageSize: number, locale: Locale) {
    return this.page(auth, { overdueBefore: this.overdueBefore() }, pageNo, pageSize, locale, true);
  }

  private async page(
    auth: AuthContext,
    filter: RxFilter,
    pageNo: number,
    pageSize: number,
    locale: Locale,
    oldestFirst: boolean,
  ): Promise<Page<PrescriptionOrderRow>> {
    const [rows, total, shopName, duty] = await Promise.all([
      this.repo.list(auth.shopId, filter, { offset: (pageNo - 1) * pageSize, limit: pageSize, oldestFirst }),
      this.repo.count(auth.shopId, filter),
      this.repo.shopName(auth.shopId),
      this.callerOnDuty(auth),
    ]);
    const items = await this.repo.itemsOf(rows.map((r) => r.order_id));
    const ctx = {
      locale,
      shopName,
      overdueBefore: this.overdueBefore(),
      callerCanAudit: duty.pharmacist && duty.inWorkTime,
    };
    return {
      data: rows.map((r) =>
        toRow(
          r,
          items.filter((i) => i.order_id === r.order_id),
          ctx,
        ),
      ),
      data_total: total,
      page_no: pageNo,
      page_size: pageSize,
    };
  }

  /** §6 "the overdue-prescription poll starts only if a server check allows it": for whoever may
   * see prescription orders, and for a pharmacist only while on duty (nobody off duty is nagged). */
  async overdueCheck(auth: AuthContext): Promise<OverdueCheck> {
    const base = {
      overdue_minutes: this.overdueMinutes,
      poll_interval_ms: OVERDUE_POLL_INTERVAL_MS,
      notice_duration_ms: OVERDUE_NOTICE_MS,
    };
    if (!hasPermission(auth, 'prescriptionOrderList'))
      return { ...base, enabled: 0, reason: 'error.rx.pollNoPermission', overdue_count: 0 };
    const duty = await this.callerOnDuty(auth);
    if (duty.pharmacist && !duty.inWorkTime)
      return { ...base, enabled: 0, reason: 'error.rx.pollOffDuty', overdue_count: 0 };
    const overdue_count = await this.repo.count(auth.shopId, { overdueBefore: this.overdueBefore() });
    return { ...base, enabled: 1, reason: '', overdue_count };
  }

  async detail(auth: AuthContext, sn: string, locale: Locale): Promise<PrescriptionDetail> {
    const p = await this.repo.findBySn(auth.shopId, sn);
    if (!p) throw notFound();
    const [record, order, items, duty] = await Promise.all([
      loadPrescriptionRecord(this.repo, auth.shopId, p.order_id, locale),
      this.repo.orderOf(auth.shopId, p.order_id),
      this.repo.itemsOf([p.order_id]),
      this.callerOnDuty(auth),
    ]);
    if (!record || !order) throw notFound();
    const refusal = auditRefusal({
      ...duty,
      orderStatus: order.status,
      serviceStatus: order.service_status,
      state: p.state,
    });
    return {
      prescription: { ...record.prescription, is_overdue: isOverdue(p, this.overdueBefore()) },
      order: {
        sn: order.sn,
        status: order.status as OrderStatus,
        service_status: order.service_status,
        rx_status: order.rx_status,
        pay_money: fenToYuan(order.paid_amount),
        order_price: fenToYuan(order.order_price),
        payment_type: order.payment_type,
        payment_type_text:
          PAYMENT_TYPE_LABELS[order.payment_type as keyof typeof PAYMENT_TYPE_LABELS]?.[locale] ??
          order.payment_type,
        order_source: order.order_source,
        client_type_text:
          ORDER_SOURCE_LABELS[order.order_source as keyof typeof ORDER_SOURCE_LABELS]?.[locale] ??
          order.order_source,
        consignee_name: order.consignee_name,
        consignee_mobile: order.consignee_mobile,
        create_time: order.created_at,
        items: items.map((i) => ({
          goods_id: i.goods_id,
          goods_code: i.goods_code,
          goods_name: i.goods_name,
          common_name: i.common_name,
          specs: i.specs,
          is_prescription: i.is_prescription,
          price: fenToYuan(i.price),
          num: i.num,
          subtotal: fenToYuan(i.subtotal),
        })),
      },
      audits: record.audits,
      can_audit: refusal ? 0 : 1,
      cannot_audit_reason: refusal?.key ?? '',
      cannot_audit_message: refusal
        ? translateMessage(locale, refusal.key, await this.workHoursOf(auth))
        : '',
    };
  }

  /** {start, end} for the out-of-hours message. */
  private async workHoursOf(auth: AuthContext): Promise<Record<string, string>> {
    const u = await this.users.findUser(auth.shopId, auth.userId);
    return u ? { start: minuteToHhmm(u.work_start_minute), end: minuteToHhmm(u.work_end_minute) } : {};
  }

  async pharmacists(auth: AuthContext) {
    const rows = await this.repo.pharmacists(auth.shopId);
    return rows.map((u) => ({ id: u.id, name: u.real_name || u.username }));
  }
}
