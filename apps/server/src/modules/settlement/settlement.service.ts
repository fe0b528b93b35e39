import type {
  BillDetail,
  BillItemsQuery,
  BillListQuery,
  BillPage,
  BillPaidBody,
  BillState,
  BillStateResult,
  SettlementTerms,
  SettlementTermsBody,
} from '@rxdesk/contract/settlement/settlement';
import type { Page } from '@rxdesk/contract/common/paging';
import type { BillItem } from '@rxdesk/contract/settlement/settlement';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { isRefusal } from '../../platform/state/state-machine.ts';
import { billDetailDto, billDto, billItemDto } from './settlement-dto.ts';
import type { SettlementJob } from './settlement-job.service.ts';
import { BILL_MACHINE, type BillActor } from './settlement-state-machine.ts';
import type { SettlementRepository } from './settlement.repository.ts';

/** The seller's bills (list, detail, lines, confirm) and the platform's payment mark. Every state
 * change: decide from the machine → conditional update on the state read (a lost race is 409,
 * nothing changed) → history row → operation log, in one transaction. */
export class SettlementService {
  constructor(
    private readonly repo: SettlementRepository,
    private readonly job: SettlementJob,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: BillListQuery): Promise<BillPage> {
    const [{ rows, total }, terms] = await Promise.all([
      this.repo.page(auth.shopId, q),
      this.job.termsOf(auth.shopId),
    ]);
    return {
      data: rows.map(billDto),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
      terms: { commission_bp: terms.commissionBp, settle_days: terms.days },
    };
  }

  async detail(auth: AuthContext, sn: string): Promise<BillDetail> {
    const b = await this.repo.find(sn, auth.shopId);
    if (!b) throw notFound();
    return billDetailDto(b);
  }

  async items(auth: AuthContext, sn: string, q: BillItemsQuery): Promise<Page<BillItem>> {
    const b = await this.repo.find(sn, auth.shopId);
    if (!b) throw notFound();
    const { rows, total } = await this.repo.items(Number(b.id), q.type, q);
    return { data: rows.map(billItemDto), data_total: total, page_no: q.page_no, page_size: q.page_size };
  }

  /** 本期结算无误: the seller confirms a NEW bill; it can never change after. */
  confirm(auth: AuthContext, sn: string): Promise<BillStateResult> {
    const now = this.clock.now();
    return this.change(sn, auth.shopId, 'confirm', 'seller', {
      patch: { confirmed_at: now, confirmed_by: auth.username },
      actor: auth.username,
      remark: '',
      log: (trx, target, from, to) =>
        this.log.write(
          { auth, action: 'settlement.bill.confirm', target, changes: { state: { from, to } } },
          trx,
        ),
    });
  }

  /** The platform paid a CONFIRMED bill (open API, its own key). */
  markPaid(sn: string, body: BillPaidBody, ip: string): Promise<BillStateResult> {
    const paidAt = body.paid_at ?? this.clock.now();
    return this.change(sn, null, 'pay', 'platform', {
      patch: { paid_at: paidAt, paid_remark: body.remark },
      actor: 'platform',
      remark: body.remark,
      log: (trx, target, from, to, shopId) =>
        this.log.write(
          {
            actor: { shopId, userId: null, username: 'platform', role: 'platform', ip },
            action: 'settlement.bill.paid',
            target,
            detail: { paid_at: paidAt, remark: body.remark },
            changes: { state: { from, to } },
          },
          trx,
        ),
    });
  }

  /** The platform sets a shop's terms (from its next unbilled period on). */
  async setTerms(shopParam: string, body: SettlementTermsBody, ip: string): Promise<SettlementTerms> {
    const shopId = /^\d{1,10}$/.test(shopParam) ? Number(shopParam) : 0;
    if (shopId <= 0 || shopId > 2147483647 || !(await this.repo.shopExists(shopId))) throw notFound();
    const days = [...new Set(body.settle_days)].sort((a, b) => a - b);
    const before = await this.job.termsOf(shopId);
    await this.repo.transaction(async (trx) => {
      await this.repo.setTermsInTrx(trx, shopId, body.commission_bp, days, this.clock.now());
      await this.log.write(
        {
          actor: { shopId, userId: null, username: 'platform', role: 'platform', ip },
          action: 'settlement.terms.update',
          target: String(shopId),
          changes: {
            commission_bp: { from: before.commissionBp, to: body.commission_bp },
            settle_days: { from: before.days, to: days },
          },
        },
        trx,
      );
    });
    return { commission_bp: body.commission_bp, settle_days: days };
  }

  private async change(
    sn: string,
    shopId: number | null,
    action: 'confirm' | 'pay',
    by: BillActor,
    how: {
      patch: { confirmed_at?: number; confirmed_by?: string; paid_at?: number; paid_remark?: string };
      actor: string;
      remark: string;
      log: (
        trx: Parameters<Parameters<SettlementRepository['transaction']>[0]>[0],
        target: string,
        from: BillState,
        to: BillState,
        shopId: number,
      ) => Promise<void>;
    },
  ): Promise<BillStateResult> {
    const now = this.clock.now();
    return this.repo.transaction(async (trx) => {
      const b = await this.repo.find(sn, shopId, trx);
      if (!b) throw notFound();
      const from = b.state as BillState;
      const d = BILL_MACHINE.decide({ status: from }, action, by);
      if (isRefusal(d)) throw conflict(d.refused, d.params);
      const id = Number(b.id);
      if (!(await this.repo.changeStateInTrx(trx, id, from, { ...how.patch, state: d.to, updated_at: now })))
        throw conflict('error.settlement.wrongState');
      const billShop = Number(b.shop_id);
      await this.repo.addHistoryInTrx(trx, {
        bill_id: id,
        shop_id: billShop,
        action,
        from_state: from,
        to_state: d.to,
        actor: how.actor,
        remark: how.remark,
        created_at: now,
      });
      await how.log(trx, b.sn, from, d.to, billShop);
      return { sn: b.sn, state: d.to };
    });
  }
}
