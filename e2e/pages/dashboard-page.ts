import type { Locator, Page } from '@playwright/test';

/** /dashboard — shop card and signed-in user card. */
export class DashboardPage {
  readonly welcome: Locator;

  constructor(readonly page: Page) {
    // Named, so the login page's own h1 (RxDesk) never passes for the dashboard.
    this.welcome = page.getByRole('heading', { level: 1, name: /^(欢迎回来|Welcome back)/ });
  }

  shopName(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name });
  }

  /** A labelled value of the shop or user card, e.g. field('联系人'). */
  field(label: string): Locator {
    return this.page
      .locator('.ant-descriptions-item')
      .filter({ hasText: label })
      .locator('.ant-descriptions-item-content');
  }
}
