import ExcelJS from 'exceljs';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { BILL_STATE_LABELS, type BillState } from '@rxdesk/contract/settlement/settlement';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { SettlementBill, SettlementLine } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { SettlementRepository } from './settlement.repository.ts';

const yuan = (fen: number | string) => Number(fen) / 100;
const when = (t: number | string | null) =>
  t === null ? '' : unixToDateString(Number(t), 'yyyy-MM-dd hh:mm:ss');
const day = (t: number | string) => unixToDateString(Number(t), 'yyyy-MM-dd');
const LINE_TYPE_ZH: Record<string, string> = {
  ORDER: '订单',
  REFUND: '退款',
  ADJUST: '调整（往期订单退款）',
};
const PAY_ZH: Record<string, string> = { ONLINE: '在线支付', COD: '货到付款' };

const FIGURES: [keyof SettlementBill & keyof SettlementLine, string][] = [
  ['online_income', '在线支付收入'],
  ['cod_income', '货到付款收入'],
  ['online_refund', '在线支付退款'],
  ['cod_refund', '货到付款退款'],
  ['commission', '平台佣金'],
  ['commission_returned', '退还佣金'],
  ['promotion_cost', '店铺承担促销费用'],
  ['points_cash', '积分抵扣金额'],
];

/** A bill as a workbook: 汇总 (the figures, each the sum of its lines), 订单 and 退款 (every line,
 * with the adjustments of earlier periods' orders marked). Amounts are numbers in yuan so a
 * spreadsheet can sum them; a bill is at most a half-month of one shop, built in memory. */
export class SettlementExportService {
  constructor(private readonly repo: SettlementRepository) {}

  async export(auth: AuthContext, sn: string): Promise<{ file: Buffer; rows: number }> {
    const b = await this.repo.find(sn, auth.shopId);
    if (!b) throw notFound();
    const lines = await this.repo.allItems(Number(b.id));
    const wb = new ExcelJS.Workbook();
    const summary = wb.addWorksheet('汇总');
    summary.columns = [
      { header: '项目', key: 'k', width: 22 },
      { header: '金额/内容', key: 'v', width: 30 },
    ];
    summary.addRows([
      { k: '结算单号', v: b.sn },
      { k: '结算周期', v: `${day(b.period_start)} 至 ${day(Number(b.period_end) - 1)}` },
      { k: '状态', v: BILL_STATE_LABELS[b.state as BillState]?.zh ?? b.state },
      { k: '佣金比例', v: `${Number(b.commission_bp) / 100}%` },
      ...FIGURES.map(([c, label]) => ({ k: `${label}（元）`, v: yuan(b[c]) })),
      { k: '本期应结（元）', v: yuan(b.net_receivable) },
      { k: '计算公式', v: '在线支付收入 − 在线支付退款 − 平台佣金 + 退还佣金' },
      { k: '订单数', v: Number(b.order_count) },
      { k: '退款数', v: Number(b.refund_count) },
      { k: '确认时间', v: when(b.confirmed_at) },
      { k: '付款时间', v: when(b.paid_at) },
    ]);
    const lineColumns = [
      { header: '类型', key: 'type', width: 20 },
      { header: '订单编号', key: 'order_sn', width: 24 },
      { header: '退款单号', key: 'refund_sn', width: 24 },
      { header: '支付方式', key: 'pay', width: 10 },
      { header: '发生时间', key: 'at', width: 20 },
      ...FIGURES.map(([c, label]) => ({ header: `${label}（元）`, key: c, width: 14 })),
      { header: '本行应结（元）', key: 'net', width: 14 },
    ];
    const row = (l: SettlementLine) => ({
      type: LINE_TYPE_ZH[l.line_type] ?? l.line_type,
      order_sn: l.order_sn,
      refund_sn: l.refund_sn,
      pay: PAY_ZH[l.payment_type] ?? l.payment_type,
      at: when(l.occurred_at),
      ...Object.fromEntries(FIGURES.map(([c]) => [c, yuan(l[c])])),
      net: yuan(l.net),
    });
    const orders = wb.addWorksheet('订单');
    orders.columns = lineColumns;
    orders.addRows(lines.filter((l) => l.line_type === 'ORDER').map(row));
    const refunds = wb.addWorksheet('退款');
    refunds.columns = lineColumns;
    refunds.addRows(lines.filter((l) => l.line_type !== 'ORDER').map(row));
    for (const ws of [summary, orders, refunds]) ws.getRow(1).font = { bold: true };
    return { file: Buffer.from(await wb.xlsx.writeBuffer()), rows: lines.length };
  }
}
