import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { expect, test } from '../support/signed-in.ts';

/* Goods groups, tags, promotion codes and suppliers (issue 20): what only a browser shows — the
 * tree table, the goods picker filling a tag, a code drawn from an authenticated PNG. */

const suffix = () => `${Date.now() % 1e6}`;

test('the founder adds a sub-group, fills the hot tag with the goods picker and sees a promotion code', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);
  await shell.menuItem('商品管理').click();

  // A sub-group under the empty top group, then deleted again.
  await shell.menuItem('店铺分组').click();
  await expect(page).toHaveURL(/\/goods\/category-list$/);
  const groups = page.getByRole('table', { name: '店铺分组' });
  const top = groups.getByRole('row').filter({ hasText: '新品上架' });
  await top.getByRole('button', { name: '添加子分组' }).click();
  const name = `秋季${suffix()}`;
  const dialog = page.getByRole('dialog', { name: '添加分组' });
  await dialog.getByLabel('分组名称').fill(name);
  await dialog
    .getByRole('button', { name: '确 定' })
    .or(dialog.getByRole('button', { name: '确定' }))
    .click();
  const child = groups.getByRole('row').filter({ hasText: name });
  await expect(child).toBeVisible();
  // A group that still has a sub-group is not deleted: the server says how many.
  await top.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('该分组下还有 1 个子分组，请先删除子分组')).toBeVisible();
  await child.getByRole('button', { name: '删除' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await expect(child).toHaveCount(0);

  // The hot tag's goods: one more chosen by its pasted code.
  await shell.menuItem('商品标签').click();
  await page
    .getByRole('table', { name: '商品标签' })
    .getByRole('row')
    .filter({ hasText: '热卖' })
    .getByRole('button', { name: '选择商品' })
    .click();
  await expect(page).toHaveURL(/\/goods\/tag-add\/\d+\?tag_name=/);
  await expect(shell.tabStrip).toContainText('标签商品 - 热卖');
  const tagGoods = page.getByRole('table', { name: '标签商品' });
  await expect(tagGoods.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  await picker.getByPlaceholder('粘贴商品编码，空格、换行或逗号分隔').fill('DV160003');
  await picker.getByRole('button', { name: /搜\s*索/ }).click();
  const pickedRow = picker.getByRole('row').filter({ hasText: 'DV160003' });
  await pickedRow.getByRole('checkbox').check();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(tagGoods.getByRole('row').filter({ hasText: 'DV160003' })).toBeVisible();

  // Promotion codes: each row draws its code from the authenticated PNG.
  await shell.menuItem('推广码').click();
  await expect(page).toHaveURL(/\/goods\/goods-qrcode$/);
  const code = page
    .getByRole('table', { name: '推广码' })
    .getByRole('img', { name: /的推广码$/ })
    .first();
  await expect(code).toBeVisible();
  await expect
    .poll(() => code.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(200);
  await expect(page.getByText('pages/goods/detail?goods_id=').first()).toBeVisible();
});

test('the founder disables a supplier after confirming, and enables it again', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);
  await shell.menuItem('商品管理').click();
  await shell.menuItem('供应商').click();
  await expect(page).toHaveURL(/\/goods\/supplier-list$/);
  const row = page
    .getByRole('table', { name: '供应商' })
    .getByRole('row')
    .filter({ hasText: '浙江优选健康产品供应链有限公司' });
  await row.getByRole('button', { name: '停用' }).click();
  await expect(page.getByText(/新订单中它的 \d+ 件代发商品将由本店自行发货/)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '停用' }).click();
  await expect(row).toContainText('已停用');
  await row.getByRole('button', { name: '启用' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '启用' }).click();
  await expect(row).toContainText('合作中');
});
