import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import type { SorderAction, SorderStatus } from '@rxdesk/contract/orders/drop-ship';
import type { Database } from '../platform/db/schema.ts';
import { yuanText } from '../platform/money.ts';
import { OrdersRepository } from '../modules/orders/orders.repository.ts';
import { orderItemRow } from '../modules/orders/order-rows.ts';
import { splitInTrx } from '../modules/orders/drop-ship/drop-ship-split.ts';
import { decideSorder, isSorderRefusal } from '../modules/orders/drop-ship/sorder-state-machine.ts';
import { SupplierOrdersRepository } from '../modules/orders/drop-ship/drop-ship.repository.ts';
import {
  DEMO_DROP_SHIP_ORDERS,
  DEMO_SUPPLIERS,
  SUPPLY_PRICE_RATE,
  type DemoDropShipOrder,
} from './drop-ship-data.ts';
import { insertSeedOrder, seedLines, takeLineStock, type DemoStories } from './seed-orders.ts';

type Trx = Kysely<Database>;

/** Suppliers, drop-ship goods and a few sub-orders in several states for one shop, inside the
 * seed's transaction. Sub-orders are split off by the same code as order intake, and every step
 * they took is checked against the sub-order state machine, so the demo shows only states the
 * application itself could have reached. */
export async function seedDropShip({ trx, shopId, now, shopUser, timeline }: DemoStories): Promise<void> {
  for (const s of DEMO_SUPPLIERS) {
    const { id } = await trx
      .insertInto('suppliers')
      .values({
        shop_id: shopId,
        name: s.name,
        contact_name: s.contact_name,
        mobile: s.mobile,
        address: s.address,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const goods = await trx
      .selectFrom('goods')
      .select(['id', 'price'])
      .where('shop_id', '=', shopId)
      .where('goods_code', 'in', [...s.goods])
      .execute();
    for (const g of goods)
      await trx
        .updateTable('goods')
        .set({ supplier_id: id, supply_price: Math.round(g.price * SUPPLY_PRICE_RATE) })
        .where('id', '=', g.id)
        .execute();
  }
  for (const o of DEMO_DROP_SHIP_ORDERS)
    timeline.at(now - o.hoursAgo * 3600, () => seedOrder(trx, shopId, now, o, shopUser));
}

async function seedOrder(trx: Trx, shopId: number, now: number, o: DemoDropShipOrder, shopUser: string) {
  const created = now - o.hoursAgo * 3600;
  const lines = await seedLines(trx, shopId, o.items, 'drop-ship');
  const {
    id: orderId,
    sn,
    orderPrice,
  } = await insertSeedOrder(trx, {
    shopId,
    created,
    lines,
    consignee: o.consignee,
  });
  await trx
    .insertInto('order_items')
    .values(lines.map((l) => orderItemRow(orderId, l)))
    .execute();
  await takeLineStock(trx, orderId);
  const orders = new OrdersRepository(trx);
  await orders.addFlow(trx, orderId, 'NEW', created);
  await orders.addFlow(trx, orderId, 'PAID_OFF', created);
  await orders.bumpCounter(trx, shopId, 'PAID_OFF', 'EXPRESS', 1);
  await orders.addLog(
    trx,
    orderId,
    'MINI',
    'create',
    `下单：${lines.length} 种商品，合计 ¥${yuanText(orderPrice)}`,
    created,
  );
  const ssids = await splitInTrx(trx, { shopId, orderId, sn, now: created, opName: 'MINI' });
  for (const [i, ssid] of ssids.entries())
    await replay(trx, shopId, ssid, o.steps[i] ?? [], created, o.reason ?? '', shopUser);
}

/** Applies the steps a sub-order took, half an hour apart, each allowed by the state machine. */
async function replay(
  trx: Trx,
  shopId: number,
  ssid: string,
  steps: SorderAction[],
  created: number,
  reason: string,
  shopUser: string,
) {
  const repo = new SupplierOrdersRepository(trx);
  for (const [k, action] of steps.entries()) {
    const at = created + (k + 1) * 1800;
    const so = (await repo.find(shopId, ssid, null, trx))!;
    const parent = await repo.parentState(trx, so.order_id);
    const d = decideSorder(
      {
        status: so.status as SorderStatus,
        parent_status: parent.status as OrderStatus,
        parent_rx_status: parent.rx_status,
        reminded_at: so.reminded_at,
        now: at,
      },
      action,
    );
    if (isSorderRefusal(d)) throw new Error(`drop-ship seed: ${action} refused on ${ssid}: ${d.refused}`);
    const supplier = (await repo.supplier(shopId, so.supplier_id))!;
    const step = STEPS[action](reason, at);
    const by =
      action === 'accept' || action === 'reject' || action === 'ship' ? `供货商:${supplier.name}` : shopUser;
    await repo.transition(trx, so.id, so, { ...step.patch, status: d.to, updated_at: at });
    await repo.addLog(trx, so.id, by, action, step.message, at);
    if (step.orderMessage)
      await repo.addOrderLog(trx, so.order_id, by, `sorder.${action}`, step.orderMessage(ssid), at);
    const progress = await repo.progress(trx, so.order_id);
    if (['ship', 'cancel', 'reject'].includes(action) && progress.waiting === 0 && progress.shipped > 0)
      await repo.addOrderLog(
        trx,
        so.order_id,
        by,
        'dropShipAllShipped',
        `代发子单已全部发货（${progress.shipped} 单）`,
        at,
      );
  }
}

const waybill = () => `SF14${String(randomInt(0, 1_000_000_000)).padStart(10, '0')}`;

/** The same columns and wording as the real actions (sorder-actions.service.ts). */
const STEPS: Record<
  SorderAction,
  (
    reason: string,
    at: number,
  ) => {
    patch: Record<string, string | number>;
    message: string;
    orderMessage?: (ssid: string) => string;
  }
> = {
  accept: (_r, at) => ({ patch: { accepted_at: at }, message: '供货商已接单' }),
  ship: (_r, at) => {
    const no = waybill();
    return {
      patch: { shipped_at: at, express_code: 'SF', express_name: '顺丰速运', waybill_no: no },
      message: `供货商已发货：顺丰速运 ${no}`,
      orderMessage: (ssid) => `代发子单 ${ssid} 已由供货商发货：顺丰速运 ${no}`,
    };
  },
  receive: (_r, at) => ({ patch: { received_at: at }, message: '确认代发商品已签收' }),
  remind: (_r, at) => ({
    patch: { remind_count: 1, reminded_at: at },
    message: '提醒供货商尽快接单（第 1 次）',
  }),
  cancel: (reason, at) => ({
    patch: { cancelled_at: at, cancel_reason: reason },
    message: `取消代发：${reason}`,
    orderMessage: (ssid) => `代发子单 ${ssid} 已取消：${reason}`,
  }),
  reject: (reason, at) => ({
    patch: { rejected_at: at, reject_reason: reason },
    message: `供货商拒单：${reason}`,
    orderMessage: (ssid) => `代发子单 ${ssid} 被供货商拒单：${reason}，请安排自行发货`,
  }),
};
