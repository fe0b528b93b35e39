import ExcelJS from 'exceljs';
import type { CollectReport } from '@rxdesk/contract/statistics/collect';
import type { TrafficReport } from '@rxdesk/contract/statistics/traffic';

/* The traffic and collect reports as workbooks: the same figures the screens show for the same
 * period (a report is at most 366 rows and 50 goods: built in memory). Headers in Chinese, as the
 * shop's other exports. */

async function toBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function trafficWorkbook(r: TrafficReport): Promise<{ file: Buffer; rows: number }> {
  const wb = new ExcelJS.Workbook();
  const shop = wb.addWorksheet('店铺流量');
  shop.columns = [
    { header: r.unit === 'month' ? '月份' : '日期', key: 'date', width: 14 },
    { header: '浏览量', key: 'views', width: 12 },
    { header: '访客数', key: 'visitors', width: 12 },
  ];
  shop.addRows(r.rows);
  shop.addRow({ date: '合计', views: r.totals.views, visitors: r.totals.visitors });
  const goods = wb.addWorksheet('商品流量');
  goods.columns = [
    { header: '排名', key: 'rank', width: 8 },
    { header: '商品编号', key: 'goods_id', width: 12 },
    { header: '商品名称', key: 'goods_name', width: 40 },
    { header: '浏览量', key: 'views', width: 12 },
    { header: '访客数', key: 'visitors', width: 12 },
  ];
  goods.addRows(r.top_goods.map((g, i) => ({ rank: i + 1, ...g })));
  return { file: await toBuffer(wb), rows: r.rows.length + r.top_goods.length };
}

export async function collectWorkbook(r: CollectReport): Promise<{ file: Buffer; rows: number }> {
  const wb = new ExcelJS.Workbook();
  const goods = wb.addWorksheet('商品收藏');
  goods.columns = [
    { header: '排名', key: 'rank', width: 8 },
    { header: '商品编号', key: 'goods_id', width: 12 },
    { header: '商品名称', key: 'goods_name', width: 40 },
    { header: '当前收藏数', key: 'favorites', width: 12 },
    { header: '期间新增收藏', key: 'added', width: 14 },
    { header: '期间取消收藏', key: 'removed', width: 14 },
  ];
  goods.addRows(r.top_goods.map((g, i) => ({ rank: i + 1, ...g })));
  const trend = wb.addWorksheet('收藏趋势');
  trend.columns = [
    { header: '日期', key: 'date', width: 14 },
    { header: '新增收藏', key: 'added', width: 12 },
    { header: '取消收藏', key: 'removed', width: 12 },
  ];
  trend.addRows(r.trend);
  trend.addRow({ date: '合计', added: r.totals.added, removed: r.totals.removed });
  return { file: await toBuffer(wb), rows: r.top_goods.length + r.trend.length };
}
