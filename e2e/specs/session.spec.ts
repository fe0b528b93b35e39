import { ACCOUNTS, DEMO_SHOP_NAME } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { DashboardPage } from '../pages/dashboard-page.ts';
import { LoginPage } from '../pages/login-page.ts';
import { expect, test } from '../support/signed-in.ts';

test.describe('signing in and out', () => {
  test('a visitor without a session is sent to the login page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(new LoginPage(page).submit).toBeVisible();
    // index.html's fixed title, then the site's name from the site-show call (SITE_NAME).
    await expect(page).toHaveTitle('演示连锁 门店终端');
  });

  test('a wrong password is refused with the server message, in place', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn({ username: ACCOUNTS.founder.username, password: 'not-the-password' });
    await expect(login.error).toContainText('账号或密码错误');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the founder signs in and sees the shop and themselves on the dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.username).toBeFocused();
    await login.signInAndWait(ACCOUNTS.founder);

    await expect(page).toHaveURL(/\/dashboard$/);
    const shell = new AppShell(page);
    const dashboard = new DashboardPage(page);
    await expect(dashboard.shopName(DEMO_SHOP_NAME)).toBeVisible();
    await expect(dashboard.welcome).toContainText('admin');
    await expect(dashboard.field('联系人')).toHaveText('王店长');
    await expect(shell.userName).toHaveText('admin');
    await expect(shell.orgName).toHaveText(DEMO_SHOP_NAME);
    await expect(shell.menuItem('首页')).toBeVisible();
    await expect(shell.tabStrip.getByRole('tab', { name: '首页' })).toBeVisible();
  });

  test('the login page sends a signed-in user on to /', async ({ page, signedIn }) => {
    await signedIn(ACCOUNTS.founder);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(new DashboardPage(page).shopName(DEMO_SHOP_NAME)).toBeVisible();
  });

  test('a deep link survives the detour through the login page', async ({ page }) => {
    await page.goto('/dashboard?from=bookmark');
    await expect(page).toHaveURL(/\/login\?forward=%2Fdashboard%3Ffrom%3Dbookmark$/);
    await new LoginPage(page).signIn(ACCOUNTS.founder);
    await expect(page).toHaveURL(/\/dashboard\?from=bookmark$/);
  });

  test('an unknown path shows the not-found page', async ({ page, signedIn }) => {
    await signedIn(ACCOUNTS.founder);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logging out returns to the login page and ends the session', async ({ page, signedIn }) => {
    await signedIn(ACCOUNTS.founder);
    await expect(page).toHaveURL(/\/dashboard$/);

    await new AppShell(page).logOut();
    await expect(page).toHaveURL(/\/login$/);
    await expect(new LoginPage(page).submit).toBeVisible();
    expect(await page.evaluate('localStorage.getItem("seller_refresh_token")')).toBeNull();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?forward=%2Fdashboard$/);
  });
});
