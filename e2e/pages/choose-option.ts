import { expect, type Locator, type Page } from '@playwright/test';

/** Picks `name` in an antd select and waits until the select shows it. A click on an option can
 * land while antd's dropdown re-renders and do nothing, leaving the list open over the dialog
 * (seen on loaded machines); a user would pick again, and so does this. `open` is what a user
 * clicks to open the list, `shown` where the select shows its value. */
export async function chooseOption(page: Page, open: Locator, shown: Locator, name: string): Promise<void> {
  await expect(async () => {
    const option = page.locator('.ant-select-item-option').filter({ hasText: name });
    if (!(await option.isVisible())) await open.click();
    await expect(option).toBeVisible({ timeout: 2_000 });
    await option.dispatchEvent('click');
    await expect(shown).toContainText(name, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  // Chosen, the list closes; the dialog's buttons are clickable again.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}
