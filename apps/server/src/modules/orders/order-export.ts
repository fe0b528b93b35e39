import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { OrderListQuery } from '@rxdesk/contract/orders';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@rxdesk/contract/order-status';
import { ORDER_SOURCE_LABELS, PAYMENT_TYPE_LABELS, SHIPPING_TYPE_LABELS } from '@rxdesk/contract/order-enums';
import { unixToDateString } from '@rxdesk/contract/date-format';
import type { Order } from '../../platform/db/schema.ts';
import { fenToYuan } from '../../platform/money.ts';
import type { OrdersRepository } from './orders.repository.ts';

const BATCH = 1000;
const MAX_BUFFERED = 1024 * 1024;

const label = <T extends string>(table: Record<T, { zh: string }>, key: string) => table[key as T]?.zh ?? key;

const COLUMNS: { header: string; key: string; width: number; value: (o: Order) => string | number }[] = [
  { header: '订单编号', key: 'sn', width: 20, value: (o) => o.sn },
  { header: '下单时间', key: 'created', width: 20, value: (o) => unixToDateString(o.created_at) },
  {
    header: '订单状态',
    key: 'status',
    width: 10,
    value: (o) => ORDER_STATUS_LABELS[o.status as OrderStatus]?.zh ?? o.status,
  },
  { header: '订单来源', key: 'source', width: 10, value: (o) => label(ORDER_SOURCE_LABELS, o.order_source) },
  {
    header: '配送方式',
    key: 'shipping',
    width: 10,
    value: (o) => label(SHIPPING_TYPE_LABELS, o.shipping_type),
  },
  { header: '支付方式', key: 'payment', width: 10, value: (o) => label(PAYMENT_TYPE_LABELS, o.payment_type) },
  { header: '处方单', key: 'rx', width: 8, value: (o) => (o.is_prescription ? '是' : '否') },
  { header: '商品', key: 'goods', width: 40, value: (o) => o.goods_names },
  { header: '件数', key: 'num', width: 6, value: (o) => o.goods_num },
  { header: '商品金额', key: 'goods_price', width: 10, value: (o) => fenToYuan(o.goods_price) },
  { header: '运费', key: 'shipping_price', width: 8, value: (o) => fenToYuan(o.shipping_price) },
  { header: '订单金额', key: 'order_price', width: 10, value: (o) => fenToYuan(o.order_price) },
  { header: '收货人', key: 'consignee', width: 10, value: (o) => o.consignee_name },
  { header: '手机号', key: 'mobile', width: 14, value: (o) => o.consignee_mobile },
  { header: '收货地址', key: 'address', width: 40, value: (o) => `${o.region_names} ${o.address}`.trim() },
  { header: '快递公司', key: 'express', width: 12, value: (o) => o.express_name },
  { header: '运单号', key: 'waybill', width: 18, value: (o) => o.waybill_no },
  { header: '买家备注', key: 'remark', width: 30, value: (o) => o.remark },
];

/** Streams the filtered orders as XLSX: rows are read in keyset batches and committed to the zip
 * stream as they go. Between batches the event loop gets a turn (better-sqlite3 is synchronous, so
 * otherwise nothing would be compressed or sent until the end) and waits while the output is
 * backed up, so memory stays flat. It stops after `total` rows (the count sent in X-Export-Rows),
 * instead of walking the shop's older orders to find that there are no more. */
export function streamOrdersXlsx(
  repo: OrdersRepository,
  shopId: number,
  q: Omit<OrderListQuery, 'page_no' | 'page_size'>,
  total: number,
): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('订单');
  sheet.columns = COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  void (async () => {
    let before: number | null = null;
    let sent = 0;
    while (sent < total) {
      const rows = await repo.exportBatch(shopId, q, before, Math.min(BATCH, total - sent));
      for (const o of rows) sheet.addRow(COLUMNS.map((c) => c.value(o))).commit();
      sent += rows.length;
      if (rows.length === 0) break;
      before = rows[rows.length - 1]!.id;
      await new Promise((r) => setImmediate(r));
      while (!out.destroyed && (out.writableNeedDrain || out.readableLength > MAX_BUFFERED))
        await new Promise((r) => setTimeout(r, 5));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
