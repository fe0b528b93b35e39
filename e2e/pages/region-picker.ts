import type { Locator, Page } from '@playwright/test';

/** The §2 region picker (an antd Cascader): its field, what it shows, and its menus, which open
 * in a pop-up outside the dialog. Menu items are named by the full region name (the visible
 * label is cut at 8 characters). */
export class RegionPickerField {
  readonly field: Locator;

  constructor(
    readonly page: Page,
    scope: Locator,
  ) {
    this.field = scope.locator('.ant-cascader');
  }

  /** The chosen path as shown in the field, e.g. "浙江省 / 杭州市 / 西湖区 / 北山街道". */
  get shown(): Locator {
    return this.field.locator('.ant-select-content, .ant-select-selection-item').first();
  }

  item(name: string): Locator {
    return this.page.getByRole('menuitemcheckbox', { name, exact: true });
  }

  /** Opens the picker and clicks down the path, one level at a time. */
  async choose(path: readonly string[]): Promise<void> {
    await this.field.click();
    for (const name of path) await this.item(name).click();
  }
}
