import { expect, test, type Browser, type Page } from '@playwright/test';
import { ACCOUNTS } from '../pages/accounts.ts';
import { LoginPage } from '../pages/login-page.ts';

/* §4 Session and §8 forced sign-outs, against the real server. */

/** Each call is a separate browser profile (its own storage), like another computer. */
async function signedInPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const login = new LoginPage(page);
  await login.goto();
  await login.signInAndWait(ACCOUNTS.founder);
  return page;
}

/** An unsigned JWT-shaped token whose exp lies in the past: the client must refresh first. */
const EXPIRED_TOKEN = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from('{"exp":1000}').toString('base64url')}.x`;

test('signing in on another computer ends this session with a notice', async ({ browser }) => {
  const first = await signedInPage(browser);
  const second = await signedInPage(browser); // same account, another browser
  await expect(second.getByTestId('user-name')).toHaveText('admin');

  await first.reload();
  const alert = first.getByRole('dialog');
  await expect(alert).toContainText('提示');
  await expect(alert).toContainText('用户已在其他电脑登录，需要重新登录');
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(first).toHaveURL(/\/login\?forward=%2Fdashboard$/);
});

test('an expired access token is refreshed once for all open tabs', async ({ browser }) => {
  // Three tabs boot the app at the same moment: allow a slow (shared, 2-core) machine its time.
  test.slow();
  const page = await signedInPage(browser);
  await page.evaluate(`localStorage.setItem('seller_access_token', '${EXPIRED_TOKEN}')`);

  const refreshes: string[] = [];
  page.context().on('request', (request) => {
    if (request.url().endsWith('/api/seller/check/token')) refreshes.push(request.url());
  });
  const tabs = await Promise.all([1, 2, 3].map(() => page.context().newPage()));
  await Promise.all(tabs.map((tab) => tab.goto('/dashboard')));
  for (const tab of tabs) await expect(tab.getByTestId('user-name')).toHaveText('admin', { timeout: 20_000 });
  expect(refreshes).toHaveLength(1);
});

test('a refresh the server refuses sends the user to log in again, coming back afterwards', async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await page.evaluate(`localStorage.setItem('seller_access_token', '${EXPIRED_TOKEN}');
    localStorage.setItem('seller_refresh_token', 'not-a-refresh-token');`);

  await page.goto('/dashboard?tab=today');
  await expect(page).toHaveURL(/\/login\?forward=%2Fdashboard%3Ftab%3Dtoday$/);
  await new LoginPage(page).signInAndWait(ACCOUNTS.founder);
  await expect(page).toHaveURL(/\/dashboard\?tab=today$/);
});

test('a session without its user record asks to log in again', async ({ browser }) => {
  const page = await signedInPage(browser);
  await page.evaluate(`localStorage.removeItem('seller_user')`);

  await page.reload();
  const alert = page.getByRole('dialog');
  await expect(alert).toContainText('权限错误');
  await expect(alert).toContainText('您的登录状态已失效，请重新登录！');
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login\?forward=%2Fdashboard$/);
});
