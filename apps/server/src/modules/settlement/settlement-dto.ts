import type { Bill, BillDetail, BillItem, BillState } from '@rxdesk/contract/settlement/settlement';
import type { SettlementBill, SettlementLine } from '../../platform/db/schema.ts';
import { fenToYuan } from '../../platform/money.ts';
import { BILL_MACHINE } from './settlement-state-machine.ts';

const y = (fen: number | string) => fenToYuan(Number(fen));
const t = (s: number | string | null) => (s === null ? null : Number(s));

export function billDto(b: SettlementBill): Bill {
  return {
    sn: b.sn,
    period_start: Number(b.period_start),
    period_end: Number(b.period_end),
    state: b.state as BillState,
    online_income: y(b.online_income),
    cod_income: y(b.cod_income),
    online_refund: y(b.online_refund),
    cod_refund: y(b.cod_refund),
    commission: y(b.commission),
    commission_returned: y(b.commission_returned),
    promotion_cost: y(b.promotion_cost),
    points_cash: y(b.points_cash),
    net_receivable: y(b.net_receivable),
    order_count: Number(b.order_count),
    refund_count: Number(b.refund_count),
    create_time: Number(b.created_at),
    confirm_time: t(b.confirmed_at),
    paid_time: t(b.paid_at),
  };
}

export function billDetailDto(b: SettlementBill): BillDetail {
  return {
    ...billDto(b),
    commission_bp: Number(b.commission_bp),
    confirmed_by: b.confirmed_by,
    paid_remark: b.paid_remark,
    allowed_actions: BILL_MACHINE.allowedActions({ status: b.state as BillState }, 'seller'),
  };
}

export function billItemDto(l: SettlementLine): BillItem {
  return {
    line_type: l.line_type as BillItem['line_type'],
    order_sn: l.order_sn,
    refund_sn: l.refund_sn,
    payment_type: l.payment_type,
    occurred_at: Number(l.occurred_at),
    online_income: y(l.online_income),
    cod_income: y(l.cod_income),
    online_refund: y(l.online_refund),
    cod_refund: y(l.cod_refund),
    commission: y(l.commission),
    commission_returned: y(l.commission_returned),
    promotion_cost: y(l.promotion_cost),
    points_cash: y(l.points_cash),
    net: y(l.net),
  };
}
