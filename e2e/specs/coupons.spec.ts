import { ACCOUNTS } from '../pages/accounts.ts';
import { expect, test } from '../support/signed-in.ts';

/* Coupons (issue 22): the founder creates a coupon, issues it to a member chosen with the member
 * picker, and finds the member in the coupon's receive list (mobile masked). */

const button = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

test('the founder creates a coupon, issues it to a member and sees it in the receive list', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  await page.goto('/promotions/coupon-list');
  await page.getByTestId('coupon-create').click();

  const form = page.getByRole('dialog').filter({ hasText: '新增优惠券' });
  await form.getByLabel('优惠券名称').fill('春季满50减5');
  await form.getByLabel('面额（元）').fill('5');
  await form.getByLabel('使用门槛（元，0 为无门槛）').fill('50');
  await form.getByLabel('发放总量').fill('100');
  await form.getByRole('button', { name: button('确定') }).click();
  await expect(form).toBeHidden();

  const row = page.getByTestId('coupon-table').locator('tr.ant-table-row').filter({ hasText: '春季满50减5' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('满 50.00 元可用');
  await expect(row).toContainText('进行中');
  await row.getByRole('button', { name: button('发放') }).click();

  const picker = page.getByRole('dialog').filter({ hasText: '选择会员' });
  await picker.getByPlaceholder('用户名或手机号').fill('13916083742');
  await picker.getByRole('button', { name: button('搜索') }).click();
  const member = picker.locator('tr.ant-table-row').filter({ hasText: 'wangfang_sh' });
  await expect(member).toHaveCount(1);
  await member.getByRole('checkbox').check();
  await picker.getByRole('button', { name: button('确定') }).click();
  await expect(page.getByText('已发放 1 位会员')).toBeVisible();
  await expect(row).toContainText('1 / 100');

  await row.getByRole('button', { name: button('领取记录') }).click();
  await expect(page).toHaveURL(/\/promotions\/coupon-receive\/\d+$/);
  const received = page.getByTestId('coupon-receive-table').locator('tr.ant-table-row');
  await expect(received).toHaveCount(1);
  await expect(received).toContainText('wangfang_sh');
  await expect(received).toContainText('139****3742');
  await expect(received).toContainText('未使用');
});
