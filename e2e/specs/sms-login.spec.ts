import { expect, test, type Page } from '@playwright/test';
import { AppShell } from '../pages/app-shell.ts';
import { fixCaptchaAnswer, smsCodes } from '../pages/server-data.ts';
import { SmsLoginPage } from '../pages/sms-login-page.ts';

const CLERK_MOBILE = '13800000001';
const NO_ACCOUNT_MOBILE = '13700009999';

/** Mobile → captcha (its answer fixed in the server's database) → send → the code from the
 * demo SMS outbox, typed in. Returns before submitting. */
async function enterMobileAndCode(page: Page, mobile: string): Promise<SmsLoginPage> {
  const sms = new SmsLoginPage(page);
  await sms.goto();
  await expect(sms.tab).toHaveAttribute('aria-selected', 'true');
  await expect(sms.mobile).toBeFocused();
  await sms.mobile.fill(mobile);

  await sms.captchaLoaded();
  fixCaptchaAnswer(await sms.uuid(), 'k7pq');
  const sentBefore = smsCodes(mobile).length;
  // Answers are case-insensitive; Enter in the captcha field sends the code.
  await sms.captcha.fill('K7PQ');
  await sms.captcha.press('Enter');

  await expect(sms.sendCode).toHaveText(/^\d+ 秒后重发$/);
  await expect(sms.sendCode).toBeDisabled();
  await expect(sms.code).toBeFocused();
  await expect.poll(() => smsCodes(mobile).length).toBe(sentBefore + 1);
  await sms.code.fill(smsCodes(mobile).at(-1) ?? '');
  return sms;
}

test('a wrong captcha is refused on its field and the picture is replaced', async ({ page }) => {
  const sms = new SmsLoginPage(page);
  await sms.goto();
  await sms.mobile.fill(CLERK_MOBILE);
  await sms.captchaLoaded();
  const firstPicture = await sms.captchaImage.getAttribute('src');
  await sms.captcha.fill('nope');
  await sms.sendCode.click();

  await expect(page.getByText('图片验证码错误或已过期，请重新输入')).toBeVisible();
  await expect(sms.captcha).toHaveValue('');
  await expect(sms.captchaImage).not.toHaveAttribute('src', firstPicture ?? '');
  await expect(sms.sendCode).toHaveText('获取验证码');
});

test('the clerk signs in with an SMS code and sees only the clerk menus', async ({ page }) => {
  const sms = await enterMobileAndCode(page, CLERK_MOBILE);
  await sms.code.press('Enter');

  const shell = new AppShell(page);
  await expect(shell.userName).toHaveText('clerk');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(shell.menuItem('首页')).toBeVisible();
  await expect(shell.sidebar.getByText('店员管理')).toHaveCount(0);
  await expect(shell.sidebar.getByText('角色权限')).toHaveCount(0);

  // Typing the address of the roles screen does not open it.
  await page.goto('/clerks/role-list');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('button', { name: '添加角色' })).toHaveCount(0);
});

test('a mobile without a seller account gets the reason and no session', async ({ page }) => {
  const sms = await enterMobileAndCode(page, NO_ACCOUNT_MOBILE);
  await sms.submit.click();

  await expect(sms.notice).toContainText('该手机号未开通商家账号，请联系店铺管理员开通');
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(
    '({ user: localStorage.getItem("seller_user"), access: localStorage.getItem("seller_access_token"), refresh: localStorage.getItem("seller_refresh_token") })',
  );
  expect(stored).toEqual({ user: null, access: null, refresh: null });

  // Still signed out: the app sends the visitor back to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?forward=%2Fdashboard$/);
});
