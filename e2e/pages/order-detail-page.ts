import type { Locator, Page } from '@playwright/test';
import { chooseOption } from './choose-option.ts';

/** /order/detail/:sn — header with actions, status steps, sections, log, and the action dialogs. */
export class OrderDetailPage {
  readonly title: Locator;
  readonly status: Locator;
  readonly actions: Locator;
  readonly dialog: Locator;
  readonly log: Locator;
  readonly flow: Locator;
  readonly total: Locator;
  readonly consignee: Locator;
  readonly region: Locator;
  readonly address: Locator;
  readonly express: Locator;
  readonly waybill: Locator;
  readonly batchNumbers: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByRole('heading', { level: 4, name: /^(订单|Order) \d+/ });
    this.status = page.locator('.rx-order-detail__header').getByTestId('order-status');
    this.actions = page.getByRole('group', { name: /^(订单操作|Order actions)$/ });
    this.dialog = page.getByRole('dialog');
    this.log = page.getByTestId('order-log');
    this.flow = page.getByTestId('order-flow');
    this.total = page.getByTestId('order-total');
    this.consignee = page.getByTestId('detail-consignee');
    this.region = page.getByTestId('detail-region');
    this.address = page.getByTestId('detail-address');
    this.express = page.getByTestId('detail-express');
    this.waybill = page.getByTestId('detail-waybill');
    this.batchNumbers = page.getByTestId('batch-numbers');
  }

  async goto(sn: string): Promise<void> {
    await this.page.goto(`/order/detail/${sn}`);
    await this.title.waitFor();
  }

  action(label: string | RegExp): Locator {
    return this.actions.getByRole('button', { name: label });
  }

  /** The dialog's OK button (确定 / OK). After a quick request antd may leave its faded
   * loading icon in the button for a while, which adds "loading" to the accessible name. */
  get ok(): Locator {
    return this.dialog.getByRole('button', { name: /^(loading )?(确定|OK)$/ });
  }

  /** Picks the express company in the ship dialog and waits until the select shows it. */
  async chooseExpress(name: string): Promise<void> {
    const shown = this.dialog
      .locator('.ant-select')
      .filter({ has: this.page.getByLabel('快递公司') })
      .locator('.ant-select-content'); // antd 6: the chosen value (or the placeholder) is in here
    await chooseOption(this.page, this.dialog.getByLabel('快递公司'), shown, name);
  }

  /** A validation or server message under a field of the open dialog. */
  fieldError(text: string | RegExp): Locator {
    return this.dialog.locator('.ant-form-item-explain-error').filter({ hasText: text });
  }

  /** The 5-second success toast (§8). */
  get success(): Locator {
    return this.page.locator('.ant-message-notice').filter({ hasText: /^(操作成功|Done)$/ });
  }
}
