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

  /** Chooses `action` in a tab's menu until the strip holds exactly the tabs `leaves`. A click can
   * land on the menu while it re-renders (the top bar's live counters move when other specs place
   * orders) and do nothing: the menu is then opened and chosen again, as a user would. */
  async choose(title: string, action: Action, leaves: string[]): Promise<void> {
    await expect(async () => {
      if (await this.holds(leaves)) return;
      await this.openMenu(title);
      // A DOM click on the visible item: a pointer click lets Playwright scroll a long page
      // (the dashboard) under the sticky header first, and the menu closes before the click lands.
      const item = this.menuItem(action);
      await expect(item).toBeVisible({ timeout: 2_000 });
      await item.dispatchEvent('click');
      await expect(this.tabs()).toHaveText(leaves, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  }

  private async holds(titles: string[]): Promise<boolean> {
    const now = (await this.tabs().allInnerTexts()).map((t) => t.trim());
    return now.length === titles.length && now.every((t, i) => t === titles[i]);
  }
}
