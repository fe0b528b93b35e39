import { expect, type Locator, type Page } from '@playwright/test';

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

  /** Empties the field with the picker's clear button (shown while the pointer is over it). */
  async clear(): Promise<void> {
    await this.field.hover();
    await this.field.locator('.ant-select-clear').click();
  }

  /** Opens the picker and walks down `path`, each step until the level below shows the next name
   * (the last one: `next`). A click can land while the pop-up re-renders — the top bar's counters
   * move as other specs' orders arrive — and expand nothing; a user would click again, and so does
   * this. */
  async walk(path: readonly string[], next: string): Promise<void> {
    const names = [...path, next];
    for (let i = 0; i < path.length; i++) {
      const here = this.item(names[i]!);
      await expect(async () => {
        if (!(await here.isVisible())) await this.field.click();
        await here.click({ timeout: 2_000 });
        await expect(this.item(names[i + 1]!)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
    }
  }
}
