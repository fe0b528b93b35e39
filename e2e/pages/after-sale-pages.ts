import type { Locator, Page } from '@playwright/test';

/** /after-sale/service-list — status tabs with counts, the search box, the cases. */
export class ServiceListPage {
  readonly search: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.search = page
      .getByRole('searchbox', { name: /^(搜索|Search)$/ })
      .or(page.getByRole('textbox', { name: /^(搜索|Search)$/ }));
    this.rows = page.locator('.ant-table-tbody tr.ant-table-row');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/after-sale/service-list${query}`);
    await this.search.waitFor();
  }

  async searchFor(keyword: string): Promise<void> {
    await this.search.fill(keyword);
    await this.search.press('Enter');
    await this.page.waitForURL(/keyword=/);
  }

  row(serviceSn: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: serviceSn, exact: true }) });
  }

  tab(label: string | RegExp): Locator {
    return this.page.getByRole('tab', { name: label });
  }
}

/** /after-sale/service-detail/:service_sn — the case, its sections and its action dialogs. */
export class ServiceDetailPage {
  readonly title: Locator;
  readonly status: Locator;
  readonly actions: Locator;
  readonly dialog: Locator;
  readonly orderStatus: Locator;
  readonly refund: Locator;
  readonly history: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 4, name: /^(售后单|Case) / });
    this.status = page.locator('.rx-after-sale-detail').getByTestId('case-status').first();
    this.actions = page.getByRole('group', { name: /^(售后操作|Case actions)$/ });
    this.dialog = page.getByRole('dialog');
    this.orderStatus = page.getByTestId('case-order-status');
    this.refund = page.getByTestId('case-refund');
    this.history = page.getByTestId('case-history');
  }

  async goto(serviceSn: string, path = '/after-sale/service-detail'): Promise<void> {
    await this.page.goto(`${path}/${serviceSn}`);
    await this.title.waitFor();
  }

  action(label: string | RegExp): Locator {
    return this.actions.getByRole('button', { name: label });
  }

  /** The dialog's OK button (antd may keep its loading icon in the name for a moment). */
  get ok(): Locator {
    return this.dialog.getByRole('button', { name: /^(loading )?(确定|OK)$/ });
  }

  fieldError(text: string | RegExp): Locator {
    return this.dialog.locator('.ant-form-item-explain-error').filter({ hasText: text });
  }

  /** The 5-second success toast (§8). */
  get success(): Locator {
    return this.page.locator('.ant-message-notice').filter({ hasText: /^(操作成功|Done)$/ });
  }
}

/** /after-sale/refund-list — refunds with their state, way and amount. */
export class RefundListPage {
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.rows = page.locator('.ant-table-tbody tr.ant-table-row');
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/after-sale/refund-list${query}`);
    await this.page.getByRole('table', { name: /^(退款单列表|Refunds)$/ }).waitFor();
  }

  row(refundSn: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId('refund-sn').getByText(refundSn, { exact: true }) });
  }
}
