import { OperationLog } from '../platform/audit/operation-log.ts';
import { ManualClock } from '../platform/clock.ts';
import type { Db } from '../platform/db/database.ts';
import { NEW_ORDER_BLANKS } from '../modules/orders/order-rows.ts';
import { SettlementJob } from '../modules/settlement/settlement-job.service.ts';
import { SettlementRepository } from '../modules/settlement/settlement.repository.ts';

/** A settlement job over `db` with its own clock (tests move it across period boundaries). */
export function settlementJobAt(db: Db, now: number) {
  const clock = new ManualClock(now);
  return { clock, job: new SettlementJob(new SettlementRepository(db), new OperationLog(db, clock), clock) };
}

let shopSeq = 0;

/** A new empty shop (a copy of an existing one's row under another name), so a test owns every
 * order and bill of it. */
export async function insertEmptyShop(db: Db): Promise<number> {
  const { id: _id, ...row } = await db
    .selectFrom('shops')
    .selectAll()
    .orderBy('id')
    .executeTakeFirstOrThrow();
  shopSeq += 1;
  const r = await db
    .insertInto('shops')
    .values({
      ...row,
      shop_name: `结算测试店${shopSeq}-${Date.now() % 100000}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

let snSeq = 0;

/** A paid order as the reporting read sees it (only the columns settlement reads matter). */
export async function insertPaidOrder(
  db: Db,
  o: { shopId: number; paidAt: number; amount: number; cod?: boolean; discount?: number; points?: boolean },
): Promise<{ id: number; sn: string }> {
  snSeq += 1;
  const sn = `ST${o.shopId}${String(snSeq).padStart(8, '0')}${Date.now() % 1000}`;
  const r = await db
    .insertInto('orders')
    .values({
      ...NEW_ORDER_BLANKS,
      shop_id: o.shopId,
      sn,
      member_id: null,
      order_source: 'MINI',
      shipping_type: 'EXPRESS',
      payment_type: o.cod ? 'COD' : 'ONLINE',
      status: 'COMPLETE',
      paid: 1,
      entry_status: 1,
      is_erp: 0,
      pos_print_status: '0',
      is_meituan: 0,
      is_prescription: 0,
      rx_status: 'NONE',
      rx_reference: '',
      goods_price: o.amount + (o.discount ?? 0),
      shipping_price: 0,
      discount_price: o.discount ?? 0,
      order_price: o.amount,
      paid_amount: o.amount,
      goods_num: 1,
      goods_names: '测试商品',
      consignee_name: '测试',
      consignee_mobile: '13900000000',
      region_ids: '',
      region_names: '',
      address: '',
      lat: 0,
      lng: 0,
      remark: '',
      pickcode: '',
      serial_number: snSeq,
      serial_day: 'test',
      order_type: o.points ? 'POINTS' : 'NORMAL',
      paid_at: o.paidAt,
      created_at: o.paidAt,
      updated_at: o.paidAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(r.id), sn };
}

/** A refund paid back at `refundedAt` (status SUCCESS). */
export async function insertPaidRefund(
  db: Db,
  r: { shopId: number; orderId: number; amount: number; refundedAt: number },
): Promise<number> {
  snSeq += 1;
  const row = await db
    .insertInto('refunds')
    .values({
      shop_id: r.shopId,
      order_id: r.orderId,
      refund_sn: `RFST${snSeq}${Date.now() % 100000}`,
      source: 'AFTER_SALE',
      amount: r.amount,
      method: 'OFFLINE',
      status: 'SUCCESS',
      note: '',
      refunded_at: r.refundedAt,
      created_at: r.refundedAt,
      updated_at: r.refundedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
