import { randomInt } from 'node:crypto';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, GoodsTable, OrderItemTable, OrderTable } from '../../platform/db/schema.ts';

/** One line of a new order: the catalogue goods, units, and their price at the moment of ordering. */
export interface OrderLine {
  g: Selectable<GoodsTable>;
  num: number;
  subtotal: number;
  /** The SKU sold (issue 20): its id, its spec values as text, and its price (fen) when it has one. */
  sku?: { id: number; specs: string; price: number };
}

/** What every new order starts without: no discount, shipment, print, delivery or cancellation yet.
 * Shared by order intake and the demo seed so both write the same blank columns. */
export const NEW_ORDER_BLANKS = {
  status_before: null,
  service_status: 'NOT_APPLY',
  entry_error: '',
  discount_price: 0,
  adjust_price: 0,
  promotions: '[]',
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
  cancel_requested: 0,
  cancel_reason: '',
  shipped_at: null,
  received_at: null,
  completed_at: null,
  cancelled_at: null,
} satisfies Partial<Insertable<OrderTable>>;

/** Goods total, unit count and the names shown in lists (capped to the column's 1000 characters). */
export function orderTotals(lines: OrderLine[]) {
  return {
    goods_price: lines.reduce((s, l) => s + l.subtotal, 0),
    goods_num: lines.reduce((s, l) => s + l.num, 0),
    goods_names: lines
      .map((l) => l.g.goods_name)
      .join('、')
      .slice(0, 1000),
  };
}

/** Order number: the Shanghai day (yyyyMMdd) and eight random digits. */
export function newOrderSn(day: string): string {
  return `${day.replace(/-/g, '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** The daily receipt serial number (1, 2, 3 … per shop per Shanghai day). */
export async function nextSerial(trx: Kysely<Database>, shopId: number, day: string): Promise<number> {
  const row = await trx
    .insertInto('order_serials')
    .values({ shop_id: shopId, day, last: 1 })
    .onConflict((oc) =>
      oc.columns(['shop_id', 'day']).doUpdateSet((eb) => ({ last: eb('order_serials.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow();
  return row.last;
}

/** An order item copies the goods' catalogue facts, so later catalogue edits do not rewrite the order. */
export function orderItemRow(orderId: number, l: OrderLine, batchNumbers = '[]'): Insertable<OrderItemTable> {
  return {
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
    price: l.sku?.price ?? l.g.price,
    num: l.num,
    subtotal: l.subtotal,
    batch_numbers: batchNumbers,
    sku_id: l.sku?.id ?? null,
    sku_specs: l.sku?.specs ?? '',
  };
}

/** The order log's line for a printed receipt (markPrinted, and the demo seed's printed orders). */
export function receiptPrintedMessage(printName: string): string {
  return `小票已打印${printName ? `（${printName}）` : ''}`;
}
