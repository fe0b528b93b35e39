import type { Kysely } from 'kysely';
import { DEFAULT_SETTLE_DAYS } from '@rxdesk/contract/settlement/settlement';
import { OperationLog } from '../platform/audit/operation-log.ts';
import { ManualClock } from '../platform/clock.ts';
import type { Database } from '../platform/db/schema.ts';
import { yuanText } from '../platform/money.ts';
import { orderItemRow } from '../modules/orders/order-rows.ts';
import { OrdersRepository } from '../modules/orders/orders.repository.ts';
import { SettlementJob } from '../modules/settlement/settlement-job.service.ts';
import { periodStartOf } from '../modules/settlement/settlement-periods.ts';
import { SettlementRepository } from '../modules/settlement/settlement.repository.ts';
import { insertSeedOrder, seedLines, takeLineStock, type DemoStories } from './seed-orders.ts';
import { SEED_TOWNS } from './seed-regions.ts';

type Trx = Kysely<Database>;
const HOUR = 3600;
const DAY = 24 * HOUR;
const BUYERS = [
  { name: '陈丽华', mobile: '13761230045', town: SEED_TOWNS.pudongHuamu, address: '芳甸路 210 弄 6 号' },
  { name: '赵建国', mobile: '13917652281', town: SEED_TOWNS.xuhuiXujiahui, address: '漕溪北路 88 号' },
  { name: '王静', mobile: '15821907736', town: SEED_TOWNS.pudongWeifang, address: '潍坊路 37 弄 2 号' },
];

/* Settlement (issue 23). The demo's other orders are all from the last 30 days, which closes only
 * one or two periods; these are completed orders of the weeks before (one paid cash on delivery)
 * and an order cancelled just before a period ended whose refund the payment provider only
 * confirmed after it: the refund lands in the next bill as an adjustment. Stories of the timeline,
 * so ids follow times like every demo order. */
export function seedSettlementOrders(stories: DemoStories): void {
  const { now, timeline } = stories;
  for (let i = 0; i < 10; i += 1) {
    const created = now - 66 * DAY + Math.round(i * 3.4 * DAY) + 10 * HOUR;
    timeline.at(created, () => completedOrder(stories, i, created));
  }
  // The latest closed period's start: the late refund's order is paid before it, refunded after.
  const lastStart = periodStartOf(periodStartOf(now, DEFAULT_SETTLE_DAYS) - 1, DEFAULT_SETTLE_DAYS);
  timeline.at(lastStart - 2 * DAY + 15 * HOUR, () =>
    lateRefundOrder(stories, lastStart - 2 * DAY + 15 * HOUR, lastStart + DAY + 11 * HOUR),
  );
}

async function placeLines(stories: DemoStories, i: number) {
  const goods = await stories.trx
    .selectFrom('goods')
    .select('goods_code')
    .where('shop_id', '=', stories.shopId)
    .where('is_prescription', '=', 0)
    .where('stock', '>=', 50)
    .orderBy('id')
    .limit(12)
    .execute();
  const items = [0, 1]
    .slice(0, 1 + (i % 2))
    .map((j) => ({ goods_code: goods[(i * 5 + j * 7) % goods.length]!.goods_code, num: 1 + ((i + j) % 3) }));
  return seedLines(stories.trx, stories.shopId, items, 'settlement');
}

async function completedOrder(stories: DemoStories, i: number, created: number) {
  const { trx, shopId } = stories;
  const lines = await placeLines(stories, i);
  const buyer = BUYERS[i % BUYERS.length]!;
  const cod = i === 4;
  const shipped = created + 4 * HOUR;
  const received = created + 30 * HOUR;
  const consignee = {
    name: buyer.name,
    mobile: buyer.mobile,
    region_ids: buyer.town,
    address: buyer.address,
  };
  const { id, orderPrice } = await insertSeedOrder(
    trx,
    { shopId, created, lines, consignee },
    {
      status: 'COMPLETE',
      entry_status: 1,
      express_code: 'YTO',
      express_name: '圆通速递',
      waybill_no: `YT${String(8800000000 + i * 7331)}`,
      shipped_at: shipped,
      received_at: received,
      completed_at: received,
      updated_at: received,
      // Cash on delivery: the cash is taken at the door, which completes the order and marks it paid.
      ...(cod ? { payment_type: 'COD', paid_at: received } : {}),
    },
  );
  const repo = new OrdersRepository(trx);
  for (const l of lines)
    await trx
      .insertInto('order_items')
      .values(orderItemRow(id, l, '["seed"]'))
      .execute();
  await takeLineStock(trx, id);
  await repo.addLog(
    trx,
    id,
    'MINI',
    'create',
    `下单：${lines.length} 种商品，合计 ¥${yuanText(orderPrice)}`,
    created,
  );
  await repo.addLog(trx, id, '系统', 'setout', '订单已发货（圆通速递）', shipped);
  await repo.addLog(trx, id, '买家', 'rog', cod ? '买家确认收货，货到付款已收款' : '买家确认收货', received);
  const flow = cod ? ['NEW', 'CONFIRM', 'SHIPPED', 'COMPLETE'] : ['NEW', 'PAID_OFF', 'SHIPPED', 'COMPLETE'];
  await trx
    .insertInto('order_flows')
    .values(
      flow.map((status, k) => ({
        order_id: id,
        status,
        created_at: [created, created, shipped, received][k]!,
      })),
    )
    .execute();
  await repo.bumpCounter(trx, shopId, 'COMPLETE', 'EXPRESS', 1);
}

async function lateRefundOrder(stories: DemoStories, created: number, refundedAt: number) {
  const { trx, shopId, timeline, shopUser } = stories;
  const lines = await placeLines(stories, 11);
  const buyer = BUYERS[1]!;
  const consignee = {
    name: buyer.name,
    mobile: buyer.mobile,
    region_ids: buyer.town,
    address: buyer.address,
  };
  const cancelled = created + 2 * HOUR;
  const { id, sn, orderPrice } = await insertSeedOrder(
    trx,
    { shopId, created, lines, consignee },
    {
      status: 'CANCELLED',
      cancelled_at: cancelled,
      cancel_reason: '买家不想要了',
      updated_at: cancelled,
    },
  );
  const repo = new OrdersRepository(trx);
  for (const l of lines) await trx.insertInto('order_items').values(orderItemRow(id, l)).execute();
  await repo.addLog(
    trx,
    id,
    'MINI',
    'create',
    `下单：${lines.length} 种商品，合计 ¥${yuanText(orderPrice)}`,
    created,
  );
  await repo.addLog(
    trx,
    id,
    shopUser,
    'authCancel',
    `同意取消订单，退款 ¥${yuanText(orderPrice)}`,
    cancelled,
  );
  await trx
    .insertInto('order_flows')
    .values(
      ['NEW', 'PAID_OFF', 'CANCELLED'].map((status, k) => ({
        order_id: id,
        status,
        created_at: [created, created, cancelled][k]!,
      })),
    )
    .execute();
  await repo.bumpCounter(trx, shopId, 'CANCELLED', 'EXPRESS', 1);
  await timeline.until(cancelled);
  // The provider's first answer was a timeout; the retry went through days later.
  await trx
    .insertInto('refunds')
    .values({
      shop_id: shopId,
      order_id: id,
      refund_sn: `RF${sn}`,
      source: 'CANCEL',
      amount: orderPrice,
      method: 'ORIGINAL',
      status: 'SUCCESS',
      note: '买家不想要了',
      provider_refund_id: `50300${String(id).padStart(8, '0')}`,
      attempts: 3,
      submitted_at: cancelled,
      callback_at: refundedAt,
      refunded_at: refundedAt,
      created_at: cancelled,
      updated_at: refundedAt,
    })
    .execute();
}

/** Bills every shop's closed periods as the job does, then moves the demo shop's bills on: the
 * older ones paid by the platform, the one before the latest confirmed, the latest left NEW. */
export async function seedSettlement(trx: Trx, demoShopId: number, now: number): Promise<void> {
  const clock = new ManualClock(now);
  const repo = new SettlementRepository(trx);
  await new SettlementJob(repo, new OperationLog(trx, clock), clock).run();
  const bills = await trx
    .selectFrom('settlement_bills')
    .select(['id', 'sn', 'period_end'])
    .where('shop_id', '=', demoShopId)
    .orderBy('period_start')
    .execute();
  const log = new OperationLog(trx, clock);
  for (const [k, b] of bills.entries()) {
    if (k >= bills.length - 1) break;
    const confirmedAt = Math.min(now, Number(b.period_end) + 2 * DAY + 10 * HOUR);
    await repo.changeStateInTrx(trx, Number(b.id), 'NEW', {
      state: 'CONFIRMED',
      confirmed_at: confirmedAt,
      confirmed_by: 'admin',
      updated_at: confirmedAt,
    });
    await repo.addHistoryInTrx(trx, {
      bill_id: Number(b.id),
      shop_id: demoShopId,
      action: 'confirm',
      from_state: 'NEW',
      to_state: 'CONFIRMED',
      actor: 'admin',
      created_at: confirmedAt,
    });
    await log.write(
      {
        actor: { shopId: demoShopId, userId: null, username: 'admin', role: 'founder', ip: '' },
        action: 'settlement.bill.confirm',
        target: b.sn,
      },
      trx,
    );
    if (k >= bills.length - 2) continue;
    const paidAt = Math.min(now, confirmedAt + 3 * DAY);
    const remark = '平台结算打款（招商银行）';
    await repo.changeStateInTrx(trx, Number(b.id), 'CONFIRMED', {
      state: 'PAID',
      paid_at: paidAt,
      paid_remark: remark,
      updated_at: paidAt,
    });
    await repo.addHistoryInTrx(trx, {
      bill_id: Number(b.id),
      shop_id: demoShopId,
      action: 'pay',
      from_state: 'CONFIRMED',
      to_state: 'PAID',
      actor: 'platform',
      remark,
      created_at: paidAt,
    });
    await log.write(
      {
        actor: { shopId: demoShopId, userId: null, username: 'platform', role: 'platform', ip: '' },
        action: 'settlement.bill.paid',
        target: b.sn,
      },
      trx,
    );
  }
}
