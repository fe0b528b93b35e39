import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { TabStrip } from '../pages/tab-strip.ts';
import { expect, test } from '../support/signed-in.ts';

test('the tab strip closes this, others and all by the §2 rules', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);
  const strip = new TabStrip(page);

  // Visit the clerk list, the role list and the dashboard: one tab each, in visiting order.
  await shell.menuItem('店员管理').click();
  await shell.menuItem('店员列表').click();
  await expect(page).toHaveURL(/\/clerks\/clerk-list$/);
  await shell.menuItem('角色权限').click();
  await expect(page).toHaveURL(/\/clerks\/role-list$/);
  await shell.menuItem('首页').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(strip.tabs()).toHaveText(['首页', '店员列表', '角色权限']);

  // The dashboard tab cannot be closed: no ×, and "close this" is disabled in its menu.
  await expect(strip.tab('首页').getByRole('button')).toHaveCount(0);
  await strip.openMenu('首页');
  await expect(strip.menuItem('closeThis')).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');

  // Close others from a tab that is not on screen: it and the dashboard stay, and it opens.
  await shell.menuItem('角色权限').click();
  await expect(page).toHaveURL(/\/clerks\/role-list$/);
  await strip.choose('店员列表', 'closeOthers', ['首页', '店员列表']);
  await expect(page).toHaveURL(/\/clerks\/clerk-list$/);
  await expect(strip.tabs()).toHaveText(['首页', '店员列表']);

  // Close others from the dashboard while it is on screen: nothing moves.
  await shell.menuItem('角色权限').click();
  await expect(page).toHaveURL(/\/clerks\/role-list$/);
  await strip.tab('首页').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await strip.choose('首页', 'closeOthers', ['首页']);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(strip.tabs()).toHaveText(['首页']);

  // Closing the active tab goes to the last remaining one.
  await shell.menuItem('店员列表').click();
  await expect(page).toHaveURL(/\/clerks\/clerk-list$/);
  await shell.menuItem('角色权限').click();
  await expect(page).toHaveURL(/\/clerks\/role-list$/);
  await expect(strip.tabs()).toHaveText(['首页', '店员列表', '角色权限']);
  await strip.tab('店员列表').click();
  await strip.choose('店员列表', 'closeThis', ['首页', '角色权限']);
  await expect(page).toHaveURL(/\/clerks\/role-list$/);
  await expect(strip.tabs()).toHaveText(['首页', '角色权限']);

  // Close all goes to / (the dashboard) and keeps only the dashboard tab.
  await strip.choose('角色权限', 'closeAll', ['首页']);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(strip.tabs()).toHaveText(['首页']);
});
