import { type Locator, type Page } from '@playwright/test';
import { ACCOUNTS } from '../pages/accounts.ts';
import { TabStrip } from '../pages/tab-strip.ts';
import { expect, test } from '../support/signed-in.ts';

/* Issue 22: a time-limited sale and a group buy created through their forms (goods from the
 * shared goods picker, a row per slot and SKU), and the group-buy goods page whose tab title puts
 * the group name before its title (§2). */

/** Shanghai's date `days` from today, as the pickers type it. */
function shanghaiDay(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function pickGoods(page: Page, dialog: Locator, code: string) {
  await dialog.getByTestId('activity-pick-goods').click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  await picker.getByPlaceholder('粘贴商品编码，空格、换行或逗号分隔').fill(code);
  await picker.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(picker.locator('tr.ant-table-row')).toHaveCount(1);
  await picker.locator('thead').getByRole('checkbox').check();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toHaveCount(0);
}

async function fillRows(dialog: Locator, rows: number) {
  await expect(dialog.getByTestId('sku-price')).toHaveCount(rows);
  for (let i = 0; i < rows; i++) {
    await dialog.getByTestId('sku-price').nth(i).fill('9.90');
    await dialog.getByTestId('sku-quantity').nth(i).fill('5');
    await dialog.getByTestId('sku-limit_num').nth(i).fill('2');
  }
}

test('the founder creates a time-limited sale with three slots', async ({ page, signedIn }) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  await page.goto('/promotions/time-limit');
  await page.getByTestId('seckill-add').click();
  const dialog = page.getByRole('dialog', { name: '添加限时抢购' });
  await dialog.getByTestId('seckill-title').fill('端午板蓝根限时抢购');
  const date = dialog.getByRole('textbox', { name: '活动日期' });
  await date.click();
  await date.fill(shanghaiDay(2));
  await date.press('Enter');
  await pickGoods(page, dialog, 'OTC01003');
  // The default slots 10 / 14 / 20: one row each for the SKU.
  await fillRows(dialog, 3);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: '端午板蓝根限时抢购' });
  await expect(row).toContainText('10:00 / 14:00 / 20:00');
  await expect(row).toContainText('0 / 15');
  await expect(row.getByTestId('activity-state')).toHaveText('未开始');
  await row.getByTestId('activity-action-view').click();
  await expect(page.getByTestId('activity-skus').locator('tr.ant-table-row')).toHaveCount(3);
});

test('the founder creates a group buy; its goods tab shows the group name first', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  await page.goto('/promotions/group-buy-manager');
  await page.getByTestId('group-buy-add').click();
  const dialog = page.getByRole('dialog', { name: '添加团购' });
  await dialog.getByTestId('group-buy-name').fill('端午健康团');
  const start = dialog.getByRole('textbox', { name: '活动时间' });
  const end = dialog.getByRole('textbox', { name: '结束日期' });
  await start.click();
  await start.fill(`${shanghaiDay(3)} 08:00`);
  await start.press('Enter');
  await end.fill(`${shanghaiDay(5)} 22:00`);
  await end.press('Enter');
  await pickGoods(page, dialog, 'OTC01008');
  await fillRows(dialog, 1);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: '端午健康团' });
  await expect(row).toContainText(`${shanghaiDay(3)} 08:00`);
  await row.getByTestId('activity-action-view').click();
  await expect(page).toHaveURL(/\/promotions\/group-buy-goods\/\d+\?group_name=/);
  await expect(new TabStrip(page).tab('端午健康团 团购商品')).toBeVisible();
  await expect(page.getByTestId('activity-skus')).toContainText('OTC01008');
});
