import { ACCOUNTS } from '../pages/accounts.ts';
import { expect, test } from '../support/signed-in.ts';

/* Gifts (赠品, issue 22): the founder creates a gift with its opening stock, writes some off with
 * a reason (a ledger row), sees the stock and the record, and deletes the gift after a confirm. */

const button = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

test('the founder creates a gift, adjusts its stock with a reason and deletes it', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  await page.goto('/promotions/gift-manager');
  await page.getByTestId('gift-create').click();

  const form = page.getByRole('dialog').filter({ hasText: '新增赠品' });
  await form.getByLabel('赠品名称').fill('端午艾草香囊');
  await form.getByLabel('赠品价值（元）').fill('6.8');
  await form.getByLabel('初始库存').fill('20');
  await form.getByRole('button', { name: button('确定') }).click();
  await expect(form).toBeHidden();

  const row = page.getByTestId('gift-table').locator('tr.ant-table-row').filter({ hasText: '端午艾草香囊' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('6.80');
  await expect(row).toContainText('启用');
  await expect(row.locator('[data-testid^="gift-stock-count-"]')).toHaveText('20');

  await row.getByRole('button', { name: button('调整库存') }).click();
  const stock = page.getByRole('dialog').filter({ hasText: '调整库存：端午艾草香囊' });
  await expect(stock.getByTestId('gift-ledger')).toContainText('初始库存');
  await stock.getByLabel('变动数量（补货为正，减少为负）').fill('-25');
  await stock.getByLabel('调整原因').fill('包装破损');
  await stock.getByRole('button', { name: button('确定') }).click();
  // Below zero is refused and nothing changes.
  await expect(page.getByText('库存不足，调整后库存不能小于 0')).toBeVisible();
  await stock.getByLabel('变动数量（补货为正，减少为负）').fill('-5');
  await stock.getByRole('button', { name: button('确定') }).click();
  await expect(stock).toBeHidden();
  await expect(row.locator('[data-testid^="gift-stock-count-"]')).toHaveText('15');

  await row.getByRole('button', { name: button('调整库存') }).click();
  await expect(stock.getByTestId('gift-ledger')).toContainText('包装破损');
  await stock.getByRole('button', { name: button('取消') }).click();

  await row.getByRole('button', { name: button('删除') }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '删除赠品' });
  await confirm.getByRole('button', { name: button('删除') }).click();
  await expect(row).toHaveCount(0);
});
