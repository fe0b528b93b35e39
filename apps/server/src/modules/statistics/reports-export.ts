import ExcelJS from 'exceljs';
import { ORDER_SOURCE_LABELS, PAYMENT_TYPE_LABELS } from '@rxdesk/contract/orders/order-enums';
import type { GoodsAnalysisReport, HotGoodsReport } from '@rxdesk/contract/statistics/reports-goods';
import {
  OVERVIEW_FIGURE_LABELS,
  OVERVIEW_FIGURES,
  type OverviewReport,
} from '@rxdesk/contract/statistics/reports-overview';
import type {
  BuyAnalysisReport,
  PriceRangeRow,
  PriceSalesReport,
} from '@rxdesk/contract/statistics/reports-price';
import type { RegionReport } from '@rxdesk/contract/statistics/reports-region';
import type { OperateReport, SalesReport } from '@rxdesk/contract/statistics/reports-sales';

/** Each report's table as an XLSX workbook (the same numbers the page shows, the same filters):
 * one sheet per table, a title row naming the period, amounts as yuan numbers so a spreadsheet can
 * sum them. Report tables are small (≤ a few hundred rows; the goods analysis is capped at
 * GOODS_EXPORT_MAX rows), so the workbook is built in memory. */
type Column = [key: string, header: string, width?: number];
type Sheet = { name: string; columns: Column[]; rows: Record<string, unknown>[] };

export const GOODS_EXPORT_MAX = 10_000;

async function workbook(period: { start_date: string; end_date: string }, sheets: Sheet[]) {
  const wb = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const ws = wb.addWorksheet(sheet.name);
    ws.addRow([`统计周期：${period.start_date} 至 ${period.end_date}`]);
    ws.addRow(sheet.columns.map(([, header]) => header)).font = { bold: true };
    sheet.columns.forEach(([, , width], i) => {
      ws.getColumn(i + 1).width = width ?? 14;
    });
    for (const row of sheet.rows) ws.addRow(sheet.columns.map(([key]) => row[key]));
  }
  const file = Buffer.from(await wb.xlsx.writeBuffer());
  return { file, rows: sheets.reduce((n, s) => n + s.rows.length, 0) };
}

const rangeColumns: Column[] = [
  ['range', '价格区间（元）', 18],
  ['orders', '订单数'],
  ['units', '商品件数'],
  ['amount', '金额（元）'],
];
const rangeRows = (rows: PriceRangeRow[]) => rows.map((r) => ({ ...r, range: `${r.low}-${r.high}` }));

export const exportOverview = (r: OverviewReport) =>
  workbook(r.period, [
    {
      name: '概况',
      columns: [
        ['figure', '指标', 16],
        ['current', `${r.period.start_date} 至 ${r.period.end_date}`, 26],
        ['previous', `${r.previous_period.start_date} 至 ${r.previous_period.end_date}`, 26],
      ],
      rows: OVERVIEW_FIGURES.map((f) => ({
        figure: OVERVIEW_FIGURE_LABELS[f].zh,
        current: r.current[f],
        previous: r.previous[f],
      })),
    },
    {
      name: '每日趋势',
      columns: [['date', '日期'], ...OVERVIEW_FIGURES.map((f): Column => [f, OVERVIEW_FIGURE_LABELS[f].zh])],
      rows: r.trend,
    },
  ]);

export const exportGoods = (r: GoodsAnalysisReport) =>
  workbook(r.period, [
    {
      name: '商品分析',
      columns: [
        ['goods_code', '商品编号', 16],
        ['goods_name', '商品名称', 36],
        ['units', '销量（件）'],
        ['amount', '销售额（元）'],
        ['orders', '订单数'],
        ['refund_num', '退款件数'],
        ['refund_amount', '退款金额（元）'],
        ['views', '浏览量'],
        ['favorites', '新增收藏'],
      ],
      rows: r.data,
    },
  ]);

const hotColumns: Column[] = [
  ['rank', '排名', 8],
  ['goods_code', '商品编号', 16],
  ['goods_name', '商品名称', 36],
  ['amount', '销售额（元）'],
  ['units', '销量（件）'],
  ['orders', '订单数'],
];
export const exportHotGoods = (r: HotGoodsReport) =>
  workbook(r.period, [
    { name: '按销售额', columns: hotColumns, rows: r.by_amount },
    { name: '按销量', columns: hotColumns, rows: r.by_units },
  ]);

export const exportPriceSales = (r: PriceSalesReport) =>
  workbook(r.period, [{ name: '价格销量', columns: rangeColumns, rows: rangeRows(r.rows) }]);

export const exportBuyAnalysis = (r: BuyAnalysisReport) =>
  workbook(r.period, [
    { name: '客单价分布', columns: rangeColumns, rows: rangeRows(r.values) },
    {
      name: '下单时段分布',
      columns: [
        ['hour', '时段'],
        ['orders', '订单数'],
        ['amount', '金额（元）'],
      ],
      rows: r.hours.map((h) => ({
        ...h,
        hour: `${String(h.hour).padStart(2, '0')}:00-${String(h.hour).padStart(2, '0')}:59`,
      })),
    },
  ]);

export const exportSales = (r: SalesReport) =>
  workbook(r.period, [
    {
      name: '销售统计',
      columns: [
        ['start_date', '开始日期'],
        ['end_date', '结束日期'],
        ['orders', '订单数'],
        ['amount', '付款金额（元）'],
        ['refunds', '退款笔数'],
        ['refund_amount', '退款金额（元）'],
        ['net', '净收入（元）'],
      ],
      rows: [...r.rows, { ...r.totals, start_date: '合计' }],
    },
    {
      name: '渠道与支付方式',
      columns: [
        ['kind', '维度'],
        ['name', '名称', 16],
        ['orders', '订单数'],
        ['amount', '金额（元）'],
      ],
      rows: [
        ...r.channels.map((c) => ({ ...c, kind: '订单来源', name: ORDER_SOURCE_LABELS[c.key].zh })),
        ...r.payments.map((p) => ({ ...p, kind: '支付方式', name: PAYMENT_TYPE_LABELS[p.key].zh })),
      ],
    },
  ]);

export const exportOperate = (r: OperateReport) =>
  workbook(r.period, [
    {
      name: '运营报告',
      columns: [
        ['label', '日期'],
        ['orders', '订单数'],
        ['amount', '付款金额（元）'],
        ['members', '付款会员数'],
        ['units', '商品件数'],
        ['refund_amount', '退款金额（元）'],
      ],
      rows: [...r.rows, { ...r.totals, label: '合计' }],
    },
  ]);

export const exportRegion = (r: RegionReport) =>
  workbook(r.period, [
    {
      name: r.province ? `区域分析-${r.province.name}` : '区域分析',
      columns: [
        ['name', r.province ? '城市' : '省份', 18],
        ['orders', '订单数'],
        ['amount', '付款金额（元）'],
        ['members', '付款会员数'],
      ],
      rows: r.rows.map((row) => ({ ...row, name: row.region_id === 0 ? '到店自提' : row.name })),
    },
  ]);
