import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { AppShell } from './app-shell.ts';

/** The statistics reports (/statistics/<report>): period filter, chart canvas, table, export. The
 * tab strip keeps visited reports alive (hidden), so everything is looked up in the visible one. */
export class StatisticsPage {
  private readonly shell: AppShell;

  constructor(readonly page: Page) {
    this.shell = new AppShell(page);
  }

  /** The report on screen. */
  report(): Locator {
    return this.page.getByTestId('report').filter({ visible: true });
  }

  /** Opens a report from the sidebar (统计分析 › title) and waits for its first answer. */
  async open(title: string, endpoint: string): Promise<void> {
    const answered = this.answer(endpoint);
    const item = this.shell.menuItem(title);
    if (!(await item.isVisible())) await this.shell.menuItem('统计分析').click();
    await item.click();
    expect((await answered).status()).toBe(200);
  }

  /** The next answer of a report endpoint (`overview`, `sales`…), optionally with a query part. */
  answer(endpoint: string, query?: RegExp): Promise<Response> {
    return this.page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === `/api/seller/statistics/${endpoint}` &&
        response.request().method() === 'GET' &&
        (!query || query.test(url.search))
      );
    });
  }

  /** The first chart's canvas (ECharts draws into it once figures are there; a chart with a
   * colour legend has a second layer). */
  chartCanvas(): Locator {
    return this.report().getByTestId('stat-chart').first().locator('canvas').first();
  }

  /** Body rows of the first table under the chart. */
  rows(): Locator {
    return this.report().getByTestId('report-table').first().locator('tbody tr.ant-table-row');
  }

  /** Clicks one of the report's button-style choices (a §9 shortcut, 按年…). */
  async choose(label: string): Promise<void> {
    await this.report().locator('label.ant-radio-button-wrapper', { hasText: label }).click();
  }

  /** Picks a §9 shortcut (最近一周 / 最近一个月 / 最近三个月) and waits for the report to re-read. */
  async choosePeriod(label: string, endpoint: string): Promise<Response> {
    const answered = this.answer(endpoint, /start_date=/);
    await this.choose(label);
    return answered;
  }

  exportButton(): Locator {
    return this.report().getByRole('button', { name: /导出 Excel|Export to Excel/ });
  }
}
