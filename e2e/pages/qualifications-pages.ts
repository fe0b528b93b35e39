import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './choose-option.ts';

/** A 1×1 PNG: the upload checks the bytes, so a scan must be a real image. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const button = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/** The Shanghai calendar day `days` from now (YYYY-MM-DD). */
export function shanghaiDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** /setting/zz-gl — 资质管理: the business licence card, the licences table and its dialogs. */
export class QualificationsPage {
  readonly table: Locator;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('licence-table');
    this.form = page.getByRole('dialog').filter({ hasText: '登记资质' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/setting/zz-gl');
    await expect(this.table.locator('tr.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  }

  row(text: string): Locator {
    return this.table.locator('tr.ant-table-row').filter({ hasText: text });
  }

  async deleteRow(text: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: button('删除') })
      .click();
    const confirm = this.page.getByRole('dialog').filter({ hasText: '删除资质' });
    await confirm.getByRole('button', { name: button('确定') }).click();
    await expect(this.row(text)).toHaveCount(0);
  }

  /** A date typed into an antd date picker, committed with Enter. */
  private async date(label: string, value: string): Promise<void> {
    const input = this.form.getByLabel(label, { exact: true });
    await input.click();
    await input.fill(value);
    await input.press('Enter');
    await expect(input).toHaveValue(value);
  }

  async addLicence(v: {
    kind: string;
    holder: string;
    number: string;
    issuer: string;
    officer: string;
    from: string;
    until: string;
  }): Promise<void> {
    await this.page.getByTestId('licence-add').click();
    await expect(this.form).toBeVisible();
    await chooseOption(
      this.page,
      this.form.getByTestId('licence-kind'),
      this.form.getByTestId('licence-kind'),
      v.kind,
    );
    await this.form.getByLabel('企业名称', { exact: true }).fill(v.holder);
    await this.form.getByLabel('证书编号', { exact: true }).fill(v.number);
    await this.form.getByLabel('发证机关', { exact: true }).fill(v.issuer);
    await this.form.getByLabel('质量负责人', { exact: true }).fill(v.officer);
    await this.date('有效期起', v.from);
    await this.date('有效期至', v.until);
    await this.form.locator('input[type=file]').first().setInputFiles({
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await expect(
      this.form.locator(
        '.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)',
      ),
    ).toHaveCount(1);
    await this.form.getByRole('button', { name: button('确定') }).click();
    await expect(this.form).toBeHidden();
  }
}
