import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../pages/accounts.ts';
import { DashboardPage } from '../pages/dashboard-page.ts';
import { expect, test } from '../support/signed-in.ts';

/* The seeded shop is open and its roles load fine, so these answers are simulated in the
 * browser: what is under test is how the app reacts to them (§2 navigation guard, §8). */

/** Where signing in lands, drawn. */
async function expectDashboard(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(new DashboardPage(page).welcome).toBeVisible();
}

test('a closed shop is told so and signed out', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  await expectDashboard(page);
  await page.route('**/api/seller/shops/closeStatus', (route) => route.fulfill({ json: 1 }));

  await page.reload();
  const alert = page.getByRole('dialog');
  await expect(alert).toContainText('权限错误');
  await expect(alert).toContainText('您的店铺已闭店，请联系管理员！');
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('permissions that cannot be loaded end in "verification failed" and a login with forward', async ({
  page,
  signedIn,
}) => {
  await signedIn(ACCOUNTS.clerk);
  await expectDashboard(page);
  await page.route('**/api/seller/shops/roles/*/checked', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: '服务器内部错误，请稍后再试' } }),
  );

  await page.reload();
  const alert = page.getByRole('dialog');
  await expect(alert).toContainText('登录出错');
  await expect(alert).toContainText('验证失败，请重新登录！');
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login\?forward=%2Fdashboard$/);
});

test('a call answered with SHOP_CLOSED shows the shop-closed alert', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  await expectDashboard(page);
  await page.route('**/api/seller/shops', (route) =>
    route.fulfill({ status: 423, json: { code: 'SHOP_CLOSED', message: '您的店铺已闭店，请联系管理员！' } }),
  );

  await page.reload();
  const alert = page.getByRole('dialog');
  await expect(alert).toContainText('您的店铺已闭店，请联系管理员！');
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
