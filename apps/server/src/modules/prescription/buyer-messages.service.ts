import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { WECHAT_MSG_TYPES } from '@rxdesk/contract/prescription/prescription';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Order } from '../../platform/db/schema.ts';
import type { Prescription } from '../../platform/db/schema.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import {
  WechatMpError,
  type TemplateKind,
  type TemplateSender,
} from '../../platform/adapters/wechat-mp/wechat-mp-client.ts';
import type { PrescriptionRepository } from './prescription.repository.ts';

const PARTNER = '微信模板消息 WeChat';
const KIND_OF_TYPE: Record<number, TemplateKind> = {
  [WECHAT_MSG_TYPES.MEDICATION]: 'medication',
  [WECHAT_MSG_TYPES.VOUCHER]: 'voucher',
};
const NOTICE_KIND: Record<TemplateKind, string> = {
  medication: 'MEDICATION',
  voucher: 'VOUCHER',
  auditRejected: 'AUDIT_REJECTED',
};

/** Messages to the buyer through the shop's WeChat official account: the reminders a seller sends
 * from the overdue dialog (wechatMsg), and the notice of a rejected prescription. Every attempt is
 * kept in buyer_notices with its outcome, so "notified" is a fact one can check, not an assumption. */
export class BuyerMessages {
  constructor(
    private readonly repo: PrescriptionRepository,
    private readonly sender: TemplateSender | null,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  /** GET …/wechatMsg (sn, type): 1 medication reminder, 2 upload the follow-up voucher. */
  async remind(auth: AuthContext, sn: string, type: number) {
    const p = await this.repo.findBySn(auth.shopId, sn);
    if (!p) throw notFound();
    const order = (await this.repo.orderOf(auth.shopId, p.order_id))!;
    if (order.status === 'CANCELLED' || order.status === 'COMPLETE')
      throw new AppError('CONFLICT', 'error.rx.remindClosed');
    if (!this.sender) throw new AppError('NOT_CONFIGURED', 'error.notConfigured', { partner: PARTNER });
    const kind = KIND_OF_TYPE[type]!;
    await this.deliver(order, p, kind, { strict: true });
    const now = this.clock.now();
    await this.repo.setLastRemind(p.id, now);
    await this.log.write({ auth, action: 'prescription.remind', target: sn, detail: { type } });
    return { sn, type, sent_at: now };
  }

  /** After a rejection committed: tell the buyer, best effort — the cancel and refund stand whether
   * or not WeChat is configured or reachable; the outcome is recorded either way. */
  async rejected(order: Order, p: Prescription, reason: string): Promise<void> {
    await this.deliver(order, p, 'auditRejected', { strict: false, reason });
  }

  private async deliver(
    order: Order,
    p: Prescription,
    kind: TemplateKind,
    opts: { strict: boolean; reason?: string },
  ): Promise<void> {
    const record = (status: string, error = '') =>
      this.repo.insertNotice({
        shop_id: order.shop_id,
        order_id: order.id,
        channel: 'WECHAT',
        kind: NOTICE_KIND[kind],
        status,
        error: error.slice(0, 300),
        created_at: this.clock.now(),
      });
    if (!this.sender) {
      await record('NOT_CONFIGURED');
      return;
    }
    if (!p.wechat_openid) {
      await record('NO_RECIPIENT');
      if (opts.strict) throw new AppError('CONFLICT', 'error.rx.noWechat');
      return;
    }
    try {
      await this.sender.send({ openid: p.wechat_openid, kind, data: this.data(order, p, kind, opts.reason) });
      await record('SENT');
    } catch (e) {
      if (!(e instanceof WechatMpError)) throw e;
      await record('FAILED', e.message);
      if (opts.strict) throw new AppError('CONFLICT', 'error.rx.wechatFailed', { reason: e.message });
    }
  }

  /** Template keywords (the official account's templates must use these keys):
   * character_string1 order sn, thing2 patient, thing3 goods, time4 time, thing5 note. */
  private data(order: Order, p: Prescription, kind: TemplateKind, reason?: string): Record<string, string> {
    const when = kind === 'medication' && p.medical_remind_time ? p.medical_remind_time : this.clock.now();
    const note =
      kind === 'medication'
        ? '请按医嘱按时用药'
        : kind === 'voucher'
          ? '请上传复诊凭证，药师审核后发货'
          : `处方审核未通过，订单已取消并退款：${reason ?? ''}`;
    return {
      character_string1: order.sn,
      thing2: p.use_person_name,
      thing3: order.goods_names,
      time4: unixToDateString(when, 'yyyy-MM-dd hh:mm'),
      thing5: note,
    };
  }
}
