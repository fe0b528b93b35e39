import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { expect, test } from '../support/signed-in.ts';

/* The points mall (issue 22), this round's screen: the points categories' two-level tree — a
 * sub-category added under a seeded top category, a parent with children refused, then deleted. */

const suffix = () => `${Date.now() % 1e6}`;

test('the founder adds a points sub-category and deletes it again', async ({ page, signedIn }) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);
  await shell.menuItem('积分商城').click();
  await shell.menuItem('积分分类').click();
  await expect(page).toHaveURL(/\/pointsOrder\/points-category$/);

  const table = page.getByRole('table', { name: '积分分类' });
  await expect(table.getByRole('row').filter({ hasText: '口罩' })).toBeVisible();
  const top = table.getByRole('row').filter({ hasText: '家庭药箱' });
  await top.getByRole('button', { name: '添加子分类' }).click();
  const name = `创可贴${suffix()}`;
  const dialog = page.getByRole('dialog', { name: '添加积分分类' });
  await dialog.getByLabel('分类名称').fill(name);
  await dialog
    .getByRole('button', { name: '确 定' })
    .or(dialog.getByRole('button', { name: '确定' }))
    .click();
  const child = table.getByRole('row').filter({ hasText: name });
  await expect(child).toBeVisible();

  await top.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('该分类下还有子分类，请先删除子分类')).toBeVisible();
  await child.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(child).toHaveCount(0);
});
