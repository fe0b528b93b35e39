import type { FreightQuoteLine } from '../logistics/logistics.module.ts';
import { fenToYuan } from '../../platform/money.ts';
import type { OrderLine } from './order-rows.ts';

/** The order intakes' pure rules (the order and the points order): shipping, where a new order
 * starts, and what intake answers. */

/** Shipping rules (fen): express is free from ¥99 of goods paid (after promotions), else ¥8;
 * same-city ¥5; pick-up free. */
export function shippingFee(type: string, goodsFen: number): number {
  if (type === 'EXPRESS') return goodsFen >= 9900 ? 0 : 800;
  if (type === 'SAME_CITY') return 500;
  return 0;
}

/** An order's lines as the freight quote takes them (issue 23): each line's goods template,
 * pieces, grams (the SKU's weight, else the goods') and what the buyer pays for it. */
export function freightLines(
  lines: readonly OrderLine[],
  skuWeights: ReadonlyMap<number, number>,
  paid: (l: OrderLine, i: number) => number,
): FreightQuoteLine[] {
  return lines.map((l, i) => ({
    templateId: l.g.freight_template_id === null ? null : Number(l.g.freight_template_id),
    pieces: l.num,
    grams: ((l.sku && skuWeights.get(l.sku.id)) || Number(l.g.weight)) * l.num,
    paid: paid(l, i),
  }));
}

/** Where a new order starts: COD is confirmed at once (paid on delivery); online orders arrive
 * paid from checkout, or wait for payment. */
export function initialStatus(paymentType: string, paid: boolean): 'CONFIRM' | 'PAID_OFF' | 'NEW' {
  if (paymentType === 'COD') return 'CONFIRM';
  return paid ? 'PAID_OFF' : 'NEW';
}

/** What intake answers (and an Idempotency-Key replays). */
export function placedResult(order: {
  sn: string;
  status: string;
  order_price: number;
  serial_number: number;
  pickcode: string;
}) {
  return {
    sn: order.sn,
    status: order.status as 'NEW' | 'CONFIRM' | 'PAID_OFF',
    order_price: fenToYuan(order.order_price),
    serial_number: order.serial_number,
    pickcode: order.pickcode,
  };
}
