import type { Locator, Page } from '@playwright/test';

/** /login — the account tab (username + password). The page opens on the SMS tab (the sellers'
 * main mode), so every step here selects the account tab first. Labels match both UI languages. */
export class LoginPage {
  readonly accountTab: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.accountTab = page.getByRole('tab', { name: /^(账号登录|Account login)$/ });
    this.username = page.getByLabel(/^(用户名|Username)$/);
    this.password = page.getByLabel(/^(密码|Password)$/);
    this.submit = page.getByRole('button', { name: /^(登录|Log in)$/ });
    this.error = page.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.openAccountTab();
  }

  /** Selecting the tab moves the focus to the username field. */
  async openAccountTab(): Promise<void> {
    await this.accountTab.click();
    await this.username.waitFor();
  }

  /** Signs in and waits for the signed-in frame itself: the URL changes a moment before the
   * new screen is drawn, so waiting on the URL alone can act on the old page. */
  async signInAndWait(account: { username: string; password: string }): Promise<void> {
    await this.signIn(account);
    await this.page.getByTestId('user-name').waitFor();
  }

  /** Fills the form and submits with Enter, as a keyboard user would. */
  async signIn(account: { username: string; password: string }): Promise<void> {
    await this.openAccountTab();
    await this.username.fill(account.username);
    await this.password.fill(account.password);
    await this.password.press('Enter');
  }
}
