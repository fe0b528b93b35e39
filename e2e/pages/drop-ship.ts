import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** The demo shop's key relays the supplier's steps (README "Drop-ship sub-orders"). */
const INTAKE_KEY = 'rxdesk-demo-intake-key';

/** A device of the seeded catalogue that 康联医疗器械 ships for the shop (seed/drop-ship-data.ts). */
export const DROP_SHIP_GOODS = { code: 'DV160001', name: '欧姆龙 上臂式电子血压计 U10L' } as const;

/** The supplier's side through the open API, as its system would call it. */
export async function supplierStep(
  request: APIRequestContext,
  ssid: string,
  action: 'accept' | 'ship',
  data?: object,
): Promise<void> {
  const res = await request.post(`/api/open/sorders/${ssid}/${action}`, {
    headers: { 'X-Api-Key': INTAKE_KEY, 'Idempotency-Key': `e2e-${action}-${ssid}` },
    ...(data ? { data } : {}),
  });
  if (res.status() !== 200) throw new Error(`supplier ${action} failed: ${res.status()} ${await res.text()}`);
}

/** /order/sorder-list — status tabs, search, the sub-order table. */
export class SordersListPage {
  readonly search: Locator;
  readonly rows: Locator;

  constructor(readonly page: Page) {
    this.search = page
      .getByRole('searchbox', { name: /^(搜索|Search)$/ })
      .or(page.getByRole('textbox', { name: /^(搜索|Search)$/ }));
    this.rows = page.locator('.ant-table-tbody tr.ant-table-row');
  }

  async searchFor(keyword: string): Promise<void> {
    await this.search.fill(keyword);
    await this.search.press('Enter');
    await this.page.waitForURL(/keyword=/);
  }

  tab(label: string | RegExp): Locator {
    return this.page.getByRole('tab', { name: label });
  }

  /** The ssid link of each row (the sub-order number). */
  ssidLinks(): Locator {
    return this.rows.getByTestId('sorder-ssid');
  }
}

/** /order/sdetail/:ssid/:sn — header with actions, steps, lines, supplier, logistics, log. */
export class SorderDetailPage {
  readonly title: Locator;
  readonly status: Locator;
  readonly actions: Locator;
  readonly steps: Locator;
  readonly waybill: Locator;
  readonly log: Locator;
  readonly parentLink: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 4, name: /^(代发子单|Drop-ship sub-order) S\d+/ });
    this.status = page.locator('.rx-order-detail__header').getByTestId('sorder-status');
    this.actions = page.getByRole('group', { name: /^(订单操作|Order actions)$/ });
    this.steps = page.getByTestId('sorder-steps');
    this.waybill = page.getByTestId('sorder-detail-waybill');
    this.log = page.getByTestId('order-log');
    this.parentLink = page.getByTestId('sorder-parent-link');
    this.dialog = page.getByRole('dialog');
  }

  action(label: string | RegExp): Locator {
    return this.actions.getByRole('button', { name: label });
  }
}
