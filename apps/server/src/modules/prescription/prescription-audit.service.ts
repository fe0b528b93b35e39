import { minuteToHhmm } from '@rxdesk/contract/prescription/pharmacist';
import {
  REVIEW_PROBLEM_LABELS,
  RX_STATE,
  type AuditBody,
  type ReviewProblemCode,
} from '@rxdesk/contract/prescription/prescription';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { Locale } from '@rxdesk/contract/common/locale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Order, User } from '../../platform/db/schema.ts';
import { AppError, conflict, invalidField, notFound } from '../../platform/http/app-error.ts';
import type { ThrottlePort } from '../auth/auth.module.ts';
import type { OrderChangesPort } from '../orders/orders.module.ts';
import type { PharmacistRepository } from './pharmacist.repository.ts';
import { auditDurationMinutes, stateRefusal } from './audit-rules.ts';
import type { BuyerMessages } from './buyer-messages.service.ts';
import { toAuditRecord } from './prescription-mappers.ts';
import type { PrescriptionRepository } from './prescription.repository.ts';
import { isWithinWorkHours } from './work-time.ts';

/** Wrong audit passwords per pharmacist before a pause (same window as sign-in). */
const MAX_PASSWORD_FAILURES = 5;

/** PUT …/prescriptionOrder/audit/{sn}/{result}: the pharmacist's decision (art. 9–10 of SAMR
 * Order No. 58: nothing is sold before a pharmacist reviewed the prescription). Every condition of
 * §4 is checked here, so the hidden button is never the only guard. The decision is appended to
 * prescription_audits in the same transaction as the order's change; approval releases the ship
 * hold, rejection cancels the order with its refund, then tells the buyer. */
export class PrescriptionAudits {
  constructor(
    private readonly repo: PrescriptionRepository,
    private readonly users: PharmacistRepository,
    private readonly changes: OrderChangesPort,
    private readonly messages: BuyerMessages,
    private readonly throttle: ThrottlePort,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async audit(auth: AuthContext, sn: string, result: 1 | 2, body: AuditBody, locale: Locale) {
    // The prescription first: another shop's order is 404 whoever asks, before any pharmacist
    // check answers 423 or writes a refusal to the log (issue 19, the trust suite's matrix).
    const p = await this.repo.findBySn(auth.shopId, sn);
    if (!p) throw notFound();
    const u = await this.pharmacist(auth, body.audit_password);
    const order = await this.changes.load(auth.shopId, sn);
    const refusal = stateRefusal({
      orderStatus: order.status,
      serviceStatus: order.service_status,
      state: p.state,
    });
    if (refusal) throw new AppError(refusal.code, refusal.key);
    const codes = result === RX_STATE.REJECTED ? body.reject_codes : [];
    const reason = result === RX_STATE.REJECTED ? body.reject_reason : '';
    if (result === RX_STATE.REJECTED && codes.length === 0)
      throw invalidField('reject_codes', 'error.rx.rejectCodeRequired');
    if (codes.includes('OTHER') && !reason)
      throw invalidField('reject_reason', 'error.rx.rejectReasonRequired');

    const now = this.clock.now();
    const name = u.real_name || u.username;
    const duration = auditDurationMinutes(p.created_at, now);
    let auditId = 0;
    const appendDecision = async (trx: Parameters<PrescriptionRepository['insertAudit']>[0]) => {
      ({ id: auditId } = await this.repo.insertAudit(trx, {
        shop_id: auth.shopId,
        prescription_id: p.id,
        order_id: order.id,
        result,
        pharmacist_id: u.id,
        pharmacist_name: name,
        reject_codes: JSON.stringify(codes),
        reject_reason: reason,
        signature: body.signature,
        audit_time: now,
        audit_duration: duration,
        ip: auth.ip,
      }));
      const won = await this.repo.decide(trx, p.id, {
        state: result,
        audit_id: auditId,
        audit_user_id: u.id,
        audit_pharmacist_name: name,
        audit_time: now,
        audit_duration: duration,
        updated_at: now,
      });
      if (!won) throw conflict('error.rx.notAwaiting');
    };
    const actor = { auth, name: auth.username };
    const detail = { audit: true, result, pharmacist: name, duration, codes };
    let updated: Order;
    if (result === RX_STATE.APPROVED) {
      updated = await this.changes.apply(actor, order, {
        action: 'rxApproved',
        message: `药师${name}审核处方通过（用时 ${duration} 分钟）`,
        patch: { rx_status: 'APPROVED' },
        alsoInTransaction: (trx) => appendDecision(trx),
        detail,
      });
    } else {
      const why = rejectionText(codes, reason);
      const cancelReason = `处方审核未通过：${why}`.slice(0, 200);
      updated = await this.changes.apply(actor, order, {
        action: 'rxRejected',
        message: `药师${name}驳回处方：${why}`.slice(0, 500),
        patch: { rx_status: 'REJECTED', cancel_reason: cancelReason },
        // The same cancel as auth-cancel: stock back and the refund record in this transaction,
        // the online refund submitted after the commit (OrderChanges delegates to the refund service).
        alsoInTransaction: async (trx, o) => {
          await appendDecision(trx);
          await this.changes.restock(trx, o);
          await this.changes.refundOnCancel(trx, o, cancelReason);
        },
        afterCommit: async (after) => {
          await this.changes.payCancelRefund(after);
          await this.messages.rejected(after, p, why);
        },
        detail,
      });
    }
    const audit = (await this.repo.audits(p.id)).find((a) => a.id === auditId)!;
    const refund = await this.repo.cancelRefundOf(order.id);
    return {
      sn,
      state: result,
      order_status: updated.status as OrderStatus,
      rx_status: updated.rx_status,
      audit: toAuditRecord(audit, locale),
      refund_sn: result === RX_STATE.REJECTED ? (refund?.refund_sn ?? null) : null,
    };
  }

  /** Who may audit: a pharmacist, with the right audit password, on duty now. */
  private async pharmacist(auth: AuthContext, passwordDigest: string): Promise<User> {
    const u = await this.users.findUser(auth.shopId, auth.userId);
    if (!u) throw notFound();
    if (u.pharmacist !== 1) return this.refuse(auth, 'error.notPharmacist');
    if (!u.audit_password_hash) return this.refuse(auth, 'error.rx.auditPasswordUnset');
    const bucket = `audit:${u.id}`;
    await this.throttle.assertAllowed([{ bucket, max: MAX_PASSWORD_FAILURES }]);
    if (!(await verifyPassword(u.audit_password_hash, passwordDigest))) {
      await this.throttle.recordFailure([bucket]);
      return this.refuse(auth, 'error.auditPasswordWrong');
    }
    await this.throttle.clear(bucket);
    if (!isWithinWorkHours(this.clock.now(), u.work_start_minute, u.work_end_minute))
      return this.refuse(auth, 'error.rx.outsideWorkTime', {
        start: minuteToHhmm(u.work_start_minute),
        end: minuteToHhmm(u.work_end_minute),
      });
    return u;
  }

  private async refuse(auth: AuthContext, key: string, params: Record<string, string> = {}): Promise<never> {
    await this.log.write({ auth, action: 'prescription.audit.refused', detail: { reason: key } });
    throw new AppError('FORBIDDEN', key, params);
  }
}

/** The reason as the order log and the buyer read it: the problems' Chinese labels, then the text. */
export function rejectionText(codes: ReviewProblemCode[], reason: string): string {
  const labels = codes.filter((c) => c !== 'OTHER').map((c) => REVIEW_PROBLEM_LABELS[c].zh);
  return [...labels, reason].filter(Boolean).join('；');
}
