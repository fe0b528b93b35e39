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

/** The dashboard's figures, trend and to-do cards (issue 25). */
export class DashboardFigures {
  readonly figures: Locator;
  readonly trend: Locator;
  readonly todos: Locator;

  constructor(readonly page: Page) {
    this.figures = page.getByTestId('dashboard-figures');
    this.trend = page.getByTestId('dashboard-trend');
    this.todos = page.getByTestId('more-todo');
  }

  /** Today's value of a figure by its label (付款订单, 付款金额（元）…), as a number. */
  async today(label: string): Promise<number> {
    const stat = this.figures.locator('.ant-statistic').filter({ hasText: `今日 · ${label}` });
    return Number((await stat.locator('.ant-statistic-content').innerText()).replace(/,/g, ''));
  }

  /** A to-do tile's link, e.g. todo('预警库存'). */
  todo(label: string): Locator {
    return this.todos.getByRole('link', { name: new RegExp(`^查看${label}: \\d+$`) });
  }
}
