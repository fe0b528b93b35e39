import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { OperateLogPage } from '../pages/logs-pages.ts';
import { expect, test } from '../support/signed-in.ts';

test('the founder filters the log by operator and opens an entry showing before and after', async ({
  page,
  signedIn,
}) => {
  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);
  await shell.menuItem('日志管理').click();
  await shell.menuItem('操作日志').click();
  await expect(page).toHaveURL(/\/logs\/operate-log$/);
  const logs = new OperateLogPage(page);
  await expect(logs.rows().first()).toBeVisible();

  // The seeded week holds the pharmacist's sign-in and the working hours set (a field change).
  await logs.filterByOperator('pharmacist（张药师）');
  await expect(page).toHaveURL(/user_id=\d+/);
  // Every row shown is the pharmacist's once the filtered page has arrived.
  await expect(
    logs
      .rows()
      .locator('td:nth-child(2)')
      .filter({ hasNotText: /^pharmacist$/ }),
  ).toHaveCount(0);
  // Other specs sign the pharmacist in and out before this one: narrow to the action by its label.
  await page.getByPlaceholder('搜索操作、对象或详情').fill('工作时间');
  await page.getByPlaceholder('搜索操作、对象或详情').press('Enter');
  await expect(page).toHaveURL(/keyword=/);
  await expect(logs.row('设置药师工作时间').first()).toBeVisible();
  await expect(logs.rows().first()).toContainText('药师');

  await logs.open('设置药师工作时间');
  await expect(logs.dialog).toContainText('pharmacist.work-hours');
  await expect(logs.dialog.getByRole('columnheader', { name: '修改前' })).toBeVisible();
  await expect(logs.dialog.getByRole('columnheader', { name: '修改后' })).toBeVisible();
  const start = logs.changeRows().filter({ hasText: 'start' });
  await expect(start).toHaveCount(1);
  await expect(start.locator('td')).toHaveCount(3);
  await logs.close();
});

test('an order price change appears with its price before and after', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  const logs = new OperateLogPage(page);
  await page.goto('/logs/operate-log?action=order.price');
  await expect(logs.row('修改价格').first()).toBeVisible();
  await logs.open('修改价格');
  const price = logs.changeRows().filter({ hasText: 'order_price' });
  await expect(price).toHaveCount(1);
  await expect(price).toContainText(/\d+\.\d{2}/);
});
