import type { Locator, Page } from '@playwright/test';

/** /order/order-list — status tabs, search box, export, the table and its row actions. */
export class OrdersListPage {
  readonly search: Locator;
  readonly searchButton: Locator;
  readonly exportButton: Locator;
  readonly table: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.search = page
      .getByRole('searchbox', { name: /^(搜索|Search)$/ })
      .or(page.getByRole('textbox', { name: /^(搜索|Search)$/ }));
    this.searchButton = page.getByRole('search').getByRole('button', { name: /^(搜索|Search)$/ });
    this.exportButton = page.getByRole('button', { name: /^(导出|Export)$/ });
    this.table = page.getByRole('table');
    // Data rows only: the header row has no order number link.
    this.rows = page.locator('.ant-table-tbody tr.ant-table-row');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/order/order-list${query}`);
    await this.search.waitFor();
  }

  async searchFor(keyword: string): Promise<void> {
    await this.search.fill(keyword);
    await this.search.press('Enter');
    await this.page.waitForURL(/keyword=/);
  }

  row(sn: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: sn, exact: true }) });
  }

  /** A row action button (pay, ship, pick…) by its label. */
  rowAction(sn: string, label: string | RegExp): Locator {
    return this.row(sn).getByRole('button', { name: label });
  }

  tab(label: string | RegExp): Locator {
    return this.page.getByRole('tab', { name: label });
  }
}
