import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in frame: sidebar, top bar, tab strip. */
export class AppShell {
  readonly sidebar: Locator;
  readonly backdrop: Locator;
  readonly hamburger: Locator;
  readonly tabStrip: Locator;
  readonly userName: Locator;
  readonly orgName: Locator;
  readonly accountMenu: Locator;
  readonly languageSwitch: Locator;

  constructor(readonly page: Page) {
    this.sidebar = page.getByTestId('sidebar');
    this.backdrop = page.getByTestId('sidebar-backdrop');
    this.hamburger = page.getByTestId('hamburger');
    this.tabStrip = page.getByTestId('tab-strip');
    this.userName = page.getByTestId('user-name');
    this.orgName = page.getByTestId('org-name');
    this.accountMenu = page.getByRole('button', { name: /^(账户菜单|Account menu)$/ });
    this.languageSwitch = page.getByRole('button', { name: /^(切换语言|Switch language)$/ });
  }

  menuItem(name: string | RegExp): Locator {
    return this.sidebar.getByRole('menuitem', { name });
  }

  /** Chooses a language and waits until the page is in it. The top bar re-renders while its
   * counters and the print-service probe settle, which can close the dropdown under a click
   * (seen on loaded CI machines); a user would simply choose again, and so does this. */
  async switchLanguage(label: '中文' | 'English'): Promise<void> {
    const lang = label === 'English' ? /^en/ : /^zh/;
    await expect(async () => {
      await this.languageSwitch.click();
      const item = this.page.getByRole('menuitem', { name: label });
      await expect(item).toBeVisible({ timeout: 2_000 });
      await item.dispatchEvent('click');
      await expect(this.page.locator('html')).toHaveAttribute('lang', lang, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  /** Logs out through the avatar menu and waits for the login page. Like switchLanguage, it
   * chooses again when a click lands on the re-rendering dropdown and does nothing. */
  async logOut(): Promise<void> {
    const item = this.page.getByRole('menuitem', { name: /^(退出登录|Log out)$/ });
    const onLogin = () => new URL(this.page.url()).pathname === '/login';
    await expect(async () => {
      if (onLogin()) return;
      if (!(await item.isVisible())) await this.accountMenu.click({ timeout: 2_000 });
      await expect(item).toBeVisible({ timeout: 2_000 });
      await item.dispatchEvent('click');
      await expect.poll(onLogin, { timeout: 2_000 }).toBe(true);
    }).toPass({ timeout: 15_000 });
  }
}
