import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** /statistics/<report> — one report page: period filter, chart canvas, table, export. */
export class StatisticsPage {
  constructor(readonly page: Page) {}

  /** Opens a report by its route name and waits for its first answer. */
  async open(route: string, endpoint: string): Promise<void> {
    const answered = this.answer(endpoint);
    await this.page.goto(`/statistics/${route}`);
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

  /** The first chart's canvas (ECharts draws into it once figures are there). */
  chartCanvas(): Locator {
    return this.page.getByTestId('stat-chart').first().locator('canvas');
  }

  /** Body rows of the first table under the chart. */
  rows(): Locator {
    return this.page.getByTestId('report-table').first().locator('tbody tr.ant-table-row');
  }

  /** Picks a §9 shortcut (最近一周 / 最近一个月 / 最近三个月) and waits for the report to re-read. */
  async choosePeriod(label: string, endpoint: string): Promise<Response> {
    const answered = this.answer(endpoint, /start_date=/);
    await this.page.locator('label.ant-radio-button-wrapper', { hasText: label }).click();
    return answered;
  }

  exportButton(): Locator {
    return this.page.getByRole('button', { name: /导出 Excel|Export to Excel/ });
  }
}
