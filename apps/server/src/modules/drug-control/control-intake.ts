import type { BuyerRegistration } from '@rxdesk/contract/drug-control/drug-control';
import type { Db } from '../../platform/db/database.ts';
import { AppError, invalidField } from '../../platform/http/app-error.ts';
import { CONTROL_DEFAULTS, type DrugControlRepository } from './drug-control.repository.ts';

const DAY = 86_400;

export interface ControlLine {
  goodsId: number;
  goodsName: string;
  num: number;
}

/** What an incoming order must satisfy: its restricted goods (units summed per goods), the buyer. */
export interface ControlPlan {
  buyer: { id_card: string; real_name: string; mobile: string };
  goods: { goodsId: number; goodsName: string; num: number; limit: number; days: number }[];
}

/** Restricted-drug control at intake: with the shop's switch on, an order holding restricted goods
 * needs the buyer's real-name registration (the shop's template), and each goods may not exceed
 * its per-buyer limit within its period. Every sale is appended to the control log. */
export class ControlIntake {
  constructor(private readonly repo: DrugControlRepository) {}

  /** Before the transaction: which restrictions apply and whether the registration is complete. */
  async plan(
    shopId: number,
    lines: ControlLine[],
    buyer: BuyerRegistration | undefined,
  ): Promise<ControlPlan | null> {
    const settings = (await this.repo.settings(shopId)) ?? CONTROL_DEFAULTS;
    if (settings.enabled !== 1) return null;
    const restrictions = await this.repo.restrictionsFor(
      shopId,
      lines.map((l) => l.goodsId),
    );
    if (restrictions.length === 0) return null;
    const goods = restrictions.map((r) => {
      const mine = lines.filter((l) => l.goodsId === r.goods_id);
      return {
        goodsId: r.goods_id,
        goodsName: mine[0]!.goodsName,
        num: mine.reduce((s, l) => s + l.num, 0),
        limit: r.limit_qty,
        days: r.period_days,
      };
    });
    if (!buyer) throw invalidField('buyer', 'error.control.buyerRequired', { name: goods[0]!.goodsName });
    if (settings.require_mobile === 1 && !buyer.mobile)
      throw invalidField('buyer.mobile', 'error.control.mobileRequired');
    // Refuse at once what is over the limit on its own; the rest is checked in the transaction.
    for (const g of goods)
      if (g.num > g.limit)
        throw new AppError('CONFLICT', 'error.control.overLimit', {
          name: g.goodsName,
          limit: g.limit,
          days: g.days,
          bought: 0,
          num: g.num,
        });
    return {
      buyer: { id_card: buyer.id_card.toUpperCase(), real_name: buyer.real_name, mobile: buyer.mobile ?? '' },
      goods,
    };
  }

  /** Inside the order's transaction: lock the buyer, count what they bought within each period,
   * refuse (rolling the whole order back) when this order would go over, else log every sale. */
  async recordInTrx(
    trx: Db,
    plan: ControlPlan,
    o: { shopId: number; orderId: number; sn: string; now: number },
  ) {
    const { id: buyerId } = await this.repo.upsertBuyer(trx, o.shopId, plan.buyer, o.now);
    for (const g of plan.goods) {
      const before = await this.repo.boughtSince(trx, o.shopId, buyerId, g.goodsId, o.now - g.days * DAY);
      if (before + g.num > g.limit)
        throw new AppError('CONFLICT', 'error.control.overLimit', {
          name: g.goodsName,
          limit: g.limit,
          days: g.days,
          bought: before,
          num: g.num,
        });
      await this.repo.insertSale(trx, {
        shop_id: o.shopId,
        order_id: o.orderId,
        order_sn: o.sn,
        goods_id: g.goodsId,
        goods_name: g.goodsName,
        num: g.num,
        buyer_id: buyerId,
        buyer_name: plan.buyer.real_name,
        buyer_id_card: plan.buyer.id_card,
        buyer_mobile: plan.buyer.mobile,
        limit_qty: g.limit,
        period_days: g.days,
        bought_before: before,
        within_limit: 1,
        created_at: o.now,
      });
    }
  }
}
