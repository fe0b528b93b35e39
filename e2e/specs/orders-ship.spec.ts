import { ACCOUNTS } from '../pages/accounts.ts';
import { OrderDetailPage } from '../pages/order-detail-page.ts';
import { GOODS, placeOrder, uniqueName } from '../pages/order-intake.ts';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/signed-in.ts';

test.describe('shipping', () => {
  // Multi-step flows through dialogs and refetches: allow for a busy CI machine.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ signedIn }) => {
    await signedIn(ACCOUNTS.founder);
  });

  test('ships with a batch number for every line; the log and the steps follow', async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, {
      consignee: uniqueName('发货'),
      items: [
        { goods_code: GOODS.ganmaoling.code, num: 1 },
        { goods_code: GOODS.banlangen.code, num: 2 },
      ],
    });
    const detail = new OrderDetailPage(page);
    await detail.goto(order.sn);
    await expect(detail.status).toHaveText('已付款');
    const shippedStep = detail.flow.locator('.ant-steps-item').filter({ hasText: '已发货' });
    await expect(shippedStep).not.toContainText(/\d{2}:\d{2}:\d{2}/); // ahead: no time yet

    await detail.action('发货').click();
    await detail.chooseExpress('顺丰速运');
    await detail.dialog.getByLabel('运单号').fill('SF 12');
    const names = [`批号 ${GOODS.ganmaoling.name}`, `批号 ${GOODS.banlangen.name}`] as const;
    const [first, second] = names.map((name) => detail.dialog.getByRole('combobox', { name })) as [
      Locator,
      Locator,
    ];
    // The dialog opens with the batches each line's stock was taken from (FEFO, issue 20): the
    // seeded batch numbers are production dates (yymmdd). Cleared, a line needs one again.
    const tagsOf = (name: string) =>
      detail.dialog
        .locator('.ant-select')
        .filter({ has: page.getByRole('combobox', { name }) })
        .getByTitle(/^\d{6}$/);
    for (const [i, line] of [first, second].entries()) {
      const tags = tagsOf(names[i]!);
      await expect(tags.first()).toBeVisible();
      for (let n = await tags.count(); n > 0; n--) await line.press('Backspace');
      await expect(tags).toHaveCount(0);
    }
    await first.fill('B20250101');
    await first.press('Enter');
    await detail.ok.click();
    await expect(detail.fieldError('请输入正确的运单号（6-40 位字母数字）')).toBeVisible();
    await expect(detail.fieldError('请为每个药品填写批号')).toHaveCount(1); // only the second line

    await detail.dialog.getByLabel('运单号').fill('SF1234567890');
    await second.fill('C2025-07');
    await second.press('Enter');
    await second.fill('C2025-08');
    await second.press('Enter');
    await detail.ok.click();

    await expect(detail.success).toBeVisible();
    await expect(detail.status).toHaveText('已发货');
    await expect(detail.express).toHaveText('顺丰速运');
    await expect(detail.waybill).toHaveText('SF1234567890');
    await expect(detail.batchNumbers.first()).toHaveText('B20250101');
    await expect(detail.batchNumbers.nth(1)).toContainText('C2025-07');
    await expect(detail.batchNumbers.nth(1)).toContainText('C2025-08');
    await expect(detail.log).toContainText('发货：顺丰速运 SF1234567890');
    await expect(shippedStep).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(detail.action('发货')).toHaveCount(0);
    await expect(detail.action('确认收货')).toBeVisible();
  });
});
