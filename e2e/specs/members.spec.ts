import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { MemberDetailPage, MemberListPage } from '../pages/members-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Members (issue 21): find a member, open the detail with their orders and reveal the full mobile
 * (the founder may; the server logs it), and a removed member restored from the recycle list. */

test('the founder finds a member, sees their orders and reveals the full mobile', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);
  await shell.menuItem('会员管理').click();
  await shell.menuItem('会员列表').click();
  await expect(page).toHaveURL(/\/members\/member-list/);

  // 冯晓东 became a member with his orders (the seeded pick-up order).
  const list = new MemberListPage(page);
  await list.search('冯晓东');
  const row = list.row('冯晓东');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/\d{3}\*{4}\d{4}/);
  await row.getByRole('link', { name: '冯晓东' }).click();
  await expect(page).toHaveURL(/\/members\/member-detail\/\d+$/);
  await expect(shell.tabStrip).toContainText('会员详情');

  const detail = new MemberDetailPage(page);
  await expect(detail.mobile).toHaveText(/^\d{3}\*{4}\d{4}$/);
  const orders = detail.tabTable('订单');
  await expect(orders.locator('tr.ant-table-row').first()).toBeVisible();
  await expect(orders.locator('tr.ant-table-row').first()).toContainText(/\d{10,}/);

  await page.getByRole('button', { name: '查看完整号码' }).click();
  await expect(detail.mobile).toHaveText(/^1\d{10}$/);
  await expect(page.getByRole('button', { name: '查看完整号码' })).toHaveCount(0);

  await page.getByRole('tab', { name: '积分明细' }).click();
  await expect(detail.tabTable('积分明细')).toBeVisible();
});

test('a removed member leaves the list and comes back from the recycle list', async ({ page, signedIn }) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  await page.goto('/members/member-list');
  const list = new MemberListPage(page);
  await list.search('孙建国');
  const row = list.row('孙建国');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '删除' }).click();
  await list.confirm('删除会员', '删除');
  await expect(row).toHaveCount(0);

  await page.goto('/members/member-recycle');
  const recycle = MemberListPage.recycle(page);
  await recycle.search('孙建国');
  const removed = recycle.row('孙建国');
  await expect(removed).toContainText('admin');
  await removed.getByRole('button', { name: '恢复' }).click();
  await recycle.confirm('恢复会员', '恢复');
  await expect(removed).toHaveCount(0);

  await page.goto('/members/member-list?keyword=孙建国');
  await expect(new MemberListPage(page).row('孙建国')).toHaveCount(1);
});
