import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { DROP_SHIP_GOODS, SorderDetailPage, SordersListPage, supplierStep } from '../pages/drop-ship.ts';
import { GOODS, placeOrder, uniqueName } from '../pages/order-intake.ts';
import { expect, test } from '../support/signed-in.ts';

test.describe('drop-ship sub-orders', () => {
  // The detail page learns of the supplier's shipment by re-reading (every 15 s): allow for it.
  test.describe.configure({ timeout: 90_000 });

  test('the founder finds a sub-order, opens it, and sees it move when the supplier ships', async ({
    page,
    request,
    signedIn,
  }) => {
    // An order with one line the shop ships and one the supplier ships: intake splits it.
    const order = await placeOrder(request, {
      consignee: uniqueName('代发'),
      items: [
        { goods_code: DROP_SHIP_GOODS.code, num: 1 },
        { goods_code: GOODS.ganmaoling.code, num: 1 },
      ],
    });
    const ssid = `S${order.sn}01`;

    await signedIn(ACCOUNTS.founder);
    const shell = new AppShell(page);
    await shell.menuItem('订单管理').click();
    await shell.menuItem('代发订单').click();
    await expect(page).toHaveURL(/\/order\/sorder-list/);

    const list = new SordersListPage(page);
    // The seeded demo has sub-orders in several states; every status has its tab with a count.
    await expect(list.tab(/^待供货商接单\s*\d+$/)).toBeVisible();
    await list.searchFor(order.sn);
    await expect(list.ssidLinks()).toHaveText([ssid]);
    await expect(list.rows.first()).toContainText('康联医疗器械（上海）有限公司');
    await expect(list.rows.first()).toContainText('待供货商接单');

    await list.ssidLinks().first().click();
    const detail = new SorderDetailPage(page);
    await expect(detail.title).toHaveText(`代发子单 ${ssid}`);
    await expect(detail.status).toHaveText('待供货商接单');
    await expect(detail.parentLink).toHaveText(order.sn);
    await expect(page.getByText(DROP_SHIP_GOODS.name, { exact: true })).toBeVisible();
    await expect(detail.action('催促供货商')).toBeVisible();
    await expect(detail.action('确认签收')).toHaveCount(0);

    // The supplier accepts and ships through the open API; the page follows on its own.
    await supplierStep(request, ssid, 'accept');
    await supplierStep(request, ssid, 'ship', { express_code: 'SF', waybill_no: 'SF1477001122' });
    await expect(detail.status).toHaveText('供货商已发货', { timeout: 25_000 });
    await expect(detail.waybill).toHaveText('SF1477001122');
    await expect(detail.log).toContainText('供货商已发货：顺丰速运 SF1477001122');
    await expect(detail.steps.locator('.ant-steps-item').filter({ hasText: '供货商已发货' })).toContainText(
      /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/,
    );

    // Confirming receipt asks first, then the sub-order is done and offers nothing more.
    await detail.action('确认签收').click();
    await expect(detail.dialog).toContainText(ssid);
    await detail.dialog.getByRole('button', { name: /^确\s*定$/ }).click();
    await expect(page.getByText('操作成功')).toBeVisible();
    await expect(detail.status).toHaveText('已签收');
    await expect(detail.actions).toHaveCount(0);

    // The parent order lists its sub-order and says on its log that all of them shipped.
    await detail.parentLink.click();
    // (The sub-order's page stays mounted in its tab, hidden: read the visible log.)
    await expect(page.getByTestId('order-sub-orders')).toContainText(ssid);
    await expect(page.locator('[data-testid="order-log"]:visible')).toContainText(
      '代发子单已全部发货（1 单）',
    );
  });
});
