import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { unixToDateString } from '@rxdesk/contract/date-format';
import type { OrderStatus } from '@rxdesk/contract/order-status';
import type { SorderAction, SorderStatus } from '@rxdesk/contract/supplier-orders';
import type { Database } from '../platform/db/schema.ts';
import { fenToYuan } from '../platform/money.ts';
import { splitDropShip } from '../modules/supplier-orders/drop-ship-split.ts';
import { decideSorder, isSorderRefusal } from '../modules/supplier-orders/sorder-state-machine.ts';
import { SupplierOrdersRepository } from '../modules/supplier-orders/supplier-orders.repository.ts';
import {
  DEMO_DROP_SHIP_ORDERS,
  DEMO_SUPPLIERS,
  SUPPLY_PRICE_RATE,
  type DemoDropShipOrder,
} from './drop-ship-data.ts';

type Trx = Kysely<Database>;

/** Suppliers, drop-ship goods and a few sub-orders in several states for one shop, inside the
 * seed's transaction. Sub-orders are split off by the same code as order intake, and every step
 * they took is checked against the sub-order state machine, so the demo shows only states the
 * application itself could have reached. */
export async function seedDropShip(trx: Trx, shopId: number, now: number, shopUser: string): Promise<void> {
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
  for (const o of DEMO_DROP_SHIP_ORDERS) await seedOrder(trx, shopId, now, o, shopUser);
}

async function seedOrder(trx: Trx, shopId: number, now: number, o: DemoDropShipOrder, shopUser: string) {
  const created = now - o.hoursAgo * 3600;
  const day = unixToDateString(created, 'yyyy-MM-dd');
  const goods = await trx
    .selectFrom('goods')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where(
      'goods_code',
      'in',
      o.items.map((i) => i.goods_code),
    )
    .execute();
  const lines = o.items.map((i) => {
    const g = goods.find((x) => x.goods_code === i.goods_code);
    if (!g) throw new Error(`drop-ship seed: no goods ${i.goods_code}`);
    return { g, num: i.num, subtotal: g.price * i.num };
  });
  const goodsPrice = lines.reduce((s, l) => s + l.subtotal, 0);
  const shipping = goodsPrice >= 9900 ? 0 : 800;
  const serial = await trx
    .insertInto('order_serials')
    .values({ shop_id: shopId, day, last: 1 })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'day']).doUpdateSet((eb) => ({ last: eb('order_serials.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  const sn = `${day.replace(/-/g, '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const { id: orderId } = await trx
    .insertInto('orders')
    .values({
      shop_id: shopId,
      sn,
      member_id: null,
      order_source: 'MINI',
      shipping_type: 'EXPRESS',
      payment_type: 'ONLINE',
      status: 'PAID_OFF',
      status_before: null,
      paid: 1,
      service_status: 'NOT_APPLY',
      entry_status: 0,
      entry_error: '',
      is_erp: 0,
      pos_print_status: '0',
      is_meituan: 0,
      is_prescription: 0,
      rx_status: 'NONE',
      rx_reference: '',
      goods_price: goodsPrice,
      shipping_price: shipping,
      discount_price: 0,
      adjust_price: 0,
      order_price: goodsPrice + shipping,
      paid_amount: goodsPrice + shipping,
      goods_num: lines.reduce((s, l) => s + l.num, 0),
      goods_names: lines.map((l) => l.g.goods_name).join('、'),
      consignee_name: o.consignee.name,
      consignee_mobile: o.consignee.mobile,
      region_ids: '',
      region_names: o.consignee.region_names,
      address: o.consignee.address,
      lat: 0,
      lng: 0,
      remark: '',
      pickcode: '',
      serial_number: serial.last,
      serial_day: day,
      express_code: '',
      express_name: '',
      waybill_no: '',
      courier_message: '',
      delivery_partner: '',
      delivery_status: 'NONE',
      delivery_order_id: '',
      delivery_fee: 0,
      rider_name: '',
      rider_phone: '',
      print_name: '',
      printed_at: null,
      promotions: '[]',
      cancel_requested: 0,
      cancel_reason: '',
      paid_at: created,
      shipped_at: null,
      received_at: null,
      completed_at: null,
      cancelled_at: null,
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_items')
    .values(
      lines.map((l) => ({
        order_id: orderId,
        goods_id: l.g.id,
        goods_code: l.g.goods_code,
        goods_name: l.g.goods_name,
        common_name: l.g.common_name,
        specs: l.g.specs,
        dosage_form: l.g.dosage_form,
        manufacturer: l.g.manufacturer,
        storage: l.g.storage,
        unit: l.g.unit,
        is_prescription: l.g.is_prescription,
        price: l.g.price,
        num: l.num,
        subtotal: l.subtotal,
        batch_numbers: '[]',
      })),
    )
    .execute();
  for (const l of lines)
    await trx
      .updateTable('goods')
      .set((eb) => ({ stock: eb('stock', '-', l.num) }))
      .where('id', '=', l.g.id)
      .execute();
  await trx
    .insertInto('order_flows')
    .values([
      { order_id: orderId, status: 'NEW', created_at: created },
      { order_id: orderId, status: 'PAID_OFF', created_at: created },
    ])
    .execute();
  await trx
    .insertInto('order_counters')
    .values({ shop_id: shopId, status: 'PAID_OFF', shipping_type: 'EXPRESS', n: 1 })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'status', 'shipping_type']).doUpdateSet({ n: sql`order_counters.n + 1` }),
    )
    .execute();
  await trx
    .insertInto('order_logs')
    .values({
      order_id: orderId,
      op_name: 'MINI',
      action: 'create',
      message: `下单：${lines.length} 种商品，合计 ¥${fenToYuan(goodsPrice + shipping).toFixed(2)}`,
      created_at: created,
    })
    .execute();
  const ssids = await splitDropShip(trx, { shopId, orderId, sn, now: created, opName: 'MINI' });
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
