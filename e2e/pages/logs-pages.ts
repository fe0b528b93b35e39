import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './choose-option.ts';

/** /logs/operate-log — the operation log: advanced search and the entry dialog. */
export class OperateLogPage {
  readonly table: Locator;
  readonly popover: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: /^(操作日志|Operation log)$/ });
    this.popover = page.locator('.ant-popover:visible');
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/logs/operate-log');
    await expect(this.table).toBeVisible();
  }

  /** The body rows of the list (the header row left out). */
  rows(): Locator {
    return this.table.locator('tbody tr.ant-table-row');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** Opens the advanced search, picks the operator by its shown name and applies it. */
  async filterByOperator(shown: string): Promise<void> {
    await this.page.getByRole('button', { name: /^(高级搜索|Advanced search)$/ }).click();
    const select = this.popover.getByRole('combobox', { name: /^(操作人|Operator)\s*:?$/ });
    // The operator is the form's first field (once chosen, the combobox is named by its value).
    const item = this.popover.locator('.ant-form-item').first();
    await chooseOption(this.page, select, item, shown);
    await this.popover.getByRole('button', { name: /^(搜索|Search)$/ }).click();
    await expect(this.popover).toHaveCount(0);
  }

  /** Opens the detail dialog of the first row showing `text`. */
  async open(text: string): Promise<void> {
    await this.row(text)
      .first()
      .getByRole('button', { name: /^(查看|View)$/ })
      .click();
    await expect(this.dialog.getByTestId('log-detail')).toBeVisible();
  }

  /** Closes the entry with the footer's button (the corner cross is named alike). */
  async close(): Promise<void> {
    await this.dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^(关闭|Close)$/ })
      .click();
    await expect(this.dialog).toHaveCount(0);
  }

  /** The detail's before/after table rows. */
  changeRows(): Locator {
    return this.dialog.getByTestId('log-changes').locator('tbody tr.ant-table-row');
  }
}
