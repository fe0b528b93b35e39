import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { ClerkListPage, RoleListPage } from '../pages/clerks-pages.ts';
import { LoginPage } from '../pages/login-page.ts';
import { expect, test } from '../support/signed-in.ts';

/** Unique per run, so the spec never depends on (or collides with) data left by another. */
function uniqueSuffix(): string {
  return `${Date.now() % 1e8}`.padStart(8, '0');
}

test('the founder creates a role and a clerk; a role in use cannot be deleted', async ({
  page,
  browser,
  signedIn,
}) => {
  test.slow(); // two sign-ins and four saves
  const suffix = uniqueSuffix();
  const roleName = `E2E角色${suffix}`;
  const clerk = {
    username: `e2e_${suffix}`,
    realName: `测试店员${suffix.slice(-4)}`,
    mobile: `135${suffix}`,
    password: 'e2ePass1',
    roleName,
  };

  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);

  // A role that may use the clerk list only.
  await shell.menuItem('店员管理').click();
  await shell.menuItem('角色权限').click();
  await expect(page).toHaveURL(/\/clerks\/role-list$/);
  const roles = new RoleListPage(page);
  await roles.addRole(roleName, ['店员列表']);
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(roles.row(roleName)).toContainText('店员列表');
  await expect(roles.row(roleName)).not.toContainText('角色权限');

  // A clerk holding it.
  await shell.menuItem('店员列表').click();
  await expect(page).toHaveURL(/\/clerks\/clerk-list$/);
  const clerks = new ClerkListPage(page);
  await clerks.addClerk(clerk);
  await expect(clerks.dialog).toHaveCount(0);
  await expect(clerks.row(clerk.username)).toContainText(roleName);
  await expect(clerks.row(clerk.username)).toContainText(clerk.mobile);

  // The founder's own row has no actions.
  await expect(clerks.row(ACCOUNTS.founder.username).getByRole('button')).toHaveCount(0);

  // Now in use, the role cannot go.
  await shell.menuItem('角色权限').click();
  await expect(roles.row(roleName).getByRole('cell', { name: '1', exact: true })).toBeVisible();
  await roles.deleteRole(roleName);
  await expect(page.getByText('该角色仍有 1 名店员在使用，不能删除')).toBeVisible();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(roles.row(roleName)).toBeVisible();

  // The new clerk sees exactly what the role grants: the clerk list, not the roles screen.
  const other = await browser.newContext();
  try {
    const clerkPage = await other.newPage();
    const login = new LoginPage(clerkPage);
    await login.goto();
    await login.signInAndWait({ username: clerk.username, password: clerk.password });
    const clerkShell = new AppShell(clerkPage);
    await clerkShell.menuItem('店员管理').click();
    await expect(clerkShell.menuItem('店员列表')).toBeVisible();
    await expect(clerkShell.sidebar.getByText('角色权限')).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('the clerk form checks its fields before anything is sent', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  await page.goto('/clerks/clerk-list');
  const clerks = new ClerkListPage(page);
  await clerks.addButton.click();
  await clerks.dialog.getByLabel('手机号').fill('12345');
  await clerks.dialog.getByLabel('登录密码').fill('abc');
  await clerks.dialog.getByRole('button', { name: '确定' }).click();

  await expect(page.getByText('表单填写有误，请核对！')).toBeVisible();
  await expect(clerks.dialog.getByText('请输入正确的手机号码！')).toBeVisible();
  await expect(clerks.dialog.getByText('请选择角色！')).toBeVisible();
  await expect(clerks.dialog).toContainText('密码须为6-20位');

  // A taken username comes back from the server onto its field.
  await clerks.dialog.getByLabel('用户名').fill(ACCOUNTS.clerk.username);
  await clerks.dialog.getByLabel('手机号').fill('13600000077');
  await clerks.dialog.getByLabel('登录密码').fill('secret12');
  await clerks.dialog.getByLabel('确认密码').fill('secret12');
  await clerks.chooseRole('店员');
  await clerks.dialog.getByRole('button', { name: '确定' }).click();
  await expect(clerks.dialog.getByText(/用户名已/)).toBeVisible();
});
