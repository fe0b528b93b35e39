import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { DashboardPage } from '../pages/dashboard-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { expect, test } from '../support/signed-in.ts';

test('the chosen language is English after a reload, and the API answers in it', async ({
  page,
  signedIn,
}) => {
  await signedIn(ACCOUNTS.founder);
  await expect(page).toHaveURL(/\/dashboard$/);

  const shell = new AppShell(page);
  await shell.switchLanguage('English');
  await expect(page.getByText('Language switched')).toBeVisible();
  await expect(shell.menuItem('Dashboard')).toBeVisible();

  await page.reload();
  await expect(shell.menuItem('Dashboard')).toBeVisible();
  await expect(page.getByText('Seller Center')).toBeVisible();
  await expect(new DashboardPage(page).welcome).toHaveText('Welcome back, admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Signed out, the login page and the server's messages are English too.
  await shell.logOut();
  const login = new LoginPage(page);
  await expect(login.submit).toHaveText('Log in');
  await login.signIn({ username: ACCOUNTS.founder.username, password: 'wrong-password' });
  await expect(login.error).toContainText('Wrong account or password');
});

test('switching back to Chinese says so in Chinese', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  await expect(page).toHaveURL(/\/dashboard$/);
  const shell = new AppShell(page);
  await shell.switchLanguage('English');
  await expect(shell.menuItem('Dashboard')).toBeVisible();
  await shell.switchLanguage('中文');
  await expect(page.getByText('语言切换成功').last()).toBeVisible();
  await expect(shell.menuItem('首页')).toBeVisible();
});
