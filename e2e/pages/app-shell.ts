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

  async logOut(): Promise<void> {
    await this.accountMenu.click();
    await this.page.getByRole('menuitem', { name: /^(退出登录|Log out)$/ }).click();
  }
}
