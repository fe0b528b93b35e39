import { expect, type Locator, type Page } from '@playwright/test';

type Action = 'closeThis' | 'closeOthers' | 'closeAll';

const ACTION_NAMES: Record<Action, RegExp> = {
  closeThis: /^(关闭当前|Close)$/,
  closeOthers: /^(关闭其他|Close others)$/,
  closeAll: /^(关闭所有|Close all)$/,
};

/** The §2 strip of visited pages above the content. */
export class TabStrip {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('tab-strip');
  }

  tabs(): Locator {
    return this.root.getByRole('tab');
  }

  tab(title: string): Locator {
    return this.root.getByRole('tab', { name: title, exact: true });
  }

  /** The right-click menu of a tab. */
  async openMenu(title: string): Promise<void> {
    await this.tab(title).getByText(title, { exact: true }).click({ button: 'right' });
  }

  menuItem(action: Action): Locator {
    return this.page.getByRole('menuitem', { name: ACTION_NAMES[action] });
  }

  async choose(title: string, action: Action): Promise<void> {
    await this.openMenu(title);
    // A DOM click on the visible item: a pointer click lets Playwright scroll a long page
    // (the dashboard) under the sticky header first, and the menu closes before the click lands.
    const item = this.menuItem(action);
    await expect(item).toBeVisible();
    await item.dispatchEvent('click');
  }
}
