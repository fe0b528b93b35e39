import type { PassThrough } from 'node:stream';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@rxdesk/contract/orders/order-status';
import {
  ORDER_SOURCE_LABELS,
  PAYMENT_TYPE_LABELS,
  SHIPPING_TYPE_LABELS,
} from '@rxdesk/contract/orders/order-enums';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { Order } from '../../platform/db/schema.ts';
import { fenToYuan } from '../../platform/money.ts';
import { streamSheet } from '../../platform/xlsx/xlsx-stream.ts';
import type { OrderFilter, OrderListRepository } from './order-list.repository.ts';

/** Rows per read, and per event-loop turn. 250 rows (~200 KB of sheet XML) is the most that waits
 * for the zip writer; batches of 1 000 held the loop for tens of ms and let RSS climb ~4× as far
 * before the garbage was collected (bench/README.md). */
export const EXPORT_BATCH = 250;

const label = <T extends string>(table: Record<T, { zh: string }>, key: string) => table[key as T]?.zh ?? key;

/** What the file shows, and the keyset's id: the export reads only these columns. */
const EXPORT_COLUMNS = [
  'id',
  'sn',
  'created_at',
  'status',
  'order_source',
  'shipping_type',
  'payment_type',
  'is_prescription',
  'goods_names',
  'goods_num',
  'goods_price',
  'shipping_price',
  'order_price',
  'consignee_name',
  'consignee_mobile',
  'region_names',
  'address',
  'express_name',
  'waybill_no',
  'remark',
] as const satisfies readonly (keyof Order)[];
type ExportRow = Pick<Order, (typeof EXPORT_COLUMNS)[number]>;

const COLUMNS: { header: string; key: string; width: number; value: (o: ExportRow) => string | number }[] = [
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

/**
 * Streams the filtered orders as XLSX with memory flat at any size: rows are read in keyset
 * batches, committed to the sheet, and the next batch is read only once the zip writer has taken
 * the previous one in — which it does only as fast as the response is read (socket → response
 * stream → zip output → deflate → zip input). Between batches the event loop gets a turn
 * (better-sqlite3 reads are synchronous; without one nothing would be compressed or sent until the
 * end). It reads exactly `total` rows (the count sent in X-Export-Rows) inside the time range's id
 * range, so the last batch does not walk the shop's older orders looking for more, and it stops
 * reading when the client goes away.
 */
export function streamOrdersXlsx(
  repo: OrderListRepository,
  shopId: number,
  q: OrderFilter,
  total: number,
): PassThrough {
  const columns = COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  return streamSheet('订单', columns, async (write) => {
    const range = total > 0 ? await repo.exportIdRange(shopId, q) : null;
    let before: number | null = null;
    let sent = 0;
    while (sent < total) {
      const rows: ExportRow[] = await repo.exportBatch(
        shopId,
        q,
        EXPORT_COLUMNS,
        { before, range },
        Math.min(EXPORT_BATCH, total - sent),
      );
      if (rows.length === 0) break;
      sent += rows.length;
      before = rows[rows.length - 1]!.id;
      // False once the client has gone: nothing more to read or write.
      if (!(await write(rows.map((o) => COLUMNS.map((c) => c.value(o)))))) return;
    }
  });
}
