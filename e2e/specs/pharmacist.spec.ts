import { ACCOUNTS } from '../pages/accounts.ts';
import { AccountMenu } from '../pages/account-menu.ts';
import { expect, test } from '../support/signed-in.ts';

test('the pharmacist menu offers the pharmacist items instead of the password change', async ({
  page,
  signedIn,
}) => {
  await signedIn(ACCOUNTS.pharmacist);
  const menu = new AccountMenu(page);
  await menu.open();

  await expect(menu.item('修改审方密码')).toBeVisible();
  await expect(menu.item('修改工作时间')).toBeVisible();
  await expect(menu.item('修改密码')).toHaveCount(0);
  await expect(menu.item('退出登录')).toBeVisible();
});

test('the pharmacist sets working hours', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.pharmacist);
  const menu = new AccountMenu(page);

  const dialog = menu.dialog('修改工作时间');
  await menu.choose('修改工作时间', dialog);
  // Opens on the saved hours (the seed keeps the §9 default).
  await expect(dialog.getByText('当前工作时间：01:01 - 23:59')).toBeVisible();
  const start = dialog.getByPlaceholder('开始时间');
  const end = dialog.getByPlaceholder('结束时间');
  await expect(start).toHaveValue('01:01');
  await expect(end).toHaveValue('23:59');

  // The whole day: wider than the default, so no other spec's audit falls outside it.
  await start.click();
  await start.fill('00:00');
  await start.press('Enter');
  await end.click();
  await end.fill('23:59');
  await end.press('Enter');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await menu.choose('修改工作时间', menu.dialog('修改工作时间'));
  await expect(menu.dialog('修改工作时间').getByText('当前工作时间：00:00 - 23:59')).toBeVisible();
});

test('the founder has the password change but no pharmacist items', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  const menu = new AccountMenu(page);
  await menu.open();
  await expect(menu.item('修改密码')).toBeVisible();
  await expect(menu.item('修改审方密码')).toHaveCount(0);
  await expect(menu.item('修改工作时间')).toHaveCount(0);
});
