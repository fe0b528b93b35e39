import { randomInt } from 'node:crypto';
import {
  REFUND_SERVICE_TYPES,
  SERVICE_TYPE_LABELS,
  type OpenAfterSaleBody,
  type ServiceType,
} from '@rxdesk/contract/after-sale/after-sale';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { Clock } from '../../platform/clock.ts';
import type { AfterSale } from '../../platform/db/schema.ts';
import type { Order, OrderItem } from '../../platform/db/schema.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import { fenToYuan, yuanField, yuanText } from '../../platform/money.ts';
import type { OrderChangesPort, OrderReadPort } from '../orders/orders.module.ts';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { AfterSaleNotices } from './after-sale-notices.ts';
import { awaitsSeller } from './after-sale-state-machine.ts';
import type { AfterSalesRepository } from './after-sale.repository.ts';
import { caseRefundable, lineRefundable, paidShares } from './refunds/refundable.ts';

/** Order statuses each case type may start from: a refund only needs the money to have been
 * paid; the others need the goods to have reached the buyer. */
const HANDED_OVER = ['SHIPPED', 'ROG', 'COMPLETE'];
const ORDER_STATUSES_FOR: Record<ServiceType, string[]> = {
  REFUND_ONLY: ['PAID_OFF', ...HANDED_OVER],
  RETURN_GOODS: HANDED_OVER,
  CHANGE_GOODS: HANDED_OVER,
  SUPPLY_AGAIN: HANDED_OVER,
};

interface ClaimedLine {
  item: OrderItem;
  num: number;
  refundable: number;
}

/** A buyer raises an after-sale case through the open API: the order enters AFTER_SERVICE in the
 * same transaction (one open case per order), quantities and amounts are checked against what
 * the order holds and what earlier cases took, and notice 12 follows the commit. */
export class AfterSaleIntake {
  constructor(
    private readonly repo: AfterSalesRepository,
    private readonly orderRepo: OrderReadPort,
    private readonly orders: OrderChangesPort,
    private readonly log: OperationLog,
    private readonly clock: Clock,
    private readonly notices: AfterSaleNotices,
  ) {}

  async raise(shopId: number, body: OpenAfterSaleBody) {
    const order = await this.orderRepo.findBySn(shopId, body.order_sn);
    if (!order) throw notFound();
    const type = body.service_type;
    if (order.status === 'AFTER_SERVICE') throw new AppError('CONFLICT', 'error.afterSale.caseOpen');
    this.orders.decideOrRefuse(order, 'afterSaleOpen');
    if (!ORDER_STATUSES_FOR[type].includes(order.status))
      throw new AppError('CONFLICT', 'error.afterSale.orderStatus');
    const refunds = REFUND_SERVICE_TYPES.includes(type);
    if (refunds && (order.paid !== 1 || order.paid_amount <= 0))
      throw new AppError('CONFLICT', 'error.afterSale.notPaid');

    const lines = await this.claimLines(order, body);
    const refundedOnOrder = await this.repo.refundedOnOrder(order.id);
    const cap = refunds
      ? caseRefundable(
          lines.map((l) => l.refundable),
          order.paid_amount,
          refundedOnOrder,
        )
      : 0;
    const requested = this.requestedAmount(body, refunds, cap);

    const now = this.clock.now();
    const sn = `AS${unixToDateString(now, 'yyyyMMdd')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    let caseId = 0;
    const typeLabel = SERVICE_TYPE_LABELS[type].zh;
    const updatedOrder = await this.orders.apply({ auth: null, name: '买家' }, order, {
      action: 'afterSaleOpen',
      message: `买家申请售后 ${sn}（${typeLabel}${refunds ? `，申请退款 ¥${yuanText(requested)}` : ''}）`,
      patch: { status_before: order.status, service_status: 'APPLY' },
      alsoInTransaction: async (trx) => {
        caseId = await this.repo.insertCase(trx, {
          shop_id: shopId,
          order_id: order.id,
          service_sn: sn,
          service_type: type,
          status: 'APPLY',
          awaiting: awaitsSeller({ status: 'APPLY', service_type: type }) ? 1 : 0,
          reason: body.reason,
          description: body.description,
          images: JSON.stringify(body.images),
          requested_amount: requested,
          approved_amount: null,
          order_status_before: order.status,
          buyer_name: order.consignee_name,
          buyer_mobile: order.consignee_mobile,
          goods_names: lines
            .map((l) => l.item.goods_name)
            .join('、')
            .slice(0, 1000),
          goods_num: lines.reduce((n, l) => n + l.num, 0),
          created_at: now,
          updated_at: now,
        });
        await this.repo.insertLines(
          trx,
          lines.map((l) => ({
            after_sale_id: caseId,
            order_item_id: l.item.id,
            goods_id: l.item.goods_id,
            goods_code: l.item.goods_code,
            goods_name: l.item.goods_name,
            specs: l.item.specs,
            price: l.item.price,
            num: l.num,
            order_num: l.item.num,
            refundable: l.refundable,
          })),
        );
        await this.repo.addHistory(trx, {
          after_sale_id: caseId,
          action: 'apply',
          from_status: null,
          to_status: 'APPLY',
          actor_type: 'BUYER',
          op_name: '买家',
          message: `申请${typeLabel}${body.description ? `：${body.description}` : ''}`.slice(0, 500),
          created_at: now,
        });
        await this.log.write(
          {
            actor: { shopId, userId: null, username: '买家', ip: '' },
            action: 'afterSale.apply',
            target: sn,
            detail: { order_sn: order.sn, service_type: type, requested_fen: requested },
          },
          trx,
        );
      },
    });
    const created = (await this.repo.findById(caseId)) as AfterSale;
    await this.notices.caseChanged(null, created, updatedOrder);
    return {
      service_sn: sn,
      order_sn: order.sn,
      service_status: 'APPLY' as const,
      requested_amount: fenToYuan(requested),
      refundable_amount: fenToYuan(cap),
    };
  }

  /** Resolves each requested line on the order and checks its quantity against what earlier live
   * cases already claimed; computes each line's refundable part. */
  private async claimLines(order: Order, body: OpenAfterSaleBody): Promise<ClaimedLine[]> {
    const items = await this.orderRepo.items(order.id);
    const earlier = await this.repo.earlierClaims(order.id);
    const off = await this.repo.linePromotionsOff(order.id);
    const shares = paidShares(order.paid === 1 ? order.paid_amount : 0, items, off);
    const seen = new Set<number>();
    return body.lines.map((l, index) => {
      const field = `lines.${index}`;
      let item: OrderItem | undefined;
      if (l.item_id !== undefined) {
        item = items.find((i) => i.id === l.item_id);
        if (!item)
          throw invalidField(`${field}.item_id`, 'error.afterSale.lineUnknown', { line: String(l.item_id) });
      } else {
        const matches = items.filter((i) => i.goods_code === l.goods_code);
        if (matches.length === 0)
          throw invalidField(`${field}.goods_code`, 'error.afterSale.lineUnknown', {
            line: l.goods_code ?? '',
          });
        if (matches.length > 1)
          throw invalidField(`${field}.goods_code`, 'error.afterSale.lineAmbiguous', {
            code: l.goods_code ?? '',
          });
        item = matches[0] as OrderItem;
      }
      if (seen.has(item.id)) throw invalidField(field, 'error.afterSale.lineDuplicate');
      seen.add(item.id);
      const before = earlier.get(item.id) ?? { num: 0, approved: 0 };
      const left = item.num - before.num;
      if (l.num > left)
        throw invalidField(`${field}.num`, 'error.afterSale.numTooMany', {
          name: item.goods_name,
          max: Math.max(0, left),
        });
      const share = shares.get(item.id) ?? 0;
      return { item, num: l.num, refundable: lineRefundable(share, item.num, l.num, before.approved) };
    });
  }

  private requestedAmount(body: OpenAfterSaleBody, refunds: boolean, cap: number): number {
    if (!refunds) {
      if (body.requested_amount !== undefined)
        throw invalidField('requested_amount', 'error.afterSale.amountNotAllowed');
      return 0;
    }
    if (body.requested_amount === undefined)
      throw invalidField('requested_amount', 'error.afterSale.amountRequired');
    const fen = yuanField('requested_amount', body.requested_amount);
    if (fen <= 0) throw invalidField('requested_amount', 'error.afterSale.amountZero');
    if (fen > cap)
      throw invalidField('requested_amount', 'error.afterSale.amountTooHigh', { max: yuanText(cap) });
    return fen;
  }
}
