import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { CommentListPage } from '../pages/comments-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Comments (issue 21): staff find a bad review with pictures that has no reply yet, look at its
 * pictures, reply, and see the reply on the review. */

test('the founder replies to a bad review with pictures and sees the reply shown', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);
  await shell.menuItem('评价管理').click();
  await shell.menuItem('商品评价').click();
  await expect(page).toHaveURL(/\/comments\/goods-comment-list/);
  const list = new CommentListPage(page);
  await list.table.waitFor();

  // Bad reviews with pictures, not yet replied to.
  await page.getByRole('tab', { name: '差评' }).click();
  const answer = await list.advancedSearch(
    { 有无图片: '有图', 回复状态: '未回复' },
    /has_image=1.*replied=0|replied=0.*has_image=1/,
  );
  await expect(page).toHaveURL(/tab=BAD/);
  await expect(page).toHaveURL(/has_image=1/);
  expect(answer.status()).toBe(200);
  // The first review of the filtered answer, once the table shows it (it keeps the previous rows
  // until the answer is drawn).
  const content = String(((await answer.json()) as { data: { content: string }[] }).data[0]?.content ?? '');
  expect(content.length).toBeGreaterThan(0);
  const row = list.rows().first();
  await expect(row.getByTestId('comment-content')).toHaveText(content);
  await expect(row.getByTestId('comment-grade')).toHaveText('差评');

  // Its pictures: thumbnails, and a click previews the full picture.
  const thumbs = row.getByTestId('comment-images').locator('img');
  await expect(thumbs.first()).toBeVisible();
  await expect
    .poll(() => thumbs.first().evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  await thumbs.first().click();
  const preview = page.locator('.ant-image-preview-img').first();
  await expect(preview).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  // Reply once.
  const reply = `非常抱歉，已为您安排补发 ${Date.now() % 1e6}`;
  await row.getByTestId('comment-action-reply').click();
  const dialog = list.replyDialog();
  await expect(dialog.getByTestId('reply-dialog-review')).toHaveText(content);
  await dialog.getByLabel('回复内容').fill(reply);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('回复成功')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Replied, it leaves the "not replied" list and shows its reply among the replied ones.
  await expect(list.row(reply)).toHaveCount(0);
  await list.goto('?tab=BAD&has_image=1&replied=1');
  const replied = list.row(reply);
  await expect(replied).toHaveCount(1);
  await expect(replied.getByTestId('comment-reply')).toHaveText(reply);
  await expect(replied.getByTestId('comment-content')).toHaveText(content);
  // Within 24 hours the reply may be edited; replying again is not offered.
  await expect(replied.getByTestId('comment-action-editReply')).toBeVisible();
  await expect(replied.getByTestId('comment-action-reply')).toHaveCount(0);

  // The export follows the filters: a file of the replied bad reviews with pictures, this one in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出评价' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^comments-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByTestId('export-done')).toBeVisible();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('商品评价')!;
  const cells: string[] = [];
  sheet.eachRow((r) => cells.push(r.values ? JSON.stringify(r.values) : ''));
  expect(cells.filter((c) => c.includes(reply))).toHaveLength(1);
  expect(cells.slice(1).every((c) => c.includes('差评'))).toBe(true);
});
