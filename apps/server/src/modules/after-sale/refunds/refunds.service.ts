import type { Kysely } from 'kysely';
import { REFUND_MAX_ATTEMPTS, type RefundMethod } from '@rxdesk/contract/after-sale/after-sale';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { AfterSale } from '../../../platform/db/schema.ts';
import type { Database, Order } from '../../../platform/db/schema.ts';
import { AppError, conflict, invalidField, notFound } from '../../../platform/http/app-error.ts';
import {
  PaymentError,
  PaymentSignatureError,
  type PaymentProvider,
  type RefundNotice,
} from '../../../platform/adapters/payment/payment-provider.ts';
import { yuanText } from '../../../platform/money.ts';
import { retryOnConflict } from '../../../platform/state/retry-on-conflict.ts';
import type { CancelRefunds, OrderReadPort } from '../../orders/orders.module.ts';
import type { MembersPointsPort } from '../../members/members.module.ts';
import type { AfterSaleNotices } from '../after-sale-notices.ts';
import type { AfterSalesRepository } from '../after-sale.repository.ts';
import { sellerOf } from '../after-sale-cases.service.ts';
import type { CaseChanges } from '../case-changes.ts';
import type { RefundsRepository } from './refunds.repository.ts';
import { settleRefundPointsInTrx } from './points-return.ts';

type Trx = Kysely<Database>;
type RefundWithNumbers = NonNullable<Awaited<ReturnType<RefundsRepository['findBySnAnyShop']>>>;

/** Seconds before the automatic retry after the n-th failed attempt; none after the last. */
const RETRY_DELAYS = [60, 300, 1800, 7200];
/** A new online refund is sent right after its commit; should that not happen (the process
 * stopped), the retry worker sends it once this grace period is over. */
const SEND_GRACE_SECONDS = 60;
/** A request sent this long ago without a result is sent again (the provider deduplicates). */
export const STALE_AFTER_SECONDS = 1800;

const SYSTEM = { shopId: null, userId: null, username: 'system', ip: '' };

/** One refund record per case and per approved cancel, paid out either through the payment
 * provider (ORIGINAL: signed request, result by signed callback, bounded automatic retries) or
 * recorded as paid offline with a note. Every state change is conditional on the state read,
 * so a refund is never sent by two callers at once and never paid twice by RxDesk; the provider
 * deduplicates repeated requests by refund number. */
export class RefundService implements CancelRefunds {
  constructor(
    private readonly refunds: RefundsRepository,
    private readonly cases: AfterSalesRepository,
    private readonly orderRepo: OrderReadPort,
    private readonly changes: CaseChanges,
    private readonly provider: PaymentProvider | null,
    private readonly log: OperationLog,
    private readonly clock: Clock,
    private readonly notices: AfterSaleNotices,
    private readonly points: MembersPointsPort,
  ) {}

  /** A paid refund settles the member's points (points-return.ts), in its transaction. */
  private async takeBackPoints(trx: Trx, shopId: number, orderId: number, amount: number, refundSn: string) {
    const order = await this.cases.order(shopId, orderId, trx);
    await settleRefundPointsInTrx(trx, this.points, order, { amount, refundSn, at: this.clock.now() });
  }

  // ---- the cancel of a paid order (orders module, auth-cancel) ----

  async recordForCancel(trx: Trx, order: Order, reason: string): Promise<void> {
    if (order.paid !== 1 || order.paid_amount <= 0) return;
    // What an earlier partial refund (a refund-only case before shipping) already gave back.
    const amount = order.paid_amount - (await this.cases.refundedOnOrder(order.id, trx));
    if (amount <= 0) return;
    const now = this.clock.now();
    const online = order.payment_type === 'ONLINE';
    await this.refunds.insert(trx, {
      shop_id: order.shop_id,
      order_id: order.id,
      refund_sn: `RF${order.sn}`,
      source: 'CANCEL',
      amount,
      method: online ? 'ORIGINAL' : 'OFFLINE',
      status: 'PENDING',
      note: reason,
      next_retry_at: online ? now + SEND_GRACE_SECONDS : null,
      created_at: now,
      updated_at: now,
    });
  }

  async submitForCancel(order: Order): Promise<void> {
    const refund = await this.refunds.findBySn(order.shop_id, `RF${order.sn}`);
    if (!refund || refund.method !== 'ORIGINAL' || refund.status !== 'PENDING' || !this.provider) return;
    await this.send(refund);
  }

  // ---- the refund step of a case ----

  async startForCase(auth: AuthContext, c: AfterSale, method: RefundMethod, note: string) {
    this.changes.decide(c, 'refund', 'SELLER');
    if (method === 'ORIGINAL' && !this.provider)
      throw new AppError('NOT_CONFIGURED', 'error.payment.notConfigured');
    if (method === 'OFFLINE' && !note) throw invalidField('note', 'error.afterSale.offlineNoteRequired');
    const amount = c.approved_amount ?? 0;
    const refundSn = `RF${c.service_sn}`;
    const now = this.clock.now();
    const label = method === 'OFFLINE' ? '线下退款' : '原路退回';
    const updated = await this.changes.apply(sellerOf(auth), c, {
      steps:
        method === 'OFFLINE'
          ? [
              { action: 'refund', message: `${label} ¥${yuanText(amount)}：${note}` },
              { action: 'refundDone', message: `退款完成（${label}）`, by: 'SYSTEM' as const },
            ]
          : [
              {
                action: 'refund',
                message: `${label} ¥${yuanText(amount)}，提交支付服务${note ? `：${note}` : ''}`,
              },
            ],
      alsoInTransaction: async (trx) => {
        const order = await this.cases.order(c.shop_id, c.order_id, trx);
        const left = order.paid_amount - (await this.cases.refundedOnOrder(c.order_id, trx));
        if (amount <= 0 || amount > left)
          throw new AppError('CONFLICT', 'error.afterSale.amountTooHigh', {
            max: yuanText(Math.max(0, left)),
          });
        await this.refunds.insert(trx, {
          shop_id: c.shop_id,
          order_id: c.order_id,
          after_sale_id: c.id,
          refund_sn: refundSn,
          source: 'AFTER_SALE',
          amount,
          method,
          status: method === 'OFFLINE' ? 'SUCCESS' : 'PENDING',
          note,
          next_retry_at: method === 'OFFLINE' ? null : now + SEND_GRACE_SECONDS,
          refunded_at: method === 'OFFLINE' ? now : null,
          created_at: now,
          updated_at: now,
        });
        if (method === 'OFFLINE') await this.takeBackPoints(trx, c.shop_id, c.order_id, amount, refundSn);
        await this.orderRepo.logInTrx(
          trx,
          c.order_id,
          auth.username,
          'refund',
          `售后退款 ¥${yuanText(amount)}（${label}）`,
          now,
        );
      },
      detail: { refund_sn: refundSn, method, amount_fen: amount },
    });
    const refund = (await this.refunds.findByCase(c.id)) as RefundWithNumbers;
    if (method === 'ORIGINAL') await this.send(refund, auth);
    else await this.notices.refundResult(c.shop_id, refund.order_sn, c.service_sn);
    return updated;
  }

  // ---- seller actions on the refund list ----

  async load(shopId: number, refundSn: string) {
    const r = await this.refunds.findBySn(shopId, refundSn);
    if (!r) throw notFound();
    return r;
  }

  /** Sends a pending or failed online refund (again). */
  async retry(auth: AuthContext, refundSn: string) {
    const r = await this.load(auth.shopId, refundSn);
    if (r.method !== 'ORIGINAL') throw new AppError('CONFLICT', 'error.refund.notOnline');
    if (r.status !== 'PENDING' && r.status !== 'FAILED')
      throw new AppError('CONFLICT', 'error.refund.wrongStatus');
    if (!this.provider) throw new AppError('NOT_CONFIGURED', 'error.payment.notConfigured');
    const won = await this.send(r, auth);
    if (!won) throw conflict();
    return this.load(auth.shopId, refundSn);
  }

  /** The shop paid the buyer another way: the refund is done, and so is its case. */
  async markOffline(auth: AuthContext, refundSn: string, note: string) {
    const r = await this.load(auth.shopId, refundSn);
    if (r.status !== 'PENDING' && r.status !== 'FAILED')
      throw new AppError('CONFLICT', 'error.refund.wrongStatus');
    const now = this.clock.now();
    const mark = async (trx: Trx) => {
      if (!(await this.refunds.markOffline(trx, r.id, note, now))) throw conflict();
      await this.takeBackPoints(trx, r.shop_id, r.order_id, r.amount, r.refund_sn);
      await this.orderRepo.logInTrx(
        trx,
        r.order_id,
        auth.username,
        'refund',
        `线下退款 ¥${yuanText(r.amount)}：${note}`,
        now,
      );
    };
    await this.finish(
      r,
      { type: 'SYSTEM', name: auth.username, auth },
      `退款完成（线下退款：${note}）`,
      mark,
      {
        action: 'refund.offline',
        note,
      },
    );
    return this.load(auth.shopId, refundSn);
  }

  // ---- the payment provider ----

  /** The provider's signed result. A forged one is refused (401) and changes nothing; a result
   * already recorded is acknowledged again without a second change. */
  async callback(rawBody: string) {
    if (!this.provider) throw new AppError('NOT_CONFIGURED', 'error.payment.notConfigured');
    let notice;
    try {
      notice = this.provider.parseRefundCallback(rawBody);
    } catch (e) {
      if (e instanceof PaymentSignatureError) throw new AppError('UNAUTHENTICATED', 'error.refund.signature');
      if (e instanceof PaymentError) throw new AppError('VALIDATION', 'error.malformedBody');
      throw e;
    }
    await retryOnConflict(() => this.applyNotice(notice));
    return this.provider.callbackAck();
  }

  /** One result notice, decided on the refund as it is now. */
  private async applyNotice(notice: RefundNotice) {
    const r = await this.refunds.findBySnAnyShop(notice.refund_sn);
    if (!r) throw notFound();
    if (notice.refund_fen !== r.amount) throw new AppError('VALIDATION', 'error.refund.amountMismatch');
    const now = this.clock.now();
    if (notice.status === 'SUCCESS') {
      if (r.status === 'SUCCESS') {
        // Marked paid offline while the provider paid too: keep the evidence for the shop.
        if (r.method === 'OFFLINE')
          await this.refunds.noteCallback(
            r.id,
            `支付服务也已原路退款（${notice.provider_refund_id}），请核对`,
            now,
          );
        return;
      }
      const mark = async (trx: Trx) => {
        if (!(await this.refunds.markSucceeded(trx, r.id, notice.provider_refund_id, now))) throw conflict();
        await this.takeBackPoints(trx, r.shop_id, r.order_id, r.amount, r.refund_sn);
        await this.orderRepo.logInTrx(
          trx,
          r.order_id,
          'system',
          'refund',
          `原路退款成功 ¥${yuanText(r.amount)}`,
          now,
        );
      };
      await this.finish(r, { type: 'SYSTEM', name: 'system', auth: null }, '退款完成（原路退回）', mark, {
        action: 'refund.succeeded',
        provider_refund_id: notice.provider_refund_id,
      });
    } else if (r.status === 'PROCESSING') {
      await this.fail(r, notice.reason || '退款失败', now);
    }
  }

  /** Online refunds due for an automatic attempt (the retry worker calls this). */
  async retryDue(limit = 20): Promise<number> {
    if (!this.provider) return 0;
    const now = this.clock.now();
    const due = await this.refunds.due(now, now - STALE_AFTER_SECONDS, limit);
    for (const d of due) {
      const r = await this.refunds.findBySnAnyShop(d.refund_sn);
      if (!r) continue;
      if (r.status === 'PROCESSING' && r.attempts >= REFUND_MAX_ATTEMPTS) {
        // Asked often enough without a result: the seller decides (retry, or pay offline).
        await this.fail(r, '支付服务长时间没有返回退款结果', now);
      } else if (r.status === 'PROCESSING') {
        if (await this.refunds.reclaimStale(r.id, now - STALE_AFTER_SECONDS, now))
          await this.request({ ...r, attempts: r.attempts + 1 }, null);
      } else if (r.attempts < REFUND_MAX_ATTEMPTS) {
        await this.send(r);
      }
    }
    return due.length;
  }

  /** Claims the refund for one attempt and asks the provider. Returns false when another caller
   * had claimed it. The provider's refusal is recorded on the refund, never thrown. */
  private async send(r: RefundWithNumbers, auth: AuthContext | null = null): Promise<boolean> {
    if (!this.provider) return false;
    if (!(await this.refunds.claimForSending(r.id, this.clock.now()))) return false;
    await this.request({ ...r, attempts: r.attempts + 1 }, auth);
    return true;
  }

  private async request(r: RefundWithNumbers, auth: AuthContext | null) {
    const provider = this.provider as PaymentProvider;
    const order = await this.cases.order(r.shop_id, r.order_id);
    try {
      const accepted = await provider.requestRefund({
        order_sn: r.order_sn,
        refund_sn: r.refund_sn,
        total_fen: order.paid_amount,
        refund_fen: r.amount,
        reason: r.note || (r.service_sn ? `售后 ${r.service_sn}` : '订单取消'),
      });
      await this.refunds.markAccepted(r.id, accepted.provider_refund_id, this.clock.now());
      await this.log.write({
        auth,
        actor: auth ? undefined : { ...SYSTEM, shopId: r.shop_id },
        action: 'refund.sent',
        target: r.refund_sn,
      });
    } catch (e) {
      if (!(e instanceof PaymentError)) throw e;
      await this.fail(r, e.message, this.clock.now(), auth);
    }
  }

  private async fail(r: RefundWithNumbers, error: string, now: number, auth: AuthContext | null = null) {
    const attempts = Math.max(1, r.attempts);
    const delay = attempts < REFUND_MAX_ATTEMPTS ? RETRY_DELAYS[attempts - 1] : undefined;
    const next = delay === undefined ? null : now + delay;
    const changed = await this.refunds.transaction(async (trx) => {
      if (!(await this.refunds.markFailed(trx, r.id, error, next, now))) return false;
      await this.orderRepo.logInTrx(
        trx,
        r.order_id,
        auth?.username ?? 'system',
        'refund',
        `原路退款失败：${error}`.slice(0, 500),
        now,
      );
      await this.log.write(
        {
          auth,
          actor: auth ? undefined : { ...SYSTEM, shopId: r.shop_id },
          action: 'refund.failed',
          target: r.refund_sn,
          detail: { error, attempts, next_retry_at: next },
        },
        trx,
      );
      return true;
    });
    if (changed) await this.notices.refundResult(r.shop_id, r.order_sn, r.service_sn);
  }

  /** A refund is done: with a case, the case completes and the order gets its status back (one
   * transaction); without one (a cancelled order), the refund row and the logs. */
  private async finish(
    r: RefundWithNumbers,
    actor: { type: 'SYSTEM'; name: string; auth: AuthContext | null },
    message: string,
    mark: (trx: Trx) => Promise<void>,
    detail: Record<string, unknown>,
  ) {
    if (r.after_sale_id !== null) {
      const c = (await this.cases.findById(r.after_sale_id)) as AfterSale;
      await this.changes.apply(actor, c, {
        steps: [{ action: 'refundDone', message }],
        alsoInTransaction: (trx) => mark(trx),
        detail: { refund_sn: r.refund_sn, ...detail },
      });
    } else {
      await this.refunds.transaction(async (trx) => {
        await mark(trx);
        await this.log.write(
          {
            auth: actor.auth,
            actor: actor.auth ? undefined : { ...SYSTEM, shopId: r.shop_id },
            action: String(detail.action),
            target: r.refund_sn,
            detail,
          },
          trx,
        );
      });
    }
    await this.notices.refundResult(r.shop_id, r.order_sn, r.service_sn);
  }
}
