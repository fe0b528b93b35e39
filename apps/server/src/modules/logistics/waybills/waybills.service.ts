import { localeFromHeader, translateMessage } from '@rxdesk/contract/common/locale';
import type {
  Waybill,
  WaybillCreateResult,
  WaybillLabel,
  WaybillPayType,
} from '@rxdesk/contract/logistics/waybills';
import type { OperationLog } from '../../../platform/audit/operation-log.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { Order } from '../../../platform/db/schema.ts';
import { AppError, invalidField } from '../../../platform/http/app-error.ts';
import type { CallLeases } from '../../../platform/state/call-lease.ts';
import {
  Kuaidi100Error,
  type Kuaidi100Client,
} from '../../../platform/adapters/kuaidi100/kuaidi100-client.ts';
import type { OrdersPorts } from '../../orders/orders.module.ts';
import type { WaybillsRepository } from './waybills.repository.ts';

type WaybillRow = NonNullable<Awaited<ReturnType<WaybillsRepository['waybill']>>>;

export function waybillDto(w: WaybillRow): Waybill {
  return {
    order_sn: w.order_sn,
    express_code: w.express_code,
    waybill_no: w.waybill_no,
    task_id: w.task_id,
    label: JSON.parse(w.label) as WaybillLabel,
    create_time: Number(w.created_at),
  };
}

const notConfigured = () =>
  new AppError('NOT_CONFIGURED', 'error.notConfigured', { partner: '快递100 Kuaidi100' });

/** Electronic waybills: one per order and company, issued by the provider once and kept with what
 * the label prints, so asking again or reprinting never asks the provider a second time. */
export class WaybillsService {
  constructor(
    private readonly repo: WaybillsRepository,
    private readonly orders: OrdersPorts,
    private readonly provider: Kuaidi100Client | null,
    private readonly leases: CallLeases,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  private async order(auth: AuthContext, sn: string): Promise<Order> {
    const o = await this.orders.reads.findBySn(auth.shopId, sn);
    if (!o) throw new AppError('NOT_FOUND', 'error.waybill.orderMissing');
    return o;
  }

  /** The order's waybill at the company: the stored one, or a new one from the provider. */
  async create(auth: AuthContext, sn: string, code: string): Promise<Waybill> {
    const provider = this.provider;
    if (!provider) throw notConfigured();
    const o = await this.order(auth, sn);
    const existing = await this.repo.waybill(auth.shopId, o.id, code);
    if (existing) return waybillDto(existing);
    const company = await this.repo.waybillCompany(auth.shopId, code);
    if (!company) throw invalidField('express_code', 'error.waybill.notWaybillCompany');
    const account = await this.repo.account(auth.shopId, code);
    if (!account) throw new AppError('CONFLICT', 'error.waybill.noAccount', { express: company.name });
    this.orders.changes.decideOrRefuse(o, 'setout');
    // One provider call per order and company at a time, across processes: a concurrent request
    // gets 409 at once instead of a second waybill number.
    return this.leases.hold(auth.shopId, 'waybill', `${o.id}:${code}`, async () => {
      const again = await this.repo.waybill(auth.shopId, o.id, code);
      if (again) return waybillDto(again);
      const shop = await this.repo.shop(auth.shopId);
      const items = await this.orders.reads.items(o.id);
      const label: WaybillLabel = {
        express_name: company.name,
        receiver: {
          name: o.consignee_name,
          mobile: o.consignee_mobile,
          address: `${o.region_names.replace(/[,，\s]+/g, '')}${o.address}`,
        },
        sender: {
          name: shop?.contact_name || shop?.shop_name || '',
          mobile: shop?.contact_phone ?? '',
          address: shop?.address ?? '',
        },
        goods: items
          .map((i) => `${i.goods_name}×${i.num}`)
          .join('；')
          .slice(0, 200),
        count: items.reduce((n, i) => n + Number(i.num), 0),
        remark: o.remark.slice(0, 100),
        pay_type: account.pay_type as WaybillPayType,
        label_url: '',
      };
      let issued;
      try {
        issued = await provider.createWaybill({
          kuaidicom: company.kuaidi100_code,
          partnerId: account.partner_id,
          partnerKey: account.partner_key,
          net: account.net,
          payType: label.pay_type,
          orderId: o.sn,
          recMan: {
            name: label.receiver.name,
            mobile: label.receiver.mobile,
            printAddr: label.receiver.address,
          },
          sendMan: { name: label.sender.name, mobile: label.sender.mobile, printAddr: label.sender.address },
          cargo: label.goods.slice(0, 50) || '药品',
          count: 1,
          remark: label.remark,
        });
      } catch (e) {
        // The provider said no: nothing is recorded, the order stays as it was.
        if (e instanceof Kuaidi100Error)
          throw new AppError('CONFLICT', 'error.waybill.provider', { message: e.message.slice(0, 200) });
        throw e;
      }
      label.label_url = issued.label;
      const now = this.clock.now();
      await this.repo.transaction(async (trx) => {
        await this.repo.insertWaybillInTrx(trx, {
          shop_id: auth.shopId,
          order_id: o.id,
          order_sn: o.sn,
          express_code: code,
          waybill_no: issued.kuaidinum,
          task_id: issued.taskId,
          label: JSON.stringify(label),
          created_at: now,
        });
        await this.log.write(
          {
            auth,
            action: 'waybill.create',
            target: o.sn,
            detail: { express: code, waybill_no: issued.kuaidinum },
          },
          trx,
        );
      });
      const row = await this.repo.waybill(auth.shopId, o.id, code);
      return waybillDto(row!);
    });
  }

  /** The batch: each order on its own; a failure is reported in the caller's language and leaves
   * that order with nothing recorded. */
  async creates(
    auth: AuthContext,
    sns: string[],
    code: string,
    acceptLanguage: string | undefined,
  ): Promise<WaybillCreateResult[]> {
    if (!this.provider) throw notConfigured();
    const locale = localeFromHeader(acceptLanguage);
    const results: WaybillCreateResult[] = [];
    for (const sn of [...new Set(sns)]) {
      try {
        const w = await this.create(auth, sn, code);
        results.push({ order_sn: sn, ok: true, waybill_no: w.waybill_no, waybill: w });
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        results.push({ order_sn: sn, ok: false, error: translateMessage(locale, e.messageKey, e.params) });
      }
    }
    return results;
  }

  /** The issued waybill again, from what was stored (never the provider). */
  async reshow(auth: AuthContext, sn: string, code?: string): Promise<Waybill> {
    const o = await this.order(auth, sn);
    const w = await this.repo.waybill(auth.shopId, o.id, code);
    if (!w) throw new AppError('NOT_FOUND', 'error.waybill.none');
    return waybillDto(w);
  }
}
