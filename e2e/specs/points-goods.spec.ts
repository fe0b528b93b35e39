import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { expect, test } from '../support/signed-in.ts';

/* The points goods (issue 22): the seeded list with its on / off tabs, a goods taken off and put
 * on again, and the form refusing prescription goods is the server's (points-goods.test.ts). */

test('the founder sees the seeded points goods and takes one off and on again', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);
  await shell.menuItem('积分商城').click();
  await shell.menuItem('积分商品').click();
  await expect(page).toHaveURL(/\/pointsOrder\/points-goods/);

  const table = page.getByRole('table', { name: '积分商品' });
  await expect(table.getByRole('row')).toHaveCount(7); // the header and six seeded goods
  await page.getByTestId('points-goods-tab-OFF').click();
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByTestId('points-goods-tab-ON').click();
  await expect(table.getByRole('row')).toHaveCount(6);
  const first = table.getByRole('row').nth(1);
  const name = (await first.getByRole('cell').first().innerText()).split('\n')[0]!;
  await first.getByRole('button', { name: '下架' }).click();
  await expect(page.getByText('已下架').first()).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(5);

  await page.getByTestId('points-goods-tab-OFF').click();
  const row = table.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: '上架' }).click();
  await expect(row).toHaveCount(0);

  // The form opens with the goods picker, the category tree and the figures.
  await page.getByTestId('points-goods-add').click();
  const dialog = page.getByRole('dialog', { name: '添加积分商品' });
  await expect(dialog.getByRole('button', { name: '选择商品' })).toBeVisible();
  await expect(dialog.getByLabel('兑换积分')).toBeVisible();
});
