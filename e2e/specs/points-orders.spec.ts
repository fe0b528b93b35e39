import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { OrderDetailPage } from '../pages/order-detail-page.ts';
import { uniqueName } from '../pages/order-intake.ts';
import { OrdersListPage } from '../pages/orders-list-page.ts';
import { placePointsOrder, pointsExchangeFixture } from '../pages/points-orders.ts';
import { expect, test } from '../support/signed-in.ts';

/* Points orders (issue 22): placed through the open API, listed under 积分商城 › 积分订单 with a
 * 积分 tag, the detail showing the points paid, and shipped through the order's ship dialog. */

test('a points order from the open API is listed, shows its points and ships', async ({
  page,
  request,
  signedIn,
}) => {
  test.slow();
  const fixture = pointsExchangeFixture();
  const consignee = uniqueName('积分');
  const order = await placePointsOrder(request, { ...fixture, consignee });
  expect(order.points_spent).toBe(fixture.points);

  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);
  await shell.menuItem('积分商城').click();
  await shell.menuItem('积分订单').click();
  await expect(page).toHaveURL(/\/pointsOrder\/pointsOrder-list/);
  const list = new OrdersListPage(page);
  await list.searchFor(consignee);
  // The search stays on the points list (its filters live in its own address).
  await expect(page).toHaveURL(/\/pointsOrder\/pointsOrder-list\?.*keyword=/);
  await expect(page.getByRole('tab', { name: '订单列表' })).toHaveCount(0);
  const row = list.row(order.sn);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('order-points-tag')).toHaveText('积分');

  await row.getByRole('link', { name: order.sn, exact: true }).click();
  const detail = new OrderDetailPage(page);
  await expect(detail.status).toHaveText('已付款');
  await expect(page.getByTestId('order-points-spent')).toHaveText(`${fixture.points} 积分`);

  await detail.action('发货').click();
  await detail.chooseExpress('顺丰速运');
  await detail.dialog.getByLabel('运单号').fill('SF9876543210');
  await detail.ok.click();
  await expect(detail.success).toBeVisible();
  await expect(detail.status).toHaveText('已发货');
  await expect(detail.log).toContainText('发货：顺丰速运 SF9876543210');
});
