import ExcelJS from 'exceljs';
import { ACCOUNTS } from '../pages/accounts.ts';
import { StatisticsPage } from '../pages/statistics-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Issue 25: every report opens with its chart (an ECharts canvas) and the table of the same
 * figures; changing the period re-reads the report; one report's table exports as XLSX. */

/** Route name → the report's endpoint under /api/seller/statistics. */
const PERIOD_REPORTS: ReadonlyArray<[string, string]> = [
  ['generality-overview', 'overview'],
  ['goods-analysis', 'goods'],
  ['goods-price-sales', 'price-sales'],
  ['hot-selling-goods', 'hot-goods'],
  ['buy-analysis', 'buy-analysis'],
  ['sales-statistics', 'sales'],
  ['regional-analysis', 'region'],
  ['traffic-statistics', 'traffic'],
  ['collect-statistics', 'collect'],
];

test('each report shows its chart and table, and follows a change of period', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  const report = new StatisticsPage(page);
  for (const [route, endpoint] of PERIOD_REPORTS) {
    await report.open(route, endpoint);
    const answer = await report.choosePeriod('最近三个月', endpoint);
    expect(answer.status(), route).toBe(200);
    await expect(report.chartCanvas(), route).toBeVisible();
    await expect(report.rows().first(), route).toBeVisible();
  }

  // The operate report takes a month or a year from the year/month picker instead.
  await report.open('operate-report', 'operate');
  await expect(report.rows().first()).toBeVisible();
  const yearly = report.answer('operate', /cycle=YEAR/);
  await page.locator('label.ant-radio-button-wrapper', { hasText: '按年' }).click();
  expect((await yearly).status()).toBe(200);
  await expect(report.chartCanvas()).toBeVisible();
  await expect(report.rows().first()).toContainText(/^\d{4}-\d{2}/);
});

test('the sales report exports its table as an Excel file', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  const report = new StatisticsPage(page);
  await report.open('sales-statistics', 'sales');
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
