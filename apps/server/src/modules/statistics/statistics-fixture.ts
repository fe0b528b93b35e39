import type { Db } from '../../platform/db/database.ts';
import type { ManualClock } from '../../platform/clock.ts';
import { NEW_ORDER_BLANKS } from '../orders/order-rows.ts';

/** Test data for the statistics tests: orders, lines and refunds written straight into the tables
 * the rollups read (the reports only read them), each stamped updated_at = the clock, as the order
 * and after-sale modules do. */

/** Unix seconds of a Shanghai wall-clock time 'YYYY-MM-DD hh:mm:ss'. */
export const shanghai = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`) / 1000;

let seq = 0;

export interface FixtureLine {
  goodsId: number;
  price: number;
  num: number;
}

export async function insertOrder(
  db: Db,
  clock: ManualClock,
  o: {
    shopId: number;
    memberId: number | null;
    paidAt: number | null;
    regionIds: string;
    source: string;
    payment: string;
    lines: FixtureLine[];
    status?: string;
  },
): Promise<{ id: number; itemIds: number[] }> {
  seq += 1;
  const total = o.lines.reduce((s, l) => s + l.price * l.num, 0);
  const created = o.paidAt ?? clock.now();
  const row = await db
    .insertInto('orders')
    .values({
      ...NEW_ORDER_BLANKS,
      shop_id: o.shopId,
      sn: `SX${o.shopId}${String(seq).padStart(6, '0')}${Date.now() % 100000}`,
      member_id: o.memberId,
      order_source: o.source,
      shipping_type: o.regionIds ? 'EXPRESS' : 'SELF_PICK',
      payment_type: o.payment,
      status: o.status ?? (o.paidAt === null ? 'NEW' : 'COMPLETE'),
      paid: o.paidAt === null ? 0 : 1,
      entry_status: 1,
      is_erp: 0,
      pos_print_status: '0',
      is_meituan: 0,
      is_prescription: 0,
      rx_status: 'NONE',
      rx_reference: '',
      goods_price: total,
      shipping_price: 0,
      order_price: total,
      paid_amount: o.paidAt === null ? 0 : total,
      goods_num: o.lines.reduce((s, l) => s + l.num, 0),
      goods_names: '统计测试商品',
      consignee_name: '统计',
      consignee_mobile: '13900000000',
      region_ids: o.regionIds,
      region_names: '',
      address: '',
      lat: 0,
      lng: 0,
      remark: '',
      pickcode: '',
      serial_number: seq,
      serial_day: 'stat',
      paid_at: o.paidAt,
      created_at: created,
      updated_at: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  const itemIds: number[] = [];
  for (const l of o.lines) {
    const item = await db
      .insertInto('order_items')
      .values({
        order_id: id,
        goods_id: l.goodsId,
        goods_code: `G${l.goodsId}`,
        goods_name: '统计测试商品',
        common_name: '',
        specs: '',
        dosage_form: '',
        manufacturer: '',
        storage: '',
        unit: '盒',
        is_prescription: 0,
        price: l.price,
        num: l.num,
        subtotal: l.price * l.num,
        batch_numbers: '[]',
        sku_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    itemIds.push(Number(item.id));
  }
  return { id, itemIds };
}

/** Pays an unpaid order now (as the pay action does). */
export async function payOrder(db: Db, clock: ManualClock, orderId: number): Promise<void> {
  const o = await db
    .selectFrom('orders')
    .select('order_price')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('orders')
    .set({
      paid: 1,
      paid_amount: o.order_price,
      paid_at: clock.now(),
      status: 'PAID_OFF',
      updated_at: clock.now(),
    })
    .where('id', '=', orderId)
    .execute();
}

/** Cancels a paid order now and pays its whole amount back (the CANCEL refund). */
export async function cancelPaidOrder(
  db: Db,
  clock: ManualClock,
  shopId: number,
  orderId: number,
): Promise<void> {
  const o = await db
    .selectFrom('orders')
    .select('paid_amount')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('orders')
    .set({ status: 'CANCELLED', cancelled_at: clock.now(), updated_at: clock.now() })
    .where('id', '=', orderId)
    .execute();
  await insertRefund(db, clock, {
    shopId,
    orderId,
    amount: Number(o.paid_amount),
    source: 'CANCEL',
    afterSaleId: null,
  });
}

async function insertRefund(
  db: Db,
  clock: ManualClock,
  r: { shopId: number; orderId: number; amount: number; source: string; afterSaleId: number | null },
) {
  seq += 1;
  await db
    .insertInto('refunds')
    .values({
      shop_id: r.shopId,
      order_id: r.orderId,
      refund_sn: `RFSX${seq}${Date.now() % 100000}`,
      source: r.source,
      amount: r.amount,
      method: 'ORIGINAL',
      status: 'SUCCESS',
      note: '',
      after_sale_id: r.afterSaleId,
      refunded_at: clock.now(),
      created_at: clock.now(),
      updated_at: clock.now(),
    })
    .execute();
}

/** A completed refund-only after-sale case for `num` units of one line, paid back now. */
export async function refundLine(
  db: Db,
  clock: ManualClock,
  r: { shopId: number; orderId: number; itemId: number; goodsId: number; price: number; num: number },
): Promise<void> {
  seq += 1;
  const amount = r.price * r.num;
  const sale = await db
    .insertInto('after_sales')
    .values({
      shop_id: r.shopId,
      order_id: r.orderId,
      service_sn: `ASX${seq}${Date.now() % 100000}`,
      service_type: 'REFUND_ONLY',
      status: 'COMPLETED',
      awaiting: 0,
      reason: '统计测试',
      description: '',
      images: '[]',
      requested_amount: amount,
      approved_amount: amount,
      order_status_before: 'COMPLETE',
      buyer_name: '统计',
      buyer_mobile: '13900000000',
      goods_names: '统计测试商品',
      goods_num: r.num,
      returned_at: null,
      reshipped_at: null,
      created_at: clock.now(),
      updated_at: clock.now(),
      closed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('after_sale_lines')
    .values({
      after_sale_id: Number(sale.id),
      order_item_id: r.itemId,
      goods_id: r.goodsId,
      goods_code: `G${r.goodsId}`,
      goods_name: '统计测试商品',
      specs: '',
      price: r.price,
      num: r.num,
      order_num: r.num,
      refundable: amount,
      approved: amount,
    })
    .execute();
  await insertRefund(db, clock, {
    shopId: r.shopId,
    orderId: r.orderId,
    amount,
    source: 'AFTER_SALE',
    afterSaleId: Number(sale.id),
  });
}
