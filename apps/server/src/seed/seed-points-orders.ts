import type { Kysely } from 'kysely';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { skuSpecsText } from '@rxdesk/contract/goods/stock';
import type { Database } from '../platform/db/schema.ts';
import { yuanText } from '../platform/money.ts';
import { orderServiceStatus } from '../modules/after-sale/case-changes.ts';
import { orderItemRow, type OrderLine } from '../modules/orders/order-rows.ts';
import { OrdersRepository } from '../modules/orders/orders.repository.ts';
import { insertSeedOrder, takeLineStock } from './seed-orders.ts';
import { SEED_TOWNS } from './seed-regions.ts';

type Trx = Kysely<Database>;

/** The demo's points orders (issue 22), one per stage the 积分订单 / 积分售后 / 积分退款 screens show:
 * waiting to ship, shipped, and one whose refund-only case was paid back (cash offline, points
 * returned). Written as the points intake writes them (order POINTS, points spent in the ledger,
 * exchange stock and sale stock taken). They come after every other demo order: their moments
 * are spread between the latest of those and now, so the orders stay in time order. */
const PLAN = [
  {
    goods: 0,
    num: 1,
    stage: 'PAID_OFF',
    town: SEED_TOWNS.pudongHuamu,
    address: '锦绣路 1001 弄 6 号 302 室',
  },
  { goods: 2, num: 1, stage: 'SHIPPED', town: SEED_TOWNS.xuhuiXujiahui, address: '天钥桥路 123 号 8 楼' },
  { goods: 4, num: 1, stage: 'REFUNDED', town: SEED_TOWNS.minhangQibao, address: '七莘路 3000 弄 12 号 101' },
] as const;

export async function seedPointsOrders(trx: Trx, shopId: number, now: number, shopUser: string) {
  const goods = await trx
    .selectFrom('points_goods as p')
    .innerJoin('goods_skus as s', 's.id', 'p.sku_id')
    .innerJoin('goods as g', 'g.id', 'p.goods_id')
    .selectAll('p')
    .select(['s.price as list_price', 's.spec_values'])
    .where('p.shop_id', '=', shopId)
    .orderBy('p.id')
    .execute();
  // The members with the most points: they can afford an exchange.
  const members = await trx
    .selectFrom('member_points as mp')
    .innerJoin('members as m', 'm.id', 'mp.member_id')
    .select([
      'm.id',
      'm.real_name',
      'm.uname',
      'm.mobile',
      (eb) => eb.fn.sum<number>('mp.change').as('balance'),
    ])
    .where('mp.shop_id', '=', shopId)
    .groupBy(['m.id', 'm.real_name', 'm.uname', 'm.mobile'])
    .orderBy('balance', 'desc')
    .orderBy('m.id')
    .limit(PLAN.length)
    .execute();
  const latest = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.max('created_at').as('t'))
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  const from = Math.min(Number(latest?.t ?? now - 3600), now - 60);
  // Moment k of 20 between the latest demo order and now.
  const at = (k: number) => from + Math.max(1, Math.floor(((now - from) * k) / 20));
  const repo = new OrdersRepository(trx);

  for (const [i, p] of PLAN.entries()) {
    const pg = goods[p.goods];
    const m = members[i];
    if (!pg || !m) continue;
    const points = Number(pg.points) * p.num;
    if (Number(m.balance) < points) continue;
    const created = at(1 + i * 6);
    const g = await trx
      .selectFrom('goods')
      .selectAll()
      .where('id', '=', pg.goods_id)
      .executeTakeFirstOrThrow();
    const unit = Math.max(Number(pg.list_price), Number(pg.cash));
    const line: OrderLine = {
      g,
      num: p.num,
      subtotal: unit * p.num,
      sku: { id: Number(pg.sku_id), specs: skuSpecsText(pg.spec_values), price: unit },
    };
    const cash = Number(pg.cash) * p.num;
    const shipped = p.stage !== 'PAID_OFF';
    const consignee = {
      name: m.real_name || m.uname,
      mobile: m.mobile,
      region_ids: p.town,
      address: p.address,
    };
    const o = await insertSeedOrder(trx, { shopId, created, lines: [line], consignee }, {});
    const shipping = o.orderPrice - line.subtotal;
    const paid = cash + shipping;
    const waybill = `SF${String(1_400_000_000_00 + created).slice(0, 12)}`;
    await trx
      .updateTable('orders')
      .set({
        member_id: Number(m.id),
        order_type: 'POINTS',
        points_spent: points,
        discount_price: line.subtotal - cash,
        order_price: paid,
        paid_amount: paid,
        status: shipped ? 'SHIPPED' : 'PAID_OFF',
        entry_status: shipped ? 1 : 0,
        ...(shipped
          ? {
              express_code: 'SF',
              express_name: '顺丰速运',
              waybill_no: waybill,
              shipped_at: created + 60,
            }
          : {}),
      })
      .where('id', '=', o.id)
      .execute();
    const batch = `B${o.day.replace(/-/g, '').slice(2)}03`;
    const item = await trx
      .insertInto('order_items')
      .values(orderItemRow(o.id, line, shipped ? JSON.stringify([batch]) : '[]'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await takeLineStock(trx, o.id);
    await trx
      .updateTable('points_goods')
      .set({ stock: Math.max(0, Number(pg.stock) - p.num) })
      .where('id', '=', pg.id)
      .execute();
    await trx
      .insertInto('member_points')
      .values({
        shop_id: shopId,
        member_id: Number(m.id),
        change: -points,
        reason: '积分兑换',
        ref: o.sn,
        created_at: created,
      })
      .execute();
    await repo.addFlow(trx, o.id, 'NEW', created);
    await repo.addFlow(trx, o.id, 'PAID_OFF', created);
    await repo.addLog(
      trx,
      o.id,
      'MINI',
      'create',
      `积分兑换：${g.goods_name} × ${p.num}，${points} 积分 + ¥${yuanText(paid)}`,
      created,
    );
    if (shipped) {
      await repo.addFlow(trx, o.id, 'SHIPPED', created + 60);
      await repo.addLog(trx, o.id, shopUser, 'setout', `发货：顺丰速运 ${waybill}`, created + 60);
    }
    if (p.stage === 'REFUNDED')
      await seedRefundedCase(trx, {
        shopId,
        orderId: o.id,
        itemId: Number(item.id),
        sn: o.sn,
        line,
        paid,
        points,
        member: { id: Number(m.id), name: consignee.name, mobile: m.mobile },
        applied: at(14),
        done: at(17),
        shopUser,
      });
    await repo.bumpCounter(trx, shopId, shipped ? 'SHIPPED' : 'PAID_OFF', 'EXPRESS', 1);
  }
}

/** A refund-only case of the whole points order, approved and paid back offline; the refund
 * returns every point the order spent (ref = the refund's number, as the refund service writes it). */
async function seedRefundedCase(
  trx: Trx,
  a: {
    shopId: number;
    orderId: number;
    itemId: number;
    sn: string;
    line: OrderLine;
    paid: number;
    points: number;
    member: { id: number; name: string; mobile: string };
    applied: number;
    done: number;
    shopUser: string;
  },
) {
  const serviceSn = `AS${unixToDateString(a.applied, 'yyyyMMdd')}${a.sn.slice(-8)}`;
  const mid = a.applied + Math.floor((a.done - a.applied) / 2);
  const { id } = await trx
    .insertInto('after_sales')
    .values({
      shop_id: a.shopId,
      order_id: a.orderId,
      service_sn: serviceSn,
      service_type: 'REFUND_ONLY',
      status: 'COMPLETED',
      awaiting: 0,
      reason: 'DAMAGED',
      description: '收到时外包装破损，商品受潮，不想要了',
      images: '[]',
      requested_amount: a.paid,
      approved_amount: a.paid,
      order_status_before: 'SHIPPED',
      buyer_name: a.member.name,
      buyer_mobile: a.member.mobile,
      goods_names: a.line.g.goods_name,
      goods_num: a.line.num,
      refuse_reason: '',
      created_at: a.applied,
      updated_at: a.done,
      closed_at: a.done,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const caseId = Number(id);
  await trx
    .insertInto('after_sale_lines')
    .values({
      after_sale_id: caseId,
      order_item_id: a.itemId,
      goods_id: a.line.g.id,
      goods_code: a.line.g.goods_code,
      goods_name: a.line.g.goods_name,
      specs: a.line.g.specs,
      price: a.line.sku!.price,
      num: a.line.num,
      order_num: a.line.num,
      refundable: a.paid,
      approved: a.paid,
    })
    .execute();
  const amount = yuanText(a.paid);
  const steps = [
    ['apply', null, 'APPLY', 'BUYER', '买家', '申请仅退款：收到时外包装破损，商品受潮，不想要了', a.applied],
    ['approve', 'APPLY', 'PASS', 'SELLER', a.shopUser, `同意仅退款，退款 ¥${amount}`, mid],
    ['refund', 'PASS', 'REFUNDING', 'SELLER', a.shopUser, `线下退款 ¥${amount}：微信转账退回`, a.done],
    ['refundDone', 'REFUNDING', 'COMPLETED', 'SYSTEM', 'system', '退款完成（线下退款）', a.done],
  ] as const;
  await trx
    .insertInto('after_sale_history')
    .values(
      steps.map(([action, from, to, actor, op, message, when]) => ({
        after_sale_id: caseId,
        action,
        from_status: from,
        to_status: to,
        actor_type: actor,
        op_name: op,
        message,
        created_at: when,
      })),
    )
    .execute();
  const refundSn = `RF${serviceSn}`;
  await trx
    .insertInto('refunds')
    .values({
      shop_id: a.shopId,
      order_id: a.orderId,
      after_sale_id: caseId,
      refund_sn: refundSn,
      source: 'AFTER_SALE',
      amount: a.paid,
      method: 'OFFLINE',
      status: 'SUCCESS',
      note: '微信转账退回',
      refunded_at: a.done,
      created_at: a.done,
      updated_at: a.done,
    })
    .execute();
  await trx
    .insertInto('member_points')
    .values({
      shop_id: a.shopId,
      member_id: a.member.id,
      change: a.points,
      reason: '积分订单退款返还',
      ref: refundSn,
      created_at: a.done,
    })
    .execute();
  const repo = new OrdersRepository(trx);
  await repo.addFlow(trx, a.orderId, 'AFTER_SERVICE', a.applied);
  await repo.addFlow(trx, a.orderId, 'SHIPPED', a.done);
  await repo.addLog(
    trx,
    a.orderId,
    '买家',
    'afterSaleOpen',
    `买家申请售后 ${serviceSn}（仅退款）`,
    a.applied,
  );
  await repo.addLog(trx, a.orderId, a.shopUser, 'refund', `售后退款 ¥${amount}（线下退款）`, a.done);
  await repo.addLog(
    trx,
    a.orderId,
    a.shopUser,
    'afterSaleClose',
    `售后单 ${serviceSn} 结束，订单恢复`,
    a.done,
  );
  await trx
    .updateTable('orders')
    .set({ service_status: orderServiceStatus('COMPLETED'), updated_at: a.done })
    .where('id', '=', a.orderId)
    .execute();
}
