import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { expect, test } from '../support/signed-in.ts';

// Below 1024 + 3 px of body width the sidebar is an overlay drawer (§2 mobile mode).
test.use({ viewport: { width: 800, height: 900 } });

test.beforeEach(async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sidebar starts closed and a backdrop click closes it again', async ({ page }) => {
  const shell = new AppShell(page);
  await expect(shell.sidebar).toBeHidden();
  await expect(shell.backdrop).toHaveCount(0);

  await shell.hamburger.click();
  await expect(shell.sidebar).toBeVisible();
  await expect(shell.backdrop).toBeVisible();
  await expect(shell.menuItem('首页')).toBeVisible();

  // The drawer covers the left edge; click the uncovered part of the backdrop.
  await shell.backdrop.click({ position: { x: 700, y: 450 } });
  await expect(shell.backdrop).toHaveCount(0);
  await expect(shell.sidebar).toBeHidden();
});

test('choosing a menu entry closes the drawer', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.hamburger.click();
  await shell.menuItem('首页').click();
  await expect(shell.sidebar).toBeHidden();
  await expect(shell.backdrop).toHaveCount(0);
});
