import { ACCOUNTS } from '../pages/accounts.ts';
import { OrderDetailPage } from '../pages/order-detail-page.ts';
import { placeOrder, uniqueName } from '../pages/order-intake.ts';
import { OrdersListPage } from '../pages/orders-list-page.ts';
import { expect, test } from '../support/signed-in.ts';

test.describe('self pick-up', () => {
  // Multi-step flows through dialogs and refetches: allow for a busy CI machine.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ signedIn }) => {
    await signedIn(ACCOUNTS.founder);
  });

  test('a wrong code is refused in place, the right one completes the order', async ({ page, request }) => {
    const name = uniqueName('自提');
    const order = await placeOrder(request, { consignee: name, shipping_type: 'SELF_PICK' });
    expect(order.pickcode).toMatch(/^\d{6}$/);
    const wrong = String((Number(order.pickcode) + 1) % 1_000_000).padStart(6, '0');

    const list = new OrdersListPage(page);
    await list.goto('?tab=WAIT_PICK');
    await list.searchFor(name);
    await expect(list.row(order.sn)).toContainText('到店自提');
    await list.rowAction(order.sn, '提货核销').click();

    const dialog = new OrderDetailPage(page); // the dialog helpers are the same on both pages
    const code = dialog.dialog.getByLabel('提货码');
    await code.fill('12');
    await dialog.ok.click();
    await expect(dialog.fieldError('请输入 6 位提货码')).toBeVisible();

    await code.fill(wrong);
    await dialog.ok.click();
    await expect(dialog.fieldError('提货码不正确')).toBeVisible();
    await expect(list.row(order.sn)).toContainText('已付款'); // nothing changed

    await code.fill(order.pickcode);
    await dialog.ok.click();
    await expect(dialog.success).toBeVisible();
    // Paid and handed over: complete, so it leaves the awaiting-pick-up tab.
    await expect(list.rows).toHaveCount(0);
    await list.tab(/^全部/).click();
    await expect(list.row(order.sn)).toContainText('已完成');
    await expect(list.row(order.sn).getByRole('button')).toHaveCount(0);
  });
});
