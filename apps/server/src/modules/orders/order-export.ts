import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@rxdesk/contract/orders/order-status';
import {
  ORDER_SOURCE_LABELS,
  PAYMENT_TYPE_LABELS,
  SHIPPING_TYPE_LABELS,
} from '@rxdesk/contract/orders/order-enums';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import type { Order } from '../../platform/db/schema.ts';
import { fenToYuan } from '../../platform/money.ts';
import type { OrderFilter, OrderListRepository } from './order-list.repository.ts';

/** Rows per read, and per event-loop turn. 250 rows (~200 KB of sheet XML) is the most that waits
 * for the zip writer; batches of 1 000 held the loop for tens of ms and let RSS climb ~4× as far
 * before the garbage was collected (bench/README.md). */
export const EXPORT_BATCH = 250;
/** Zip output archiver may hold before it stops reading the sheet (its default is 1 MiB). */
const ZIP_OUTPUT_BUFFER = 64 * 1024;
type WorkbookWriterOptions = NonNullable<ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]>;

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

/** The zip writer's input as far as back-pressure goes: an EventEmitter that emits 'drain', and
 * its writable state. It is a readable-stream 2.x PassThrough (archiver-utils), older than the
 * public `writableNeedDrain`/`writableLength`, hence the state object. */
interface ZipInput {
  on(event: 'drain', fn: () => void): unknown;
  off(event: 'drain', fn: () => void): unknown;
  _writableState: { needDrain: boolean; length: number };
}

/** ExcelJS writes the sheet's XML into the zip writer's input stream without ever looking at
 * write()'s return value, so nothing would hold it back: that input stream (the one the sheet's
 * stream pipes into) is where back-pressure is read. Checked once, so an ExcelJS or archiver
 * upgrade that changes this shape fails loudly instead of buffering silently. */
function zipInputOf(sheet: ExcelJS.Worksheet): ZipInput {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const input = pipes?.[0] as Partial<ZipInput> | undefined;
  if (
    pipes?.length !== 1 ||
    typeof input?.on !== 'function' ||
    typeof input._writableState?.needDrain !== 'boolean' ||
    typeof input._writableState.length !== 'number'
  )
    throw new Error('ExcelJS sheet stream: zip input not found (back-pressure would be lost)');
  return input as ZipInput;
}

/** Resolves once the zip writer has taken in what it was given (or the response is gone). */
function drained(input: ZipInput, out: Readable): Promise<void> {
  if (!input._writableState.needDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      input.off('drain', done);
      out.off('close', done);
      resolve();
    };
    input.on('drain', done);
    out.on('close', done);
  });
}

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
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
    // archiver buffers up to 1 MiB of zip output by default before it stops taking input; 64 KiB
    // is plenty to keep the socket fed and lets back-pressure reach the sheet sooner. (A stream
    // option ExcelJS passes through to archiver but does not declare in its types.)
    zip: { highWaterMark: ZIP_OUTPUT_BUFFER } as WorkbookWriterOptions['zip'],
  });
  const sheet = workbook.addWorksheet('订单');
  sheet.columns = COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  void (async () => {
    const range = total > 0 ? await repo.exportIdRange(shopId, q) : null;
    let before: number | null = null;
    let sent = 0;
    let zipInput: ZipInput | null = null;
    while (sent < total && !out.destroyed) {
      const rows: ExportRow[] = await repo.exportBatch(
        shopId,
        q,
        EXPORT_COLUMNS,
        { before, range },
        Math.min(EXPORT_BATCH, total - sent),
      );
      if (rows.length === 0 || out.destroyed) break;
      for (const o of rows) sheet.addRow(COLUMNS.map((c) => c.value(o))).commit();
      sent += rows.length;
      before = rows[rows.length - 1]!.id;
      zipInput ??= zipInputOf(sheet);
      await nextTurn();
      await drained(zipInput, out);
    }
    if (out.destroyed) return; // the client left: nothing more to read or write
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
