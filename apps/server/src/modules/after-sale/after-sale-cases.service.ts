import type { z } from 'zod';
import {
  REFUND_SERVICE_TYPES,
  type approveBody,
  type ServiceType,
  type shipmentBody,
} from '@rxdesk/contract/after-sale/after-sale';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AfterSale } from '../../platform/db/schema.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import { yuanField, yuanText } from '../../platform/money.ts';
import type { CaseActorRef, CaseChanges } from './case-changes.ts';
import type { AfterSalesRepository } from './after-sale.repository.ts';
import { allocate, caseRefundable } from './refunds/refundable.ts';
import type { StockPort } from '../goods/goods.module.ts';

export const sellerOf = (auth: AuthContext): CaseActorRef => ({ type: 'SELLER', name: auth.username, auth });
export const BUYER: CaseActorRef = { type: 'BUYER', name: '买家', auth: null };

/** Seller (and buyer) actions on a case that move goods or decisions; refunds are RefundService's. */
export class AfterSaleCases {
  constructor(
    private readonly repo: AfterSalesRepository,
    private readonly changes: CaseChanges,
    private readonly clock: Clock,
    private readonly stock: StockPort,
  ) {}

  async load(shopId: number, sn: string): Promise<AfterSale> {
    const c = await this.repo.findBySn(shopId, sn);
    if (!c) throw notFound();
    return c;
  }

  /** Approves; a refund case fixes the amount here, never above what is refundable now, and
   * shares it over the lines so later cases know what was refunded per line. */
  async approve(auth: AuthContext, sn: string, body: z.infer<typeof approveBody>) {
    const c = await this.load(auth.shopId, sn);
    this.changes.decide(c, 'approve', 'SELLER');
    const refunds = REFUND_SERVICE_TYPES.includes(c.service_type as ServiceType);
    const lines = await this.repo.lines(c.id);
    let amount: number | null = null;
    if (refunds) {
      if (body.approved_amount === undefined)
        throw invalidField('approved_amount', 'error.afterSale.amountRequired');
      amount = yuanField('approved_amount', body.approved_amount);
      const order = await this.repo.order(c.shop_id, c.order_id);
      const cap = caseRefundable(
        lines.map((l) => l.refundable),
        order.paid_amount,
        await this.repo.refundedOnOrder(c.order_id),
      );
      if (amount <= 0) throw invalidField('approved_amount', 'error.afterSale.amountZero');
      if (amount > cap)
        throw invalidField('approved_amount', 'error.afterSale.amountTooHigh', { max: yuanText(cap) });
    } else if (body.approved_amount !== undefined) {
      throw invalidField('approved_amount', 'error.afterSale.amountNotAllowed');
    }
    const shares =
      amount === null
        ? []
        : allocate(
            amount,
            lines.map((l) => l.refundable),
          );
    return this.changes.apply(sellerOf(auth), c, {
      steps: [
        {
          action: 'approve',
          message: `审核通过${amount === null ? '' : `，同意退款 ¥${yuanText(amount)}`}${body.remark ? `：${body.remark}` : ''}`,
          patch: { approved_amount: amount, seller_remark: body.remark },
        },
      ],
      alsoInTransaction: async (trx) => {
        for (const [i, l] of lines.entries()) await this.repo.setLineApproved(trx, l.id, shares[i] ?? 0);
      },
      detail: { approved_fen: amount },
    });
  }

  async refuse(auth: AuthContext, sn: string, reason: string) {
    const c = await this.load(auth.shopId, sn);
    return this.changes.apply(sellerOf(auth), c, {
      steps: [{ action: 'refuse', message: `审核拒绝：${reason}`, patch: { refuse_reason: reason } }],
    });
  }

  /** The buyer's parcel back to the shop: recorded by the buyer, or by the seller for them. */
  async shipBack(actor: CaseActorRef, c: AfterSale, body: z.infer<typeof shipmentBody>) {
    this.changes.decide(c, 'shipBack', actor.type);
    const express = await this.repo.findExpress(body.express_code);
    if (!express) throw invalidField('express_code', 'error.order.expressUnknown');
    return this.changes.apply(actor, c, {
      steps: [
        {
          action: 'shipBack',
          message: `退货寄回：${express.name} ${body.waybill_no}`,
          patch: {
            return_express_code: express.code,
            return_express_name: express.name,
            return_waybill_no: body.waybill_no,
            returned_at: this.now(),
          },
        },
      ],
    });
  }

  /** The returned goods arrived: back to stock in the same transaction. */
  async stockIn(auth: AuthContext, sn: string, remark: string) {
    const c = await this.load(auth.shopId, sn);
    const lines = await this.repo.lines(c.id);
    return this.changes.apply(sellerOf(auth), c, {
      steps: [
        {
          action: 'stockIn',
          message:
            `退货入库：${lines.map((l) => `${l.goods_name} ×${l.num}`).join('、')}${remark ? `（${remark}）` : ''}`.slice(
              0,
              500,
            ),
        },
      ],
      // Back into the batches the order lines took (StockPort.putBackLinesInTrx says which first).
      alsoInTransaction: async (trx) => {
        await this.stock.putBackLinesInTrx(
          trx,
          lines.map((l) => ({ orderItemId: l.order_item_id, num: l.num })),
          {
            shopId: c.shop_id,
            kind: 'AFTER_SALE_IN',
            ref: c.service_sn,
            operatorId: auth.userId,
            now: this.now(),
          },
          await this.repo.otherCaseSns(c.order_id, c.id, trx),
        );
      },
    });
  }

  /** The replacement (exchange) or the missing goods (re-send) leave stock and ship. */
  async reship(auth: AuthContext, sn: string, body: z.infer<typeof shipmentBody>) {
    const c = await this.load(auth.shopId, sn);
    this.changes.decide(c, 'reship', 'SELLER');
    const express = await this.repo.findExpress(body.express_code);
    if (!express) throw invalidField('express_code', 'error.order.expressUnknown');
    const lines = await this.repo.lines(c.id);
    return this.changes.apply(sellerOf(auth), c, {
      steps: [
        {
          action: 'reship',
          message: `发出${c.service_type === 'CHANGE_GOODS' ? '换货' : '补发'}商品：${express.name} ${body.waybill_no}`,
          patch: {
            reship_express_code: express.code,
            reship_express_name: express.name,
            reship_waybill_no: body.waybill_no,
            reshipped_at: this.now(),
          },
        },
      ],
      // The replacement leaves stock FEFO like an order (AFTER_SALE_OUT ledger rows under the case sn).
      alsoInTransaction: async (trx) => {
        const skus = await this.stock.lineSkus(
          lines.map((l) => l.order_item_id),
          trx,
        );
        const cause = {
          shopId: c.shop_id,
          kind: 'AFTER_SALE_OUT',
          ref: c.service_sn,
          operatorId: auth.userId,
          now: this.now(),
        } as const;
        const bySku = lines.flatMap((l) => {
          const skuId = skus.get(l.order_item_id);
          return skuId ? [{ l, skuId }] : [];
        });
        for (const { l, skuId } of bySku.sort((a, b) => a.skuId - b.skuId)) {
          if (await this.stock.takeInTrx(trx, skuId, l.num, cause)) continue;
          throw new AppError('CONFLICT', 'error.order.stockShort', {
            name: l.goods_name,
            stock: await this.stock.sellableInTrx(trx, c.shop_id, skuId, cause.now),
          });
        }
      },
    });
  }

  async close(actor: CaseActorRef, c: AfterSale, reason: string) {
    return this.changes.apply(actor, c, {
      steps: [
        {
          action: 'close',
          message: `${actor.type === 'BUYER' ? '买家撤销售后' : '关闭售后'}：${reason}`,
          patch: { close_reason: reason },
        },
      ],
    });
  }

  private now() {
    return this.clock.now();
  }
}
