import type { Kysely } from 'kysely';
import { intakeOrderFields, recordNewOrderInTrx } from './order-intake-row.ts';
import type { PointsOrderBody, PointsOrderResult } from '@rxdesk/contract/points/points-orders';
import { LIVE_NOTICE } from '@rxdesk/contract/live/live-notices';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { skuSpecsText } from '@rxdesk/contract/goods/stock';
import type { Clock } from '../../platform/clock.ts';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import type { Database, Order } from '../../platform/db/schema.ts';
import { AppError, invalidField, notFound } from '../../platform/http/app-error.ts';
import type { KeyInTrx } from '../../platform/http/idempotency.ts';
import { fenToYuan, yuanText } from '../../platform/money.ts';
import type { LiveNotifier } from '../../platform/realtime/live-notifier.ts';
import type { StockPort } from '../goods/goods.module.ts';
import type { MembersPointsPort } from '../members/members.module.ts';
import type { ExchangeGoods, PointsExchangePort } from '../points/points.module.ts';
import type { CheckedRegion, RegionsPort } from '../regions/regions.module.ts';
import { splitInTrx } from './drop-ship/drop-ship-split.ts';
import { takeLinesInTrx } from './order-intake-stock.ts';
import type { OrderIntakeRepository } from './order-intake.repository.ts';
import { initialStatus, shippingFee } from './order-intake-rules.ts';
import { toPendingEntry } from './order-mappers.ts';
import { NEW_ORDER_BLANKS, newOrderSn, nextSerial, orderItemRow, type OrderLine } from './order-rows.ts';
import type { OrdersRepository } from './orders.repository.ts';
import type { PointsOrderRepository } from './points-order.repository.ts';

type Trx = Kysely<Database>;

/** Where the region path sits in the body, named in a refusal. */
const REGION_FIELD = 'consignee.region_ids';

/**
 * POST /api/open/points-orders: a member exchanges points goods (issue 22). The order is an
 * orders row of type POINTS, written with the normal intake's pieces (sn, serial, counters, SKU
 * stock, flow, logs, live notice), so it ships, prints and goes through after-sale like any order.
 *
 * Prices (fen): the line is the SKU's list price × num (the cash price when that is higher);
 * the points pay for everything above the cash part, recorded as the discount; the member pays
 * cash × num + shipping (shipping by the normal rule on the list amount). `points_spent` =
 * points × num. One transaction: points goods checked, member's points spent (the ledger locks
 * the member, so the per-member limit read after it sees concurrent orders), exchange stock and
 * sale stock taken by conditional updates — any refusal leaves nothing written.
 */
export class PointsOrderIntakeService {
  constructor(
    private readonly deps: {
      repo: OrdersRepository;
      intakeRepo: OrderIntakeRepository;
      pointsRepo: PointsOrderRepository;
      exchange: PointsExchangePort;
      points: MembersPointsPort;
      stock: StockPort;
      regions: RegionsPort;
      log: OperationLog;
      clock: Clock;
      notifier: LiveNotifier;
    },
  ) {}

  async place(shopId: number, body: PointsOrderBody, key?: KeyInTrx): Promise<PointsOrderResult> {
    const d = this.deps;
    if (body.shipping_type !== 'SELF_PICK' && !body.consignee.address)
      throw invalidField('consignee.address', 'rule.required');
    const region = await this.consigneeRegion(body);
    const status = initialStatus(body.payment_type, body.paid);
    const now = d.clock.now();
    const day = unixToDateString(now, 'yyyy-MM-dd');

    const order = await d.repo.transaction(async (trx) => {
      await key?.claimInTrx(trx);
      const sn = newOrderSn(day);
      const pg = await this.exchangeGoods(trx, shopId, body.points_goods_id);
      const memberId = await d.intakeRepo.memberIdInTrx(trx, shopId, body.member_mobile);
      if (memberId === undefined)
        throw invalidField('member_mobile', 'error.points.memberUnknown', { mobile: body.member_mobile });
      const line = await this.line(trx, shopId, pg, body.num);
      const pointsSpent = pg.points * body.num;
      // A negative change: refused (409 error.points.notEnough, with the balance) when short.
      await d.points.addInTrx(trx, {
        shopId,
        memberId,
        change: -pointsSpent,
        reason: '积分兑换',
        ref: sn,
        at: now,
      });
      if (pg.limit_num > 0) {
        const taken = await d.pointsRepo.unitsTakenInTrx(trx, shopId, memberId, pg.sku_id);
        if (taken + body.num > pg.limit_num)
          throw new AppError('CONFLICT', 'error.points.limitReached', { limit: pg.limit_num, taken });
      }
      if (!(await d.exchange.takeInTrx(trx, shopId, pg.id, body.num, now))) {
        const left = (await d.exchange.findInTrx(trx, shopId, pg.id))?.stock ?? 0;
        throw new AppError('CONFLICT', 'error.points.goodsStockShort', { goods: pg.goods_name, stock: left });
      }
      const [taken] = await takeLinesInTrx(trx, d.stock, [line], { shopId, kind: 'ORDER', ref: sn, now });
      const cash = pg.cash * body.num;
      const shipping = shippingFee(body.shipping_type, line.subtotal);
      const orderPrice = cash + shipping;
      const serial = await nextSerial(trx, shopId, day);
      const { id } = await d.repo.insertOrder(trx, {
        ...NEW_ORDER_BLANKS,
        ...intakeOrderFields(body, { status, orderPrice, region, serial, day, now }),
        goods_price: line.subtotal,
        goods_num: body.num,
        goods_names: line.g.goods_name.slice(0, 1000),
        shop_id: shopId,
        sn,
        member_id: memberId,
        order_type: 'POINTS',
        points_spent: pointsSpent,
        is_prescription: 0,
        rx_status: 'NONE',
        rx_reference: '',
        discount_price: line.subtotal - cash,
        shipping_price: shipping,
      });
      const item = await trx
        .insertInto('order_items')
        .values(orderItemRow(id, line))
        .returning('id')
        .executeTakeFirstOrThrow();
      await d.stock.recordLineInTrx(trx, item.id, taken ?? []);
      await splitInTrx(trx, { shopId, orderId: id, sn, now, opName: body.order_source });
      await recordNewOrderInTrx(trx, d.repo, {
        id,
        shopId,
        status,
        shippingType: body.shipping_type,
        opName: body.order_source,
        message: `积分兑换：${line.g.goods_name} × ${body.num}，${pointsSpent} 积分 + ¥${yuanText(orderPrice)}`,
        now,
      });
      await d.log.write(
        {
          actor: { shopId, userId: null, username: `open-api:${body.order_source}`, ip: '' },
          action: 'order.points.create',
          target: sn,
          detail: { points_goods_id: pg.id, num: body.num, points: pointsSpent, cash_fen: cash },
        },
        trx,
      );
      const placed = (await d.repo.findBySn(shopId, sn, trx))!;
      await key?.answerInTrx(trx, { statusCode: 201, body: resultOf(placed) });
      return placed;
    });
    await d.notifier.notice(shopId, LIVE_NOTICE.NEW_ORDER, toPendingEntry(order, LIVE_NOTICE.NEW_ORDER));
    return resultOf(order);
  }

  /** The shop's points goods, on, with its SKU on sale (another shop's id: 404). */
  private async exchangeGoods(trx: Trx, shopId: number, id: number): Promise<ExchangeGoods> {
    const pg = await this.deps.exchange.findInTrx(trx, shopId, id);
    if (!pg) throw notFound();
    if (pg.enabled !== 1) throw new AppError('CONFLICT', 'error.points.goodsOff', { goods: pg.goods_name });
    if (!pg.on_sale || pg.sku_enabled !== 1)
      throw new AppError('CONFLICT', 'error.points.goodsUnavailable', { goods: pg.goods_name });
    return pg;
  }

  /** The order line: the catalogue goods and SKU, at the list price (or the cash price if above). */
  private async line(trx: Trx, shopId: number, pg: ExchangeGoods, num: number): Promise<OrderLine> {
    const found = await this.deps.pointsRepo.goodsInTrx(trx, shopId, pg.goods_id, pg.sku_id);
    if (!found) throw notFound();
    const { g, sku } = found;
    // Prescription and restricted goods are refused when offered; one that became so since is too.
    const restricted = await this.deps.pointsRepo.isRestrictedInTrx(trx, shopId, g.id);
    if (g.is_prescription === 1 || restricted)
      throw invalidField('points_goods_id', 'error.points.goodsRx', { goods: g.goods_name });
    const unit = Math.max(Number(sku.price), pg.cash);
    return {
      g,
      num,
      subtotal: unit * num,
      sku: { id: Number(sku.id), specs: skuSpecsText(sku.spec_values), price: unit },
    };
  }

  /** As the normal intake: a delivered order needs a complete region path; pick-up may omit it. */
  private async consigneeRegion(body: PointsOrderBody): Promise<CheckedRegion> {
    const ids = body.consignee.region_ids;
    if (!ids) {
      if (body.shipping_type === 'SELF_PICK') return { region_ids: '', region_names: '' };
      throw invalidField(REGION_FIELD, 'rule.region');
    }
    return this.deps.regions.requireCompletePath(ids, REGION_FIELD);
  }
}

function resultOf(o: Order): PointsOrderResult {
  return {
    sn: o.sn,
    status: o.status as PointsOrderResult['status'],
    order_price: fenToYuan(o.order_price),
    points_spent: Number(o.points_spent),
    serial_number: o.serial_number,
    pickcode: o.pickcode,
  };
}
