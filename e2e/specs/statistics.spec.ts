import ExcelJS from 'exceljs';
import { ACCOUNTS } from '../pages/accounts.ts';
import { StatisticsPage } from '../pages/statistics-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Issue 25: every report opens with its chart (an ECharts canvas) and the table of the same
 * figures; changing the period re-reads the report; one report's table exports as XLSX. */

/** Menu title → the report's endpoint under /api/seller/statistics, in small groups (one test each,
 * so a slow machine's time limit applies to a few reports at a time). */
const PERIOD_REPORTS: ReadonlyArray<ReadonlyArray<[string, string]>> = [
  [
    ['概况', 'overview'],
    ['商品分析', 'goods'],
  ],
  [
    ['价格销量', 'price-sales'],
    ['热卖商品', 'hot-goods'],
  ],
  [
    ['购买分析', 'buy-analysis'],
    ['销售统计', 'sales'],
  ],
  [
    ['区域分析', 'region'],
    ['流量统计', 'traffic'],
  ],
  [['收藏统计', 'collect']],
];

for (const reports of PERIOD_REPORTS) {
  test(`${reports.map(([title]) => title).join('、')}: chart and table, and a change of period`, async ({
    page,
    signedIn,
  }) => {
    await signedIn(ACCOUNTS.founder);
    const report = new StatisticsPage(page);
    for (const [title, endpoint] of reports) {
      await report.open(title, endpoint);
      const answer = await report.choosePeriod('最近三个月', endpoint);
      expect(answer.status(), title).toBe(200);
      await expect(report.chartCanvas(), title).toBeVisible();
      await expect(report.rows().first(), title).toBeVisible();
    }
  });
}

test('the operate report follows the year/month picker', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  const report = new StatisticsPage(page);
  await report.open('运营报告', 'operate');
  await expect(report.rows().first()).toBeVisible();
  const yearly = report.answer('operate', /cycle=YEAR/);
  await report.choose('按年');
  expect((await yearly).status()).toBe(200);
  await expect(report.chartCanvas()).toBeVisible();
  await expect(report.rows().first()).toContainText(/^\d{4}-\d{2}/);
});

test('the sales report exports its table as an Excel file', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  const report = new StatisticsPage(page);
  await report.open('销售统计', 'sales');
  await expect(report.rows().first()).toBeVisible();
  const shown = await report.rows().count();

  const downloading = page.waitForEvent('download');
  await report.exportButton().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  // A header row and at least the rows the table shows (one per day of the period).
  expect(sheet!.actualRowCount).toBeGreaterThanOrEqual(shown);
});
