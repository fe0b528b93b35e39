import { expect, type Locator, type Page, type Response } from '@playwright/test';
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

  /** Opens the advanced search, picks each select field's option by its label, applies; returns
   * the list's answer whose query matches `query` (the table keeps the previous rows until it
   * comes, and an answer to the filters before may still be on its way). */
  async advancedSearch(choices: Record<string, string>, query: RegExp): Promise<Response> {
    await this.page.getByRole('button', { name: /高级搜索/ }).click();
    const form = this.page.locator('form#comment-advanced-search');
    await form.waitFor();
    for (const [label, option] of Object.entries(choices)) {
      const item = form.locator('.ant-form-item').filter({ hasText: label });
      await chooseOption(this.page, item.locator('.ant-select'), item.locator('.ant-select'), option);
    }
    const answered = this.page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/seller/members/comments' &&
        query.test(new URL(response.url()).search) &&
        response.request().method() === 'GET',
    );
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form).toBeHidden();
    return answered;
  }

  replyDialog(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByText('回复评价', { exact: true }) });
  }
}
