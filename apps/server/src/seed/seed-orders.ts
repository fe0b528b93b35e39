import type { Insertable, Kysely } from 'kysely';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { ShippingType } from '@rxdesk/contract/orders/order-enums';
import type { Database, OrderTable } from '../platform/db/schema.ts';
import { shippingFee } from '../modules/orders/order-intake-rules.ts';
import {
  NEW_ORDER_BLANKS,
  newOrderSn,
  nextSerial,
  orderTotals,
  receiptPrintedMessage,
  type OrderLine,
} from '../modules/orders/order-rows.ts';
import { seedRegion, type SeedTown } from './seed-regions.ts';
import type { SeedTimeline } from './seed-timeline.ts';
import { takeSeedOrderStock } from './seed-stock.ts';
import { OrdersRepository } from '../modules/orders/orders.repository.ts';

type Trx = Kysely<Database>;

/** What every story of the demo shop is written with: the seed's transaction, the shop, the seed's
 * moment, the seller who acts in the stories, and the timeline that runs them in time order. */
export interface DemoStories {
  trx: Trx;
  shopId: number;
  now: number;
  shopUser: string;
  timeline: SeedTimeline;
}

/** The shop's goods for a demo order's items, priced from the catalogue as intake prices them. */
export async function seedLines(
  trx: Trx,
  shopId: number,
  items: readonly { goods_code: string; num: number }[],
  seedName: string,
): Promise<OrderLine[]> {
  const goods = await trx
    .selectFrom('goods')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where(
      'goods_code',
      'in',
      items.map((i) => i.goods_code),
    )
    .execute();
  return items.map((i) => {
    const g = goods.find((x) => x.goods_code === i.goods_code);
    if (!g) throw new Error(`${seedName} seed: no goods ${i.goods_code}`);
    return { g, num: i.num, subtotal: g.price * i.num };
  });
}

export interface SeedConsignee {
  name: string;
  mobile: string;
  region_ids: SeedTown;
  /** The street address inside the town. */
  address: string;
}

export interface SeedOrder {
  shopId: number;
  created: number;
  lines: OrderLine[];
  /** `region_ids`: one of the fixed demo towns; its names are read from the regions table. */
  consignee: SeedConsignee;
  /** A fixed order number; a random one as intake makes it otherwise. */
  sn?: string;
  /** Express unless said; a pick-up order has no delivery address, as intake stores it. */
  shippingType?: ShippingType;
}

/** Inserts a demo order (express unless said) with the day's next serial number, as intake would
 * have written it: by default a mini-program order paid online at creation. `columns` set what
 * differs. */
export async function insertSeedOrder(trx: Trx, o: SeedOrder, columns: Partial<Insertable<OrderTable>> = {}) {
  const day = unixToDateString(o.created, 'yyyy-MM-dd');
  const serial = await nextSerial(trx, o.shopId, day);
  const sn = o.sn ?? newOrderSn(day);
  const totals = orderTotals(o.lines);
  const shippingType = o.shippingType ?? 'EXPRESS';
  const shipping = shippingFee(shippingType, totals.goods_price);
  const orderPrice = totals.goods_price + shipping;
  const pickUp = shippingType === 'SELF_PICK';
  const region = pickUp
    ? { region_ids: '', region_names: '' }
    : await seedRegion(trx, o.consignee.region_ids);
  const { id } = await trx
    .insertInto('orders')
    .values({
      ...NEW_ORDER_BLANKS,
      ...totals,
      shop_id: o.shopId,
      sn,
      member_id: null,
      order_source: 'MINI',
      shipping_type: shippingType,
      payment_type: 'ONLINE',
      status: 'PAID_OFF',
      paid: 1,
      entry_status: 0,
      is_erp: 0,
      pos_print_status: '0',
      is_meituan: 0,
      is_prescription: 0,
      rx_status: 'NONE',
      rx_reference: '',
      shipping_price: shipping,
      order_price: orderPrice,
      paid_amount: orderPrice,
      consignee_name: o.consignee.name,
      consignee_mobile: o.consignee.mobile,
      region_ids: region.region_ids,
      region_names: region.region_names,
      address: pickUp ? '' : o.consignee.address,
      lat: 0,
      lng: 0,
      remark: '',
      pickcode: '',
      serial_number: serial,
      serial_day: day,
      paid_at: o.created,
      created_at: o.created,
      updated_at: o.created,
      ...columns,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, sn, day, orderPrice };
}

/** Takes a demo order's units off the shelf through the stock ledger, as intake takes them (FEFO,
 * batches recorded per line): seed-stock.ts. */
export function takeLineStock(trx: Trx, orderId: number): Promise<void> {
  return takeSeedOrderStock(trx, orderId);
}

/** The front desk's receipt printer in the demo (a CLodop printer name). */
export const DEMO_RECEIPT_PRINTER = 'XP-58 小票机';

/** Records that an order's receipt printed a minute after the order came in, as markPrinted
 * (order-commands.service.ts) records it when the print service reports it: the print columns
 * and the order's log line. */
export async function seedPrintedReceipt(trx: Trx, orderId: number, created: number, opName: string) {
  const at = created + 60;
  await trx
    .updateTable('orders')
    .set({ pos_print_status: '1', print_name: DEMO_RECEIPT_PRINTER, printed_at: at })
    .where('id', '=', orderId)
    .execute();
  await new OrdersRepository(trx).addLog(
    trx,
    orderId,
    opName,
    'print',
    receiptPrintedMessage(DEMO_RECEIPT_PRINTER),
    at,
  );
}
