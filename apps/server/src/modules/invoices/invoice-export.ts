import type { InvoiceRow } from '@rxdesk/contract/invoices/invoices';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { streamSheet, type SheetColumn } from '../../platform/xlsx/xlsx-stream.ts';

const KIND = { PLAIN: '增值税普通发票', VAT_SPECIAL: '增值税专用发票', ELECTRONIC: '电子普通发票' };
const STATUS = { PENDING: '待开票', ISSUED: '已开票', VOIDED: '已作废' };
const TITLE_TYPE = { PERSONAL: '个人', COMPANY: '单位' };
const CONTENT = { GOODS_DETAIL: '商品明细', GOODS_CATEGORY: '商品类别' };

const COLUMNS: SheetColumn[] = [
  { header: '发票编号', key: 'invoice_sn', width: 26 },
  { header: '订单编号', key: 'order_sn', width: 22 },
  { header: '发票类型', key: 'kind', width: 16 },
  { header: '抬头类型', key: 'title_type', width: 10 },
  { header: '发票抬头', key: 'title', width: 30 },
  { header: '纳税人识别号', key: 'tax_no', width: 22 },
  { header: '发票内容', key: 'content', width: 10 },
  { header: '开票金额', key: 'amount', width: 12 },
  { header: '已退款', key: 'refunded', width: 12 },
  { header: '当前金额', key: 'current_amount', width: 12 },
  { header: '状态', key: 'status', width: 10 },
  { header: '需红冲', key: 'needs_red_note', width: 8 },
  { header: '发票号码', key: 'invoice_no', width: 16 },
  { header: '红冲号码', key: 'red_note_no', width: 16 },
  { header: '申请时间', key: 'create_time', width: 20 },
  { header: '开票时间', key: 'issued_at', width: 20 },
];

const when = (t: number | null) => (t === null ? '' : unixToDateString(t, 'yyyy-MM-dd hh:mm:ss'));

/** The invoice export: one sheet streamed from the rows' batches (memory stays flat). */
export function invoiceSheet(batches: AsyncIterable<InvoiceRow[]>) {
  return streamSheet('发票', COLUMNS, async (write) => {
    for await (const rows of batches) {
      const more = await write(
        rows.map((r) => [
          r.invoice_sn,
          r.order_sn,
          KIND[r.kind],
          TITLE_TYPE[r.title_type],
          r.title,
          r.tax_no,
          CONTENT[r.content],
          r.amount,
          r.refunded,
          r.current_amount,
          STATUS[r.status],
          r.needs_red_note ? '是' : '',
          r.invoice_no,
          r.red_note_no,
          when(r.create_time),
          when(r.issued_at),
        ]),
      );
      if (!more) return;
    }
  });
}
