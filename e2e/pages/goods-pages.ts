import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './choose-option.ts';

/** A 1×1 PNG: the upload checks the bytes, so the wizard's picture must be a real image. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** /goods/goods-list, /goods/active-list — the goods tables and their row actions. */
export class GoodsListPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: /^(商品|Goods)$/ });
  }

  async goto(path: 'goods-list' | 'active-list' | 'recycle-station', query = ''): Promise<void> {
    await this.page.goto(`/goods/${path}${query}`);
    await this.table.waitFor();
  }

  row(text: string): Locator {
    return this.table.locator('tr.ant-table-row').filter({ hasText: text });
  }

  tab(label: string | RegExp): Locator {
    return this.page.getByRole('tab', { name: label });
  }

  /** A dialog by its title. */
  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByText(title, { exact: true }) });
  }
}

/** /goods/good-publish — the four steps and the footer. */
export class PublishWizardPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/goods/good-publish');
    await this.page.getByRole('combobox').first().waitFor();
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }

  async next(): Promise<void> {
    await this.button(/^下一步$/).click();
  }

  /** Step 1: a category, level by level, as the cascader opens each. Each level's children load
   * on demand: when a level is not there yet, its parent is clicked again (and the menus reopened
   * if they closed), so a slow or lost load is retried instead of waited on for the whole test. */
  async chooseCategory(...names: string[]): Promise<void> {
    const combobox = this.page.getByRole('combobox').first();
    const open = this.page.locator('.ant-cascader-dropdown:visible');
    const item = (name: string) => open.locator('.ant-cascader-menu-item').filter({ hasText: name }).first();
    await combobox.click();
    for (const [i, name] of names.entries())
      await expect(async () => {
        if (!(await open.count())) await combobox.click();
        if (i > 0 && !(await item(name).count())) await item(names[i - 1]!).click({ timeout: 2_000 });
        await item(name).click({ timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
    // A category with levels below keeps the menus open (any level may be chosen): close them.
    if (await this.page.locator('.ant-cascader-dropdown:visible').count())
      await this.page.keyboard.press('Escape');
    await expect(this.page.locator('.ant-cascader-dropdown:visible')).toHaveCount(0);
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  async uploadImage(): Promise<void> {
    await this.page.locator('input[type=file]').first().setInputFiles({
      name: 'pack.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await expect(
      this.page.locator(
        '.ant-upload-list-item-done, .ant-upload-list-item:not(.ant-upload-list-item-uploading)',
      ),
    ).toHaveCount(1);
  }

  /** An option of a form select, by its exact text ('处方药' is also inside '甲类非处方药'). */
  async choose(label: string, option: string): Promise<void> {
    const select = this.field(label);
    const item = this.page.locator(`.ant-select-item-option[title="${option}"]`);
    await expect(async () => {
      if (!(await item.isVisible())) await select.click();
      await item.dispatchEvent('click', undefined, { timeout: 2_000 });
      await expect(this.page.locator('.ant-form-item').filter({ has: select })).toContainText(option, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
  }

  /** Step 3: one spec name and its values. */
  async addSpec(name: string, values: string[]): Promise<void> {
    await this.button(/添加规格项/).click();
    const n = await this.page.getByLabel(/^第 \d 个规格名$/).count();
    await this.page.getByLabel(`第 ${n} 个规格名`).fill(name);
    const input = this.page.getByLabel(`第 ${n} 个规格的新规格值`);
    for (const value of values) {
      await input.fill(value);
      await input.press('Enter');
    }
  }

  async generateCodes(prefix: string): Promise<void> {
    await this.button('生成编号').click();
    await this.page.getByLabel('前缀', { exact: true }).fill(prefix);
    await this.button(/^生成 \d+ 个编号$/).click();
  }

  async fillColumn(column: string, value: string): Promise<void> {
    await chooseOption(
      this.page,
      this.page.getByLabel('批量设置的列'),
      this.page.locator('.rx-fill-bar'),
      column,
    );
    await this.page.getByLabel('批量设置的值').fill(value);
    await this.button('批量填充').click();
  }

  /** Step 3: an opening batch of the SKU `row` (its spec values joined by /). */
  async addBatch(
    row: string,
    batch: { no: string; produced: string; expires: string; quantity: string },
  ): Promise<void> {
    const skuRow = this.page.locator('.rx-sku-matrix tr.ant-table-row').filter({ hasText: row });
    await skuRow.getByRole('button', { name: /^批次（\d+）$/ }).click();
    await this.button(`为「${row}」添加批次`).click();
    const cell = (column: string) =>
      this.page.getByLabel(new RegExp(`^${row} 第 \\d+ 个批次的${column}$`)).last();
    await cell('批号').fill(batch.no);
    await cell('生产日期').fill(batch.produced);
    await cell('有效期至').fill(batch.expires);
    await cell('数量').fill(batch.quantity);
  }
}
