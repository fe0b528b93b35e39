import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { ACCOUNTS } from '../pages/accounts.ts';
import { GoodsListPage } from '../pages/goods-pages.ts';
import { pageToken } from '../pages/prescription-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Issue 20 "Bulk work": import goods from the Excel template. The template comes from the list's
 * import dialog, gets two rows (one with a mistyped approval number), and the preview names that
 * row and column, offers no apply, and hands out the error report with the error beside the row. */

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A row of the template by header: an OTC drug with one SKU and an opening batch. */
function row(code: string, picture: string, over: Record<string, string | number> = {}) {
  return {
    商品编码: code,
    商品名称: `导入测试感冒颗粒 ${code}`,
    通用名: '感冒灵颗粒',
    分类: '感冒发热/感冒药',
    药品类型: '乙类OTC',
    批准文号: 'Z44021940',
    剂型: '颗粒剂',
    规格: '10g*9袋',
    生产企业: '华润三九医药股份有限公司',
    贮藏: '密封',
    有效期: '24个月',
    单位: '盒',
    销售价: '15.80',
    SKU编码: `${code}-1`,
    批号: `B${code}`,
    生产日期: '2025-01-01',
    有效期至: '2028-12-31',
    数量: 50,
    图片: picture,
    适应症: '用于感冒引起的头痛、发热',
    用法用量: '开水冲服，一次 1 袋，一日 3 次',
    不良反应: '尚不明确',
    禁忌: '严重肝肾功能不全者禁用',
    注意事项: '忌烟、酒及辛辣食物',
    ...over,
  };
}

async function xlsx(path: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
  return wb;
}

test('an import with one bad row shows that row and column, cannot be applied, and its error report names it', async ({
  page,
  signedIn,
}) => {
  await signedIn(ACCOUNTS.founder);
  // The picture the rows name: uploaded to the shop's picture space first, as the template says.
  const picture = `e2e-import-${Date.now()}.png`;
  const uploaded = await page.request.post('/api/base/uploaders', {
    headers: { authorization: await pageToken(page) },
    multipart: { file: { name: picture, mimeType: 'image/png', buffer: PIXEL_PNG } },
  });
  expect(uploaded.status()).toBe(200);

  const list = new GoodsListPage(page);
  await list.goto('goods-list');
  await page.getByRole('button', { name: '导入商品' }).click();
  const dialog = list.dialog('从 Excel 导入商品');
  await expect(dialog).toBeVisible();

  const [templateDownload] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '下载导入模板' }).click(),
  ]);
  expect(templateDownload.suggestedFilename()).toBe('商品导入模板.xlsx');
  const template = await xlsx(await templateDownload.path());
  const sheet = template.getWorksheet('商品')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const stamp = Date.now().toString(36).toUpperCase();
  const rows = [row(`E2E${stamp}A`, picture), row(`E2E${stamp}B`, picture, { 批准文号: '国药准字X12' })];
  rows.forEach((r, i) => {
    const line = sheet.getRow(i + 2);
    headers.forEach((h, j) => {
      const v = (r as Record<string, string | number>)[h];
      if (v !== undefined) line.getCell(j + 1).value = v;
    });
    line.commit();
  });
  const filled = Buffer.from(await template.xlsx.writeBuffer());

  await dialog.locator('input[type=file]').setInputFiles({
    name: '首批商品.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await expect(dialog.getByRole('alert')).toContainText('发现 1 处错误，未写入任何数据');
  const errors = dialog.getByTestId('goods-import-errors');
  const bad = errors.locator('tr.ant-table-row');
  await expect(bad).toHaveCount(1);
  await expect(bad.locator('td').nth(0)).toHaveText('3');
  await expect(bad.locator('td').nth(1)).toHaveText('批准文号');
  await expect(bad.locator('td').nth(2)).toContainText('药品批准文号格式不正确');
  await expect(dialog.getByTestId('goods-import-preview').locator('tr.ant-table-row')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: '确认导入' })).toHaveCount(0);

  const [reportDownload] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '下载错误报告' }).click(),
  ]);
  expect(reportDownload.suggestedFilename()).toBe('首批商品-errors.xlsx');
  const report = (await xlsx(await reportDownload.path())).getWorksheet('商品')!;
  const errorColumn = headers.length + 1;
  expect(report.getRow(1).getCell(errorColumn).value).toBe('错误信息');
  expect(report.getRow(2).getCell(1).value).toBe(`E2E${stamp}A`);
  expect(report.getRow(2).getCell(errorColumn).value).toBeNull();
  expect(report.getRow(3).getCell(1).value).toBe(`E2E${stamp}B`);
  expect(String(report.getRow(3).getCell(errorColumn).value)).toContain('批准文号：药品批准文号格式不正确');

  // Nothing was written: neither item is in the list.
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await list.goto('goods-list', `?keyword=E2E${stamp}`);
  await expect(list.table.locator('tr.ant-table-row')).toHaveCount(0);
});
