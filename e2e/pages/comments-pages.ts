import { expect, type Locator, type Page } from '@playwright/test';
import { chooseOption } from './choose-option.ts';

/** /comments/goods-comment-list — buyers' reviews: grade tabs, the advanced search, the rows with
 * their pictures and actions, the reply dialog. */
export class CommentListPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: /^(商品评价列表|Goods comments)$/ });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/comments/goods-comment-list${query}`);
    await this.table.waitFor();
  }

  rows(): Locator {
    return this.table.locator('tr.ant-table-row');
  }

  row(text: string): Locator {
    return this.rows().filter({ hasText: text });
  }

  /** Opens the advanced search, picks each select field's option by its label, applies. */
  async advancedSearch(choices: Record<string, string>): Promise<void> {
    await this.page.getByRole('button', { name: /高级搜索/ }).click();
    const form = this.page.locator('form#comment-advanced-search');
    await form.waitFor();
    for (const [label, option] of Object.entries(choices)) {
      const item = form.locator('.ant-form-item').filter({ hasText: label });
      await chooseOption(this.page, item.locator('.ant-select'), item.locator('.ant-select'), option);
    }
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form).toBeHidden();
  }

  replyDialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByText('回复评价', { exact: true }) });
  }
}
