import type { Locator, Page } from '@playwright/test';

/** /login — the SMS code tab, the page's default (§1: sellers sign in with mobile + code). */
export class SmsLoginPage {
  readonly tab: Locator;
  readonly mobile: Locator;
  readonly captcha: Locator;
  readonly captchaImage: Locator;
  readonly code: Locator;
  readonly sendCode: Locator;
  readonly submit: Locator;
  readonly notice: Locator;

  constructor(readonly page: Page) {
    this.tab = page.getByRole('tab', { name: /^(手机验证码登录|SMS code login)$/ });
    this.mobile = page.getByLabel(/^(手机号|Mobile number)$/);
    this.captcha = page.getByLabel(/^(图片验证码|Image code)$/);
    this.captchaImage = page.getByTestId('captcha-image').locator('img');
    this.code = page.getByLabel(/^(短信验证码|SMS code)$/);
    this.sendCode = page.getByRole('button', {
      name: /^(获取验证码|Send code|\d+ 秒后重发|Resend in \d+s)$/,
    });
    this.submit = page.getByRole('button', { name: /^(登录|Log in)$/ });
    // The form's own notice, not the toasts (which are alerts too).
    this.notice = page.getByRole('tabpanel').getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.mobile.waitFor();
  }

  /** Waits until the captcha picture has loaded, i.e. the server has stored its answer. */
  async captchaLoaded(): Promise<void> {
    await this.captchaImage.waitFor();
    // A string, evaluated in the page: the e2e project has no DOM types.
    await this.page.waitForFunction(
      `(() => { const img = document.querySelector('[data-testid="captcha-image"] img'); return !!img && img.complete && img.naturalWidth > 0; })()`,
    );
  }

  /** The browser's uuid: the id the captcha answer is stored under. */
  async uuid(): Promise<string> {
    const uuid = await this.page.evaluate<string | null>('localStorage.getItem("seller_uuid")');
    if (!uuid) throw new Error('no seller_uuid in localStorage');
    return uuid;
  }
}
