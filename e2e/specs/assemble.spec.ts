import { ACCOUNTS } from '../pages/accounts.ts';
import { OrderDetailPage } from '../pages/order-detail-page.ts';
import { placeOrder, uniqueName } from '../pages/order-intake.ts';
import { expireAssembleTeamOf } from '../pages/server-data.ts';
import { TabStrip } from '../pages/tab-strip.ts';
import { expect, test } from '../support/signed-in.ts';

/* Issue 22 拼团: the founder adds an assemble on its own page (tab 新增拼团), a buyer opens a team
 * through the open API, the team runs out (its deadline moved to now in the server's database, the
 * sweep runs every second here), and the seller finds the order cancelled with its refund. */

/** Shanghai wall-clock time `minutes` from now, as the range picker types it. */
function shanghaiTime(minutes: number): string {
  return new Date(Date.now() + 8 * 3600_000 + minutes * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

test('an assemble team that times out is cancelled and refunded', async ({ page, request, signedIn }) => {
  test.slow();
  const title = `拼团${Date.now().toString(36).slice(-5)}`;
  await signedIn(ACCOUNTS.founder);
  await page.goto('/promotions/assemble-manager');
  await page.getByTestId('assemble-add').click();
  await expect(page).toHaveURL(/\/promotions\/assemble-add$/);
  const tabs = new TabStrip(page);
  await expect(tabs.tab('新增拼团')).toBeVisible();

  await page.getByTestId('assemble-title').fill(title);
  const start = page.getByRole('textbox', { name: '活动时间' });
  const end = page.getByRole('textbox', { name: '结束日期' });
  await start.click();
  await start.fill(shanghaiTime(0));
  await start.press('Enter');
  await end.fill(shanghaiTime(2 * 24 * 60));
  await end.press('Enter');
  await page.getByTestId('assemble-team-size').fill('3');
  await page.getByTestId('assemble-time-limit').fill('5');
  await page.getByTestId('activity-pick-goods').click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  await picker.getByPlaceholder('粘贴商品编码，空格、换行或逗号分隔').fill('OTC02007');
  await picker.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(picker.locator('tr.ant-table-row')).toHaveCount(1);
  await picker.locator('thead').getByRole('checkbox').check();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(picker).toHaveCount(0);
  await page.getByTestId('assemble-sku-price').fill('9.90');
  await page.getByTestId('assemble-save').click();

  await expect(page).toHaveURL(/\/promotions\/assemble-manager/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByTestId('activity-state')).toHaveText('进行中');
  await expect(row).toContainText('3 人成团，5 分钟内');
  // Its teams drawer (none yet), then its edit page, whose tab says edit and whose address holds its id.
  await row.getByTestId('activity-action-view').click();
  const drawer = page.getByRole('dialog', { name: '拼团详情' });
  await expect(drawer).toContainText(title);
  await expect(drawer).toContainText('暂无队伍');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  // Running: no edit button; the address of the edit page still opens it read-only.
  await expect(row.getByTestId('activity-action-edit')).toHaveCount(0);
  const token = (await page.evaluate("localStorage.getItem('seller_access_token')")) as string;
  const listed = await page.request.get('/api/seller/promotion/pintuan', {
    headers: { Authorization: token },
    params: { keyword: title },
  });
  expect(listed.status()).toBe(200);
  const id = ((await listed.json()) as { data: { id: number }[] }).data[0]!.id;
  await page.goto(`/promotions/assemble-add/${id}`);
  await expect(tabs.tab('编辑拼团')).toBeVisible();
  await expect(page.getByText('活动已开始或已关闭，不能编辑')).toBeVisible();

  const consignee = uniqueName('拼团买家');
  const order = await placeOrder(request, {
    consignee,
    items: [{ goods_code: 'OTC02007', num: 1 }],
    assemble: { promotion_id: id },
  });
  // ¥9.90 at the assemble price, plus ¥8 express.
  expect(order.order_price).toBe(17.9);

  expireAssembleTeamOf(order.sn);
  const detail = new OrderDetailPage(page);
  await expect(async () => {
    await detail.goto(order.sn);
    await expect(detail.status).toHaveText('已取消', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(detail.log).toContainText('拼团超时未成团');

  await page.goto('/after-sale/refund-list');
  await page.getByPlaceholder('退款单号 / 订单号 / 售后单号').fill(order.sn);
  await page.getByPlaceholder('退款单号 / 订单号 / 售后单号').press('Enter');
  await expect(page.getByRole('table', { name: '退款单列表' })).toContainText(`RF${order.sn}`);
});
