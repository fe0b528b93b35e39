import { expect, type Locator, type Page } from '@playwright/test';

/** The avatar dropdown of the top bar (§2) and the dialogs it opens. */
export class AccountMenu {
  readonly button: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: /^(账户菜单|Account menu)$/ });
  }

  async open(): Promise<void> {
    await this.button.click();
  }

  /** Chooses an entry and waits for what it opens. The top bar re-renders while its counters and
   * the print-service probe settle, and a click can land on the dropdown as it re-renders and do
   * nothing (seen on loaded machines: the entry focused, the menu still open); a user would choose
   * again, and so does this — as AppShell.switchLanguage does for the language menu. */
  async choose(name: string | RegExp, opens: Locator): Promise<void> {
    await expect(async () => {
      const entry = this.item(name);
      if (!(await entry.isVisible())) await this.button.click();
      await expect(entry).toBeVisible({ timeout: 2_000 });
      await entry.dispatchEvent('click');
      await expect(opens).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  item(name: string | RegExp): Locator {
    return this.page.getByRole('menuitem', { name });
  }

  /** The open dialog with this title. */
  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByText(title, { exact: true }) });
  }
}
