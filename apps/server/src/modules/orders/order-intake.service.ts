import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { intakeOrderFields, recordNewOrderInTrx } from './order-intake-row.ts';
import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import { LIVE_NOTICE } from '@rxdesk/contract/live/live-notices';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { Clock } from '../../platform/clock.ts';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Database } from '../../platform/db/schema.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import type { KeyInTrx } from '../../platform/http/idempotency.ts';
import { yuanText } from '../../platform/money.ts';
import { toPendingEntry } from './order-mappers.ts';
import {
  NEW_ORDER_BLANKS,
  newOrderSn,
  nextSerial,
  orderItemRow,
  orderTotals,
  type OrderLine,
} from './order-rows.ts';
import { pickSku, takeLinesInTrx } from './order-intake-stock.ts';
import { splitInTrx } from './drop-ship/drop-ship-split.ts';
import type { LiveNotifier } from '../../platform/realtime/live-notifier.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { OrderIntakeRepository } from './order-intake.repository.ts';
import type { StockPort } from '../goods/goods.module.ts';
import type { PrescriptionIntakePort } from '../prescription/prescription.module.ts';
import type { CheckedRegion, RegionsPort } from '../regions/regions.module.ts';
import {
  type PricingPort,
  priceIntakeInTrx,
  promotionsSummary,
  recordLinePromotionsInTrx,
} from './order-intake-pricing.ts';
import type { AssemblePort } from './order-assemble.port.ts';
import type { InvoiceRequestPort } from '../invoices/invoices.module.ts';
import type { FreightQuotePort } from '../logistics/logistics.module.ts';
import { freightLines, initialStatus, placedResult, shippingFee } from './order-intake-rules.ts';
import type { StoreLookupPort } from '../settings/settings.module.ts';

type Trx = Kysely<Database>;

/** Where the region path sits in the intake body, named in a refusal. */
const REGION_FIELD = 'consignee.region_ids';

/** POST /api/open/orders: an order from the storefront, ERP or POS. Goods, prices and stock come
 * from our catalogue — never from the caller — and stock is reserved in the same transaction. */
export class OrderIntakeService {
  constructor(
    private readonly repo: OrdersRepository,
    private readonly intakeRepo: OrderIntakeRepository,
    private readonly log: OperationLog,
    private readonly clock: Clock,
    private readonly notifier: LiveNotifier,
    /** Barred categories, prescriptions and restricted-drug limits (issue 7). */
    private readonly compliance: PrescriptionIntakePort,
    /** The consignee's region path, checked as the seller's address change checks it. */
    private readonly regions: RegionsPort,
    private readonly stock: StockPort,
    /** Promotions and coupons (issue 22), priced in the order's transaction. */
    private readonly pricing: PricingPort,
    /** Assemble teams (issue 22): an assemble order opens or joins one in its transaction. */
    private readonly assemble: AssemblePort,
    /** The buyer's invoice request (issue 23), recorded in the order's transaction. */
    private readonly invoices: InvoiceRequestPort,
    /** Freight templates (issue 23): EXPRESS shipping from the goods' templates. */
    private readonly freight: FreightQuotePort,
    /** The shop's stores (issue 24): the store an order names must be one of them. */
    private readonly stores: StoreLookupPort,
  ) {}

  /** `key`: the Idempotency-Key, claimed first and answered last in the order's own transaction. */
  async place(shopId: number, body: IntakeOrderBody, key?: KeyInTrx) {
    if (body.store_id !== undefined && !(await this.stores.isShopStore(shopId, body.store_id)))
      throw invalidField('store_id', 'error.order.storeUnknown');
    const codes = [...new Set(body.items.map((i) => i.goods_code))];
    const goods = await this.intakeRepo.sellableGoods(shopId, codes);
    const byCode = new Map(goods.map((g) => [g.goods_code, g]));
    const skus = await this.intakeRepo.skusOf(
      shopId,
      goods.map((g) => g.id),
    );
    const lines: OrderLine[] = body.items.map((i, index) => {
      const g = byCode.get(i.goods_code);
      if (!g)
        throw invalidField(`items.${index}.goods_code`, 'error.order.goodsUnknown', { code: i.goods_code });
      const sku = pickSku(
        g,
        skus.filter((s) => s.goods_id === g.id),
        i.sku_id,
        index,
      );
      return { g, num: i.num, subtotal: sku.price * i.num, sku };
    });
    if (body.assemble && lines.length !== 1) throw invalidField('items', 'error.assemble.oneLine');
    const isRx = lines.some((l) => l.g.is_prescription === 1);
    if (isRx && !body.rx_reference) throw invalidField('rx_reference', 'error.order.rxReferenceRequired');
    const compliance = await this.compliance.check(shopId, body, lines);
    if (body.shipping_type !== 'SELF_PICK' && !body.consignee.address)
      throw invalidField('consignee.address', 'rule.required');
    const region = await this.consigneeRegion(body);

    const totals = orderTotals(lines);
    const goodsPrice = totals.goods_price;
    // EXPRESS is priced by the goods' freight templates (issue 23), loaded here, quoted below.
    const plan =
      body.shipping_type === 'EXPRESS'
        ? await this.freight.plan(
            shopId,
            lines.map((l) => l.g.freight_template_id),
          )
        : null;
    const regionPath = region.region_ids ? region.region_ids.split(',').map(Number) : [];
    const skuWeights = new Map(skus.map((s) => [s.id, Number(s.weight)]));
    // The full fee, as the pricing values a free-shipping tier; the free-shipping rules are
    // judged below on what the buyer pays for the goods, after the promotions.
    const fee = plan
      ? plan.quote(
          regionPath,
          freightLines(lines, skuWeights, (l) => l.subtotal),
          true,
        ).fee
      : shippingFee(body.shipping_type, 0);
    const restricted = await this.intakeRepo.restrictedGoodsIds(
      shopId,
      lines.map((l) => l.g.id),
    );
    const status = initialStatus(body.payment_type, body.paid);
    const now = this.clock.now();
    const day = unixToDateString(now, 'yyyy-MM-dd');

    const order = await this.repo.transaction(async (trx) => {
      await key?.claimInTrx(trx);
      const sn = newOrderSn(day);
      const memberId = body.member_mobile
        ? await this.memberId(trx, shopId, body.member_mobile, body.consignee.name, now)
        : null;
      // The team place, promotion units and the coupon first: a lost race refuses before any
      // stock is taken.
      const team = body.assemble
        ? await this.assemble.enterInTrx(trx, {
            shopId,
            promotionId: body.assemble.promotion_id,
            teamId: body.assemble.team_id,
            skuId: lines[0]!.sku!.id,
            num: lines[0]!.num,
            at: now,
          })
        : null;
      const priced = await priceIntakeInTrx(trx, this.pricing, lines, {
        shopId,
        memberId,
        sn,
        couponId: body.coupon_id,
        assemblePromotionId: body.assemble?.promotion_id,
        restrictedGoodsIds: restricted,
        shippingFee: fee,
        at: now,
      });
      const paidOf = (l: OrderLine, i: number) =>
        l.subtotal - (priced.lines[i]?.discounts ?? []).reduce((s, d) => s + d.amount, 0);
      const express = plan?.quote(regionPath, freightLines(lines, skuWeights, paidOf));
      const shipping = priced.fullCut?.freeShipping
        ? 0
        : (express?.fee ?? shippingFee(body.shipping_type, goodsPrice - priced.discount));
      const orderPrice = goodsPrice - priced.discount + shipping;
      const taken = await takeLinesInTrx(trx, this.stock, lines, { shopId, kind: 'ORDER', ref: sn, now });
      const serial = await nextSerial(trx, shopId, day);
      const { id } = await this.repo.insertOrder(trx, {
        ...NEW_ORDER_BLANKS,
        ...totals,
        ...intakeOrderFields(body, { status, orderPrice, region, serial, day, now }),
        shop_id: shopId,
        store_id: body.store_id ?? null,
        sn,
        order_type: team ? 'ASSEMBLE' : 'NORMAL',
        member_id: memberId,
        is_prescription: isRx ? 1 : 0,
        rx_status: isRx ? 'PENDING' : 'NONE',
        rx_reference: body.rx_reference ?? '',
        discount_price: priced.discount,
        promotions: promotionsSummary(priced),
        shipping_price: shipping,
        shipping_template: priced.fullCut?.freeShipping ? '' : (express?.templateNames ?? ''),
      });
      // One by one: each line's id records the batches it took.
      const itemIds: number[] = [];
      for (const [i, l] of lines.entries()) {
        const item = await trx
          .insertInto('order_items')
          .values(orderItemRow(id, l))
          .returning('id')
          .executeTakeFirstOrThrow();
        itemIds.push(item.id);
        await this.stock.recordLineInTrx(trx, item.id, taken[i] ?? []);
      }
      await recordLinePromotionsInTrx(trx, { shopId, orderId: id }, itemIds, priced);
      await this.pricing.grantInTrx(trx, { shopId, orderId: id, sn, memberId, at: now, priced });
      if (team) await this.assemble.attachOrderInTrx(trx, team, { shopId, orderId: id, at: now });
      await this.compliance.recordInTrx(trx, compliance, { shopId, orderId: id, sn, now });
      if (body.invoice) {
        const req = { shopId, orderId: id, orderSn: sn, amount: orderPrice, at: now };
        await this.invoices.recordInTrx(trx, { ...req, request: body.invoice, by: body.order_source });
      }
      // Lines a supplier ships for the shop become its sub-order, in this same transaction.
      await splitInTrx(trx, { shopId, orderId: id, sn, now, opName: body.order_source });
      await recordNewOrderInTrx(trx, this.repo, {
        id,
        shopId,
        status,
        shippingType: body.shipping_type,
        opName: body.order_source,
        message: `下单：${lines.length} 种商品，合计 ¥${yuanText(orderPrice)}`,
        now,
      });
      await this.log.write(
        {
          actor: { shopId, userId: null, username: `open-api:${body.order_source}`, ip: '' },
          action: 'order.create',
          target: sn,
        },
        trx,
      );
      const placed = (await this.repo.findBySn(shopId, sn, trx))!;
      await key?.answerInTrx(trx, { statusCode: 201, body: placedResult(placed) });
      return placed;
    });
    await this.notifier.notice(shopId, LIVE_NOTICE.NEW_ORDER, toPendingEntry(order, LIVE_NOTICE.NEW_ORDER));
    return placedResult(order);
  }

  /** A delivered order needs a complete province → … → town path of the regions table, and its
   * names are the table's. Pick-up has nowhere to deliver to, so it may come without one; a path
   * it does carry is held to the same rule, so no stored path is ever outside the table. Runs
   * before the transaction: a refusal reserves nothing and frees the Idempotency-Key. */
  private async consigneeRegion(body: IntakeOrderBody): Promise<CheckedRegion> {
    const ids = body.consignee.region_ids;
    if (!ids) {
      if (body.shipping_type === 'SELF_PICK') return { region_ids: '', region_names: '' };
      throw invalidField(REGION_FIELD, 'rule.region');
    }
    return this.regions.requireCompletePath(ids, REGION_FIELD);
  }

  private async memberId(
    trx: Trx,
    shopId: number,
    mobile: string,
    name: string,
    now: number,
  ): Promise<number> {
    const found = await this.intakeRepo.memberIdInTrx(trx, shopId, mobile);
    if (found !== undefined) return found;
    return this.intakeRepo.insertMemberInTrx(trx, {
      shop_id: shopId,
      uname: `m${mobile.slice(-4)}${randomInt(1000, 9999)}`,
      mobile,
      real_name: name,
      sex: 1,
      face: '',
      created_at: now,
    });
  }
}
