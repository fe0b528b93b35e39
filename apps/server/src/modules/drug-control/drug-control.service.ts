import type { Page } from '@rxdesk/contract/common/paging';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import { maskIdCard } from '@rxdesk/contract/prescription/prescription';
import {
  BARRED_REGULATORY_CLASSES,
  type ControlGoodsRow,
  type ControlOrderDetail,
  type ControlOrderRow,
  type ControlTemplate,
  type RegulatoryClass,
} from '@rxdesk/contract/drug-control/drug-control';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { fieldChanges, type OperationLog } from '../../platform/audit/operation-log.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import { fenToYuan } from '../../platform/money.ts';
import {
  CONTROL_DEFAULTS,
  type ControlGoodsListRow,
  type DrugControlRepository,
  type SaleListRow,
} from './drug-control.repository.ts';

/** Restricted-drug control screens (§2 controlOrder menu): goods marked restricted with their
 * per-buyer limits, the shop-wide switch, the buyer registration template, the control orders. */
export class DrugControlService {
  constructor(
    private readonly repo: DrugControlRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async goods(
    auth: AuthContext,
    q: { page_no: number; page_size: number; keyword?: string; restricted?: number },
  ): Promise<Page<ControlGoodsRow>> {
    const [rows, total] = await Promise.all([
      this.repo.goodsPage(auth.shopId, q, (q.page_no - 1) * q.page_size, q.page_size),
      this.repo.goodsCount(auth.shopId, q),
    ]);
    return { data: rows.map(toGoodsRow), data_total: total, page_no: q.page_no, page_size: q.page_size };
  }

  async restrict(auth: AuthContext, goodsId: number, limit: number, days: number): Promise<ControlGoodsRow> {
    const g = await this.repo.goods(auth.shopId, goodsId);
    if (!g) throw notFound();
    // A barred drug is not sold online at all; limiting it would suggest it may be.
    if (BARRED_REGULATORY_CLASSES.includes(g.regulatory_class as RegulatoryClass))
      throw new AppError('CONFLICT', 'error.control.barredGoods', { name: g.goods_name });
    const [was] = await this.repo.restrictionsFor(auth.shopId, [goodsId]);
    await this.repo.transaction(async (trx) => {
      await this.repo.upsertRestriction(trx, auth.shopId, goodsId, limit, days, this.clock.now());
      await this.log.write(
        {
          auth,
          action: 'control.goods.restrict',
          target: g.goods_code,
          detail: { limit, days },
          changes: fieldChanges({ limit: was?.limit_qty, days: was?.period_days }, { limit, days }),
        },
        trx,
      );
    });
    return toGoodsRow((await this.repo.goodsRow(auth.shopId, goodsId))!);
  }

  async unrestrict(auth: AuthContext, goodsId: number): Promise<ControlGoodsRow> {
    const g = await this.repo.goods(auth.shopId, goodsId);
    if (!g) throw notFound();
    await this.repo.transaction(async (trx) => {
      const r = await this.repo.removeRestriction(trx, auth.shopId, goodsId);
      if (Number(r.numDeletedRows) === 0) throw notFound();
      await this.log.write({ auth, action: 'control.goods.unrestrict', target: g.goods_code }, trx);
    });
    return toGoodsRow((await this.repo.goodsRow(auth.shopId, goodsId))!);
  }

  async switchState(auth: AuthContext) {
    const s = await this.repo.settings(auth.shopId);
    return {
      enabled: (s?.enabled ?? CONTROL_DEFAULTS.enabled) === 1 ? 1 : 0,
      updated_at: s?.switch_updated_at ?? null,
    } as const;
  }

  async setSwitch(auth: AuthContext, enabled: number) {
    const before = await this.switchState(auth);
    await this.repo.transaction(async (trx) => {
      await this.repo.saveSettings(trx, auth.shopId, { enabled, switch_updated_at: this.clock.now() });
      await this.log.write(
        { auth, action: 'control.switch', detail: { enabled }, changes: fieldChanges(before, { enabled }) },
        trx,
      );
    });
    return this.switchState(auth);
  }

  async template(shopId: number): Promise<ControlTemplate> {
    const s = await this.repo.settings(shopId);
    const requireMobile = (s?.require_mobile ?? CONTROL_DEFAULTS.require_mobile) === 1 ? 1 : 0;
    return {
      require_mobile: requireMobile,
      notice: s?.notice ?? CONTROL_DEFAULTS.notice,
      fields: [
        { key: 'real_name', zh: '购药人姓名', en: 'Real name', required: 1, rule: 'rule.required' },
        { key: 'id_card', zh: '身份证号', en: 'National ID', required: 1, rule: 'rule.nationalId' },
        { key: 'mobile', zh: '手机号', en: 'Mobile', required: requireMobile, rule: 'rule.mobile' },
      ],
      updated_at: s?.template_updated_at ?? null,
    };
  }

  async setTemplate(auth: AuthContext, requireMobile: number, notice: string) {
    const before = await this.template(auth.shopId);
    await this.repo.transaction(async (trx) => {
      await this.repo.saveSettings(trx, auth.shopId, {
        require_mobile: requireMobile,
        notice,
        template_updated_at: this.clock.now(),
      });
      await this.log.write(
        {
          auth,
          action: 'control.template',
          detail: { require_mobile: requireMobile },
          changes: fieldChanges(before, { require_mobile: requireMobile, notice }),
        },
        trx,
      );
    });
    return this.template(auth.shopId);
  }

  /** For the storefront (open API): whether control is on, the form, and which goods are limited. */
  async openTemplate(shopId: number) {
    const s = await this.repo.settings(shopId);
    return {
      enabled: ((s?.enabled ?? CONTROL_DEFAULTS.enabled) === 1 ? 1 : 0) as 0 | 1,
      template: await this.template(shopId),
      goods: await this.repo.allRestrictions(shopId),
    };
  }

  async orders(
    auth: AuthContext,
    q: { page_no: number; page_size: number; keyword?: string; start_time?: number; end_time?: number },
  ): Promise<Page<ControlOrderRow>> {
    const [rows, total] = await Promise.all([
      this.repo.salesPage(auth.shopId, q, (q.page_no - 1) * q.page_size, q.page_size),
      this.repo.salesCount(auth.shopId, q),
    ]);
    return { data: rows.map(toSaleRow), data_total: total, page_no: q.page_no, page_size: q.page_size };
  }

  async order(auth: AuthContext, sn: string): Promise<ControlOrderDetail> {
    const rows = await this.repo.salesPage(auth.shopId, { sn }, 0, 200);
    const first = rows[0];
    if (!first) throw notFound();
    return {
      sn,
      order_status: first.order_status as OrderStatus,
      order_price: fenToYuan(first.order_price),
      create_time: first.order_time,
      consignee_name: first.consignee_name,
      consignee_mobile: first.consignee_mobile,
      buyer_name: first.buyer_name,
      buyer_id_card: maskIdCard(first.buyer_id_card),
      buyer_mobile: first.buyer_mobile,
      lines: rows.map(toSaleRow),
    };
  }
}

function toGoodsRow(r: ControlGoodsListRow): ControlGoodsRow {
  return {
    goods_id: r.goods_id,
    goods_code: r.goods_code,
    goods_name: r.goods_name,
    common_name: r.common_name,
    specs: r.specs,
    manufacturer: r.manufacturer,
    drug_type: r.drug_type,
    regulatory_class: r.regulatory_class as RegulatoryClass,
    restricted: r.restriction_id === null ? 0 : 1,
    limit_qty: r.limit_qty,
    period_days: r.period_days,
    updated_at: r.updated_at,
  };
}

function toSaleRow(s: SaleListRow): ControlOrderRow {
  return {
    id: s.id,
    sn: s.order_sn,
    order_status: s.order_status as OrderStatus,
    goods_id: s.goods_id,
    goods_name: s.goods_name,
    num: s.num,
    buyer_name: s.buyer_name,
    buyer_id_card: maskIdCard(s.buyer_id_card),
    buyer_mobile: s.buyer_mobile,
    limit_qty: s.limit_qty,
    period_days: s.period_days,
    bought_before: s.bought_before,
    within_limit: s.within_limit === 1 ? 1 : 0,
    create_time: s.created_at,
  };
}
