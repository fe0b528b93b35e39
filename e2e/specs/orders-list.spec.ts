import ExcelJS from 'exceljs';
import { ACCOUNTS } from '../pages/accounts.ts';
import { placeOrder, uniqueName } from '../pages/order-intake.ts';
import { OrdersListPage } from '../pages/orders-list-page.ts';
import { expect, test } from '../support/signed-in.ts';

test.describe('order list', () => {
  // Multi-step flows through dialogs and refetches: allow for a busy CI machine.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ signedIn }) => {
    await signedIn(ACCOUNTS.founder);
  });

  test('finds an order by keyword: consignee name or order number', async ({ page, request }) => {
    const name = uniqueName('查找');
    const mine = await placeOrder(request, { consignee: name, mobile: '13811112222' });
    const other = await placeOrder(request, { consignee: uniqueName('别人') });

    const list = new OrdersListPage(page);
    await list.goto();
    await expect(list.row(other.sn)).toBeVisible();

    await list.searchFor(name);
    await expect(list.rows).toHaveCount(1);
    const row = list.row(mine.sn);
    await expect(row).toContainText(name);
    await expect(row).toContainText('138****2222'); // masked in the list (§5)
    await expect(row).toContainText('¥45.00'); // 2 × ¥18.50 + ¥8 express
    await expect(row).toContainText('已付款');

    await list.searchFor(other.sn);
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(other.sn)).toBeVisible();

    // The keyword survives a reload: it lives in the address.
    await page.reload();
    await expect(list.search).toHaveValue(other.sn);
    await expect(list.rows).toHaveCount(1);
  });

  test('the dashboard to-do opens the list on its tab', async ({ page, request }) => {
    const unpaid = await placeOrder(request, { consignee: uniqueName('待付'), paid: false });
    await page.goto('/dashboard');
    const todo = page.getByTestId('order-todo');
    await todo.getByRole('link', { name: /^查看待付款订单: \d+$/ }).click();

    await expect(page).toHaveURL(/\/order\/order-list\?tab=WAIT_PAY$/);
    const list = new OrdersListPage(page);
    await expect(list.tab(/^待付款/)).toHaveAttribute('aria-selected', 'true');
    await expect(list.row(unpaid.sn)).toBeVisible();
    await expect(list.row(unpaid.sn)).toContainText('新订单');
    await expect(list.rowAction(unpaid.sn, '确认收款')).toBeVisible();
  });

  test('export downloads a file with exactly the filtered rows', async ({ page, request }) => {
    const name = uniqueName('导出');
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push(await placeOrder(request, { consignee: name }));

    const list = new OrdersListPage(page);
    await list.goto();
    await list.searchFor(name);
    await expect(list.rows).toHaveCount(3);

    const downloading = page.waitForEvent('download');
    await list.exportButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByTestId('export-done')).toHaveText('已导出 3 条订单');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1).map(String);
    expect(values(1)[0]).toBe('订单编号');
    expect(sheet.actualRowCount).toBe(1 + 3);
    const sns = [2, 3, 4].map((row) => values(row)[0]);
    expect(sns.sort()).toEqual(placed.map((order) => order.sn).sort());
    expect(values(2)).toContain(name);
  });
});
