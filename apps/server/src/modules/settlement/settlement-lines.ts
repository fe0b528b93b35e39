import type { BillLineType } from '@rxdesk/contract/settlement/settlement';
import { commissionOf } from './settlement-periods.ts';

/** An order as the bill reads it: paid online (paid_at = payment received) or cash on delivery
 * (paid_at = the cash was collected: entering COMPLETE marks a COD order paid, migration 0011). */
export interface OrderSource {
  id: number;
  sn: string;
  payment_type: string;
  order_type: string;
  paid_amount: number;
  discount_price: number;
  paid_at: number;
}

/** A refund as the bill reads it: status SUCCESS, refunded_at = when the money went back. */
export interface RefundSource {
  id: number;
  refund_sn: string;
  order_id: number;
  order_sn: string;
  payment_type: string;
  amount: number;
  refunded_at: number;
}

export interface LineFigures {
  online_income: number;
  cod_income: number;
  online_refund: number;
  cod_refund: number;
  commission: number;
  commission_returned: number;
  promotion_cost: number;
  points_cash: number;
  net: number;
}

export interface NewLine extends LineFigures {
  line_type: BillLineType;
  source_kind: 'ORDER' | 'REFUND';
  source_id: number;
  order_id: number;
  order_sn: string;
  refund_sn: string;
  payment_type: string;
  occurred_at: number;
}

export const FIGURE_COLUMNS = [
  'online_income',
  'cod_income',
  'online_refund',
  'cod_refund',
  'commission',
  'commission_returned',
  'promotion_cost',
  'points_cash',
] as const;

/** What the platform owes the shop for one line: it holds online money only (COD cash is already
 * the shop's), and takes commission on every sale and gives it back on every refund. */
function netOf(f: Omit<LineFigures, 'net'>): number {
  return f.online_income - f.online_refund - f.commission + f.commission_returned;
}

/** An order's income line. The discount on a normal order is the shop's own promotions (full cut,
 * coupons, seckill … are all the shop's: no platform subsidy exists), its promotion cost. On a
 * POINTS order the discount is the part of the list price the member's points paid for (the
 * shop's own points: no cash moves, points-order-intake.service.ts): its points cash. */
export function orderLine(o: OrderSource, bp: number): NewLine {
  const cod = o.payment_type === 'COD';
  const points = o.order_type === 'POINTS';
  const f = {
    online_income: cod ? 0 : o.paid_amount,
    cod_income: cod ? o.paid_amount : 0,
    online_refund: 0,
    cod_refund: 0,
    commission: commissionOf(o.paid_amount, bp),
    commission_returned: 0,
    promotion_cost: points ? 0 : o.discount_price,
    points_cash: points ? o.discount_price : 0,
  };
  return {
    ...f,
    net: netOf(f),
    line_type: 'ORDER',
    source_kind: 'ORDER',
    source_id: o.id,
    order_id: o.id,
    order_sn: o.sn,
    refund_sn: '',
    payment_type: o.payment_type,
    occurred_at: o.paid_at,
  };
}

/** A refund's line: REFUND when its order is in the same bill, ADJUST when the order was billed
 * in an earlier period (a late refund corrects that bill from this one). The commission taken on
 * the refunded amount goes back, rounded per line like the commission. */
export function refundLine(r: RefundSource, bp: number, type: 'REFUND' | 'ADJUST'): NewLine {
  const cod = r.payment_type === 'COD';
  const f = {
    online_income: 0,
    cod_income: 0,
    online_refund: cod ? 0 : r.amount,
    cod_refund: cod ? r.amount : 0,
    commission: 0,
    commission_returned: commissionOf(r.amount, bp),
    promotion_cost: 0,
    points_cash: 0,
  };
  return {
    ...f,
    net: netOf(f),
    line_type: type,
    source_kind: 'REFUND',
    source_id: r.id,
    order_id: r.order_id,
    order_sn: r.order_sn,
    refund_sn: r.refund_sn,
    payment_type: r.payment_type,
    occurred_at: r.refunded_at,
  };
}
