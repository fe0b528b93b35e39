import { expect, type Locator, type Page } from '@playwright/test';

/** /setting/sw-shop-setting — 店铺信息, with the AMap / Tencent location pickers. */
export class ShopSettingsPage {
  readonly form: Locator;
  readonly picker: Locator;
  readonly pointText: Locator;

  constructor(readonly page: Page) {
    this.form = page.locator('form#shop-settings');
    this.picker = page.getByRole('dialog').filter({ has: page.getByTestId('location-picker-map') });
    this.pointText = page.getByTestId('location-picker-value');
  }

  /** The demo's overdue-prescription notice sits over the picker's OK button: closed whenever it
   * shows (as a seller would). */
  async closeNotices(): Promise<void> {
    const notice = this.page.locator('.ant-notification-notice').filter({ hasText: '超时处方提醒' });
    await this.page.addLocatorHandler(notice, async () => {
      await notice.getByRole('button', { name: '关闭' }).click();
    });
  }

  async goto(): Promise<void> {
    await this.page.goto('/setting/sw-shop-setting');
    await expect(this.form).toBeVisible();
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** Opens a service's picker, searches `address` and waits for the marker on the map. */
  async pickByAddress(provider: 'amap' | 'tencent', address: string): Promise<void> {
    await this.page.getByTestId(`location-picker-${provider}`).click();
    await expect(this.picker).toBeVisible();
    // Tiles come through the server from the fake: at least one is drawn.
    await expect(this.picker.locator('.leaflet-tile-loaded').first()).toBeVisible();
    const search = this.picker.getByPlaceholder('输入地址搜索');
    await search.fill(address);
    await search.press('Enter');
    await expect(this.picker.locator('.rx-map-marker')).toBeVisible();
  }

  async confirmPick(): Promise<void> {
    await this.picker.locator('#location-picker-ok').click();
    await expect(this.picker).toBeHidden();
  }

  async save(): Promise<void> {
    await this.page.getByTestId('shop-settings-save').click();
    await expect(this.page.getByText('修改成功')).toBeVisible();
  }
}
