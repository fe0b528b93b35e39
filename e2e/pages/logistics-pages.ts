import Database from 'better-sqlite3';
import { expect, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';

/** /logistics-manage — 物流设置: the express companies tab and the freight templates tab. */
export class LogisticsPage {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog').filter({ hasText: '运费模板' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/logistics-manage');
    await expect(this.page.getByTestId('express-table')).toBeVisible();
  }

  tab(key: 'express' | 'templates'): Locator {
    return this.page.getByTestId(`logistics-tab-${key}`);
  }

  expressSwitch(code: string): Locator {
    return this.page.getByTestId(`express-switch-${code}`);
  }

  /** Picks a province in the (multiple) province select `testId` of the open template dialog;
   * the list stays open after a pick, so a click on the dialog's title closes it. */
  async chooseProvince(testId: string, name: string): Promise<void> {
    const select = this.dialog.getByTestId(testId);
    const option = this.page.locator('.ant-select-item-option').filter({ hasText: name });
    await select.scrollIntoViewIfNeeded();
    await select.click();
    // Typing filters the provinces (and opens the list if the click did not).
    await this.page.keyboard.type(name.slice(0, 2));
    await expect(option).toBeVisible();
    await option.click();
    await expect(select).toContainText(name);
    await this.dialog.locator('.ant-modal-title').click();
    await expect(this.page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  }

  templateRow(name: string): Locator {
    return this.page
      .getByTestId('freight-template-table')
      .locator('tr.ant-table-row')
      .filter({ hasText: name });
  }
}

/** Names a freight template for a goods of the demo shop, as the goods form would (the publish
 * form is goods' own spec): written in the e2e server's database (E2E_DATA_DIR). */
export function useFreightTemplate(goodsCode: string, templateName: string): void {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through e2e/playwright.config.ts)');
  const db = new Database(join(dir, 'rxdesk.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const { changes } = db
      .prepare(
        `UPDATE goods SET freight_template_id =
           (SELECT id FROM freight_templates WHERE shop_id = goods.shop_id AND name = ?)
         WHERE shop_id = 1 AND goods_code = ?`,
      )
      .run(templateName, goodsCode);
    if (changes !== 1) throw new Error(`no goods ${goodsCode} to name template ${templateName}`);
  } finally {
    db.close();
  }
}
