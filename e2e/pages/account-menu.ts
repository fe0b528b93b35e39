import type { Locator, Page } from '@playwright/test';

/** The avatar dropdown of the top bar (§2) and the dialogs it opens. */
export class AccountMenu {
  readonly button: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: /^(账户菜单|Account menu)$/ });
  }

  async open(): Promise<void> {
    await this.button.click();
  }

  item(name: string | RegExp): Locator {
    return this.page.getByRole('menuitem', { name });
  }

  /** The open dialog with this title. */
  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.getByText(title, { exact: true }) });
  }
}
