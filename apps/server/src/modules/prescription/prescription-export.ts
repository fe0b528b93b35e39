import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { ORDER_SOURCE_LABELS, PAYMENT_TYPE_LABELS } from '@rxdesk/contract/orders/order-enums';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@rxdesk/contract/orders/order-status';
import { fenToYuan } from '../../platform/money.ts';
import { stateText } from './prescription-mappers.ts';
import type { PrescriptionRepository, RxFilter, RxListRow } from './prescription.repository.ts';

const BATCH = 500;
const MAX_BUFFERED = 1024 * 1024;

const label = (table: Record<string, { zh: string }>, key: string) => table[key]?.zh ?? key;
const time = (t: number | null) => (t ? unixToDateString(t) : '');

const COLUMNS: { header: string; width: number; value: (r: RxListRow) => string | number }[] = [
  { header: '订单编号', width: 20, value: (r) => r.sn },
  { header: '下单时间', width: 20, value: (r) => time(r.created_at) },
  { header: '实付金额', width: 10, value: (r) => fenToYuan(r.paid_amount) },
  { header: '处方编号', width: 20, value: (r) => r.inquiry_rxno },
  {
    header: '医院',
    width: 16,
    value: (r) => r.hospital_name || (r.hospital_service_provider ? '互联网医院' : '无'),
  },
  { header: '问诊医生', width: 10, value: (r) => r.inquiry_doctor_name },
  { header: '开方医生', width: 10, value: (r) => r.doctor_name },
  { header: '问诊时间', width: 20, value: (r) => time(r.inquiry_create_time) },
  { header: '用药人', width: 10, value: (r) => r.use_person_name },
  { header: '年龄', width: 6, value: (r) => r.use_person_age },
  { header: '性别', width: 6, value: (r) => (r.use_person_sex === 1 ? '男' : '女') },
  { header: '诊断', width: 30, value: (r) => r.diagnosis },
  { header: '复诊凭证', width: 10, value: (r) => (r.is_upload_voucher ? '已上传' : '未上传') },
  { header: '审核状态', width: 10, value: (r) => stateText(r.state, 'zh') },
  { header: '审核药师', width: 10, value: (r) => r.audit_pharmacist_name },
  { header: '审核时间', width: 20, value: (r) => time(r.audit_time) },
  { header: '审核时长（分钟）', width: 12, value: (r) => r.audit_duration ?? '' },
  { header: '用药提醒', width: 20, value: (r) => time(r.medical_remind_time) },
  {
    header: '订单状态',
    width: 10,
    value: (r) => ORDER_STATUS_LABELS[r.order_status as OrderStatus]?.zh ?? r.order_status,
  },
  { header: '支付方式', width: 10, value: (r) => label(PAYMENT_TYPE_LABELS, r.payment_type) },
  { header: '订单来源', width: 10, value: (r) => label(ORDER_SOURCE_LABELS, r.order_source) },
];

/** Streams the filtered prescription orders as XLSX, in keyset batches with back-pressure (the
 * same approach as the order export), stopping after `total` rows (sent in X-Export-Rows). */
export function streamPrescriptionsXlsx(
  repo: PrescriptionRepository,
  shopId: number,
  filter: RxFilter,
  total: number,
): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('处方订单');
  sheet.columns = COLUMNS.map(({ header, width }, i) => ({ header, key: `c${i}`, width }));
  void (async () => {
    let before: number | null = null;
    let sent = 0;
    while (sent < total) {
      const rows = await repo.exportBatch(shopId, filter, before, Math.min(BATCH, total - sent));
      for (const r of rows) sheet.addRow(COLUMNS.map((c) => c.value(r))).commit();
      sent += rows.length;
      if (rows.length === 0) break;
      before = rows[rows.length - 1]!.id;
      await new Promise((resolve) => setImmediate(resolve));
      while (!out.destroyed && (out.writableNeedDrain || out.readableLength > MAX_BUFFERED))
        await new Promise((resolve) => setTimeout(resolve, 5));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
