import { ACCOUNTS } from '../pages/accounts.ts';
import { DashboardFigures } from '../pages/dashboard-page.ts';
import { placeOrder, uniqueName } from '../pages/order-intake.ts';
import { expect, test } from '../support/signed-in.ts';

test.describe('dashboard figures', () => {
  test.beforeEach(async ({ signedIn }) => {
    await signedIn(ACCOUNTS.founder);
  });

  test("shows today's paid orders and the week, and a to-do opens its list", async ({ page, request }) => {
    // An order paid now is in today's figures.
    await placeOrder(request, { consignee: uniqueName('今日') });
    await page.goto('/dashboard');
    const dash = new DashboardFigures(page);
    // The page's lazy chunk carries the chart library: allow a busy machine its first load.
    await expect(dash.figures).toContainText('今日 · 付款订单', { timeout: 15_000 });
    await expect.poll(() => dash.today('付款订单')).toBeGreaterThanOrEqual(1);
    expect(await dash.today('付款金额（元）')).toBeGreaterThan(0);
    await expect(dash.figures).toContainText('昨日');
    // The week's chart is drawn: seven days, today last.
    await expect(dash.trend.getByTestId('dashboard-trend-day')).toHaveCount(7);

    // The demo has SKUs at or under their warning quantity: the tile opens that list.
    const warning = dash.todo('预警库存');
    await expect(warning).toBeVisible();
    await warning.click();
    await expect(page).toHaveURL(/\/goods\/understock-list$/);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
  });
});
