import type { z } from 'zod';
import type { orderAddressBody, setoutBody } from '@rxdesk/contract/orders/orders';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { AppError, invalidField } from '../../platform/http/app-error.ts';
import { toSummary } from './order-mappers.ts';
import { receiptPrintedMessage } from './order-rows.ts';
import { yuanField, yuanText } from '../../platform/money.ts';
import { fieldChanges } from '../../platform/audit/operation-log.ts';
import type { OrderChanges } from './order-actions.service.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { RegionsPort } from '../regions/regions.module.ts';

const actor = (auth: AuthContext) => ({ auth, name: auth.username });

/** The seller's order actions (§7), each one state change through OrderChanges. */
export class OrderCommands {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly changes: OrderChanges,
    private readonly regions: RegionsPort,
  ) {}

  async pay(auth: AuthContext, sn: string) {
    const o = await this.changes.load(auth.shopId, sn);
    const updated = await this.changes.apply(actor(auth), o, {
      action: 'pay',
      message: `确认收款 ¥${yuanText(o.order_price)}`,
    });
    return toSummary(updated);
  }

  /** Money is recomputed here: the client names the new total, the server derives the adjustment
   * from the order's own goods, shipping and discount, and refuses anything above the original. */
  async changePrice(auth: AuthContext, sn: string, orderPrice: string | number) {
    const o = await this.changes.load(auth.shopId, sn);
    this.changes.decideOrRefuse(o, 'price');
    const fen = yuanField('order_price', orderPrice);
    const original = o.goods_price + o.shipping_price - o.discount_price;
    if (fen <= 0 || fen > original)
      throw invalidField('order_price', 'error.order.priceRange', { max: yuanText(original) });
    const updated = await this.changes.apply(actor(auth), o, {
      action: 'price',
      message: `改价 ¥${yuanText(o.order_price)} → ¥${yuanText(fen)}`,
      patch: { order_price: fen, adjust_price: original - fen },
      detail: {
        from_fen: o.order_price,
        to_fen: fen,
        // In yuan, as the screen and the seller read them.
        changes: fieldChanges({ order_price: yuanText(o.order_price) }, { order_price: yuanText(fen) }),
      },
    });
    return toSummary(updated);
  }

  /** The region must be a complete path of the regions table; its names are taken from there. */
  async changeAddress(auth: AuthContext, sn: string, a: z.infer<typeof orderAddressBody>) {
    const o = await this.changes.load(auth.shopId, sn);
    this.changes.decideOrRefuse(o, 'address');
    const region = await this.regions.requireCompletePath(a.region_ids);
    const fields = {
      consignee_name: a.consignee_name,
      consignee_mobile: a.consignee_mobile,
      region_names: region.region_names,
      address: a.address,
    };
    const updated = await this.changes.apply(actor(auth), o, {
      action: 'address',
      detail: { changes: fieldChanges(o, fields) },
      message: `修改收货地址：${a.consignee_name} ${region.region_names} ${a.address}`,
      patch: {
        consignee_name: a.consignee_name,
        consignee_mobile: a.consignee_mobile,
        region_ids: region.region_ids,
        region_names: region.region_names,
        address: a.address,
        lat: a.lat,
        lng: a.lng,
      },
    });
    return toSummary(updated);
  }

  async setIsMeituan(auth: AuthContext, sn: string, isMeituan: number) {
    const o = await this.changes.load(auth.shopId, sn);
    const updated = await this.changes.apply(actor(auth), o, {
      action: 'updateIsMeituan',
      message: isMeituan ? '设为美团配送' : '取消美团配送',
      patch: { is_meituan: isMeituan },
      detail: { changes: fieldChanges(o, { is_meituan: isMeituan }) },
    });
    return toSummary(updated);
  }

  /** Ship by express: a known company, a waybill, and a batch number for every line (drug
   * traceability), written in the same transaction as the status change. */
  async setout(auth: AuthContext, sn: string, body: z.infer<typeof setoutBody>) {
    const o = await this.changes.load(auth.shopId, sn);
    this.changes.decideOrRefuse(o, 'setout');
    const express = await this.repo.findExpress(body.express_code, auth.shopId);
    if (!express) throw invalidField('express_code', 'error.order.expressUnknown');
    // Only a company the shop uses (logistics settings, issue 23).
    if (!express.chosen) throw invalidField('express_code', 'error.logistics.expressNotUsed');
    const items = await this.repo.items(o.id);
    const byItem = new Map(body.batches.map((b) => [b.item_id, b.batch_numbers]));
    if (items.some((i) => !byItem.get(i.id)?.length))
      throw invalidField('batches', 'error.order.batchRequired');
    const updated = await this.changes.apply(actor(auth), o, {
      action: 'setout',
      message: `发货：${express.name} ${body.waybill_no}`,
      patch: { express_code: express.code, express_name: express.name, waybill_no: body.waybill_no },
      alsoInTransaction: async (trx) => {
        for (const i of items) await this.repo.setBatchNumbers(trx, o.id, i.id, byItem.get(i.id) ?? []);
      },
      detail: { express: express.code, waybill_no: body.waybill_no },
    });
    return toSummary(updated);
  }

  /** Same-city delivery by the shop's own staff. */
  async delivery(auth: AuthContext, sn: string) {
    const o = await this.changes.load(auth.shopId, sn);
    const updated = await this.changes.apply(actor(auth), o, {
      action: 'delivery',
      message: '商家自配送出库',
      patch: { delivery_partner: 'SHOP', delivery_status: 'PICKED_UP' },
    });
    return toSummary(updated);
  }

  async rog(auth: AuthContext, sn: string) {
    const o = await this.changes.load(auth.shopId, sn);
    return toSummary(await this.changes.apply(actor(auth), o, { action: 'rog', message: '确认收货' }));
  }

  /** Self pick-up: the buyer's 6-digit code must match; a wrong one changes nothing. */
  async pick(auth: AuthContext, sn: string, pickcode: string) {
    const o = await this.changes.load(auth.shopId, sn);
    this.changes.decideOrRefuse(o, 'pick');
    if (pickcode !== o.pickcode) throw invalidField('pickcode', 'error.order.pickcodeWrong');
    return toSummary(
      await this.changes.apply(actor(auth), o, { action: 'pick', message: '到店自提，核销提货码' }),
    );
  }

  /** Approves the buyer's cancel request: stock goes back, a paid order gets its refund record. */
  async authCancel(auth: AuthContext, sn: string) {
    const o = await this.changes.load(auth.shopId, sn);
    const updated = await this.changes.apply(actor(auth), o, {
      action: 'authCancel',
      message: `同意取消订单${o.paid ? `，退款 ¥${yuanText(o.paid_amount)}` : ''}`,
      alsoInTransaction: async (trx, order) => {
        await this.changes.restock(trx, order);
        await this.changes.refundOnCancel(trx, order, order.cancel_reason || '买家申请取消');
      },
      afterCommit: (after) => this.changes.payCancelRefund(after),
    });
    return toSummary(updated);
  }

  /** Re-submits an order whose entry into the store's account failed. */
  async orderAgain(auth: AuthContext, sn: string) {
    const o = await this.changes.load(auth.shopId, sn);
    const updated = await this.changes.apply(actor(auth), o, {
      action: 'orderAgain',
      message: '重新提交入账',
      patch: { entry_status: 0, entry_error: '', status_before: null },
    });
    return toSummary(updated);
  }

  /** The store's "enter order" (issue 6): moves the order out of the pending list, or records the
   * ERP's entry failure as INTODB_ERROR with its reason. */
  async enter(auth: AuthContext, sn: string, result: 'ENTERED' | 'FAILED', reason: string) {
    const o = await this.changes.load(auth.shopId, sn);
    const updated =
      result === 'ENTERED'
        ? await this.changes.apply(actor(auth), o, {
            action: 'enter',
            message: '订单已入账',
            patch: { entry_status: 1 },
          })
        : await this.changes.apply(actor(auth), o, {
            action: 'entryFailed',
            message: `入账失败：${reason || '未知原因'}`,
            patch: { entry_status: 2, entry_error: reason, status_before: o.status },
          });
    return toSummary(updated);
  }

  async courierMessage(auth: AuthContext, sn: string, message: string) {
    const o = await this.changes.load(auth.shopId, sn);
    const updated = await this.changes.apply(actor(auth), o, {
      action: 'courierMessage',
      message: `配送备注：${message || '（清空）'}`,
      patch: { courier_message: message },
      detail: { changes: fieldChanges(o, { courier_message: message }) },
    });
    return toSummary(updated);
  }

  /** Records that the receipt printed on a named printer (pos_print_status '1'). Not a status
   * change, but logged like one. */
  async markPrinted(auth: AuthContext, sn: string, printName: string, now: number) {
    const o = await this.changes.load(auth.shopId, sn);
    await this.repo.transaction(async (trx) => {
      await this.repo.markPrinted(trx, o.id, printName, now);
      await this.repo.addLog(trx, o.id, auth.username, 'print', receiptPrintedMessage(printName), now);
    });
    return { sn, pos_print_status: '1' };
  }

  refuseUnknownPartner(type: string | number): never {
    throw new AppError('VALIDATION', 'error.validation', { field: `type=${type}` }, 'type');
  }
}
