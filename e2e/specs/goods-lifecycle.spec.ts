import { ACCOUNTS } from '../pages/accounts.ts';
import { GoodsListPage, PublishWizardPage } from '../pages/goods-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Issue 20: an item taken off shelf with a reason (a batch action), recycled, refused deletion
 * because orders name it (the server's message), restored and put back on sale; a draft saved at
 * the second step, resumed there from the drafts, and deleted. */

const CODE = 'OTC02201';
const NAME = '金嗓子喉片';

test('off shelf with a reason, recycle, a refused delete, restore and back on sale', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  const list = new GoodsListPage(page);
  await list.goto('goods-list', `?keyword=${CODE}`);
  const row = list.row(NAME);
  await expect(row.getByTestId('goods-status')).toHaveText('售卖中');

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^批量操作（已选 1）/ }).click();
  await page.getByRole('menuitem', { name: '批量下架' }).click();
  const under = page.getByRole('dialog', { name: `下架「${NAME}」` });
  await under.getByLabel('下架原因').fill('包装更新，暂停销售');
  await under.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row.getByTestId('goods-status')).toHaveText('已下架');
  await expect(row).toContainText('包装更新，暂停销售');

  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '回收', exact: true }).click();
  await page
    .getByRole('dialog', { name: '放入回收站' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row).toHaveCount(0);

  await list.goto('recycle-station', `?keyword=${CODE}`);
  const recycled = list.row(NAME);
  // Orders name it: the row offers no delete; asked anyway (the batch button), the server says why.
  await expect(recycled.getByRole('button', { name: '删除' })).toHaveCount(0);
  await recycled.getByRole('checkbox').check();
  await page.getByRole('button', { name: '彻底删除所选（1）' }).click();
  await page
    .getByRole('dialog', { name: '彻底删除' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText(`「${NAME}」已有订单引用，不能彻底删除`)).toBeVisible();
  await recycled.getByRole('button', { name: '还原' }).click();
  await expect(recycled).toHaveCount(0);

  await list.goto('goods-list', `?keyword=${CODE}`);
  await expect(row.getByTestId('goods-status')).toHaveText('已下架');
  await row.getByRole('button', { name: '上架' }).click();
  await expect(row.getByTestId('goods-status')).toHaveText('售卖中');
});

test('a draft saved at the second step resumes there, and is deleted', async ({ page, signedIn }) => {
  const name = `草稿商品 E2E${Date.now() % 1e6}`;
  await signedIn(ACCOUNTS.founder);
  const wizard = new PublishWizardPage(page);
  await wizard.goto();
  await wizard.chooseCategory('抗感染', '抗生素');
  await wizard.next();
  await wizard.fill({ 商品名称: name, 单位: '盒' });
  await wizard.button('保存草稿').click();
  await expect(page.getByText('草稿已保存')).toBeVisible();

  await page.goto('/goods/draft-list');
  const row = page.getByRole('table', { name: '草稿' }).locator('tr.ant-table-row').filter({ hasText: name });
  await expect(row).toContainText('第 2 步：基本与药品信息');
  await row.getByRole('button', { name: '继续编辑' }).click();
  await expect(page).toHaveURL(/\/goods\/good-publish\/\d+\/1$/);
  await expect(wizard.field('商品名称')).toHaveValue(name);
  await expect(wizard.field('单位')).toHaveValue('盒');
  await wizard.button('上一步').click();
  await expect(page.locator('.ant-cascader')).toContainText('抗感染 / 抗生素');

  await page.goto('/goods/draft-list');
  await row.getByRole('button', { name: '删除' }).click();
  await page
    .getByRole('dialog', { name: '删除草稿' })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row).toHaveCount(0);
});
