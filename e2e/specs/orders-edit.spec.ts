import { ACCOUNTS } from '../pages/accounts.ts';
import { OrderDetailPage } from '../pages/order-detail-page.ts';
import { INTAKE_REGION, placeOrder, uniqueName } from '../pages/order-intake.ts';
import { RegionPickerField } from '../pages/region-picker.ts';
import { expect, test } from '../support/signed-in.ts';

test.describe('changing an unpaid order', () => {
  // Multi-step flows through dialogs and refetches: allow for a busy CI machine.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ signedIn }) => {
    await signedIn(ACCOUNTS.founder);
  });

  test('the price is lowered with the money rule; above the original is refused', async ({
    page,
    request,
  }) => {
    const order = await placeOrder(request, { consignee: uniqueName('改价'), paid: false });
    expect(order.order_price).toBe(45);
    const detail = new OrderDetailPage(page);
    await detail.goto(order.sn);
    await expect(detail.status).toHaveText('新订单');
    await expect(detail.total).toHaveText('¥45.00');

    await detail.action('修改价格').click();
    const price = detail.dialog.getByLabel('新订单金额（元）');
    await price.fill('12.345');
    await detail.ok.click();
    await expect(detail.fieldError('请输入正确的金额，最多两位小数！')).toBeVisible();

    await price.fill('50');
    await detail.ok.click();
    // The server's refusal, under the field it concerns.
    await expect(detail.fieldError('订单金额必须大于 0 且不高于原价 45.00 元')).toBeVisible();

    await price.fill('40.5');
    await detail.ok.click();
    await expect(detail.success).toBeVisible();
    await expect(detail.dialog).toBeHidden();
    await expect(detail.total).toHaveText('¥40.50');
    await expect(page.getByText('-¥4.50')).toBeVisible(); // the adjustment
    await expect(detail.log).toContainText('改价 ¥45.00 → ¥40.50');
  });

  test('the address is changed with the mobile rule and the region picker', async ({ page, request }) => {
    const order = await placeOrder(request, { consignee: uniqueName('改址'), paid: false });
    const detail = new OrderDetailPage(page);
    await detail.goto(order.sn);
    // Intake stored the regions table's names for the path the storefront sent.
    await expect(detail.region).toHaveText(INTAKE_REGION.names);

    await detail.action('修改地址').click();
    const region = new RegionPickerField(page, detail.dialog);
    // The picker starts on the order's own path; emptied, the region is required again.
    await expect(region.shown).toHaveText('浙江省 / 杭州市 / 西湖区 / 古荡街道');
    await region.clear();
    const newName = uniqueName('新收货人');
    await detail.dialog.getByLabel('收货人').fill(newName);
    await detail.dialog.getByLabel('手机号').fill('1381234');
    await detail.dialog.getByLabel('详细地址').fill('天目山路 8 号 3 幢');
    await detail.ok.click();
    await expect(detail.fieldError('请输入正确的手机号码！')).toBeVisible();
    await expect(detail.fieldError('请选择所在地区，直到乡镇（街道）！')).toBeVisible();

    // Province → city → district → town; only the town completes the choice.
    await region.walk(['浙江省', '杭州市', '西湖区'], '北山街道');
    await expect(region.shown).not.toContainText('西湖区');
    await region.item('北山街道').click();
    await expect(region.shown).toHaveText('浙江省 / 杭州市 / 西湖区 / 北山街道');
    await expect(detail.fieldError('请选择所在地区，直到乡镇（街道）！')).toBeHidden();

    await detail.dialog.getByLabel('手机号').fill('13722223333');
    await detail.ok.click();
    await expect(detail.success).toBeVisible();
    await expect(detail.consignee).toHaveText(newName);
    await expect(detail.region).toHaveText('浙江省 杭州市 西湖区 北山街道');
    await expect(detail.address).toHaveText('天目山路 8 号 3 幢');
    await expect(page.getByTestId('detail-mobile')).toHaveText('137****3333');
    await expect(detail.log).toContainText(`修改收货地址：${newName} 浙江省 杭州市 西湖区 北山街道`);

    // Editing again: the picker is pre-filled from the stored region, and the keyboard moves on
    // from there (the next town of the same district).
    await detail.action('修改地址').click();
    await expect(region.shown).toHaveText('浙江省 / 杭州市 / 西湖区 / 北山街道');
    await region.field.click();
    await expect(region.item('西溪街道')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(region.shown).toHaveText('浙江省 / 杭州市 / 西湖区 / 西溪街道');
    await detail.ok.click();
    await expect(detail.dialog).toBeHidden();
    await expect(detail.region).toHaveText('浙江省 杭州市 西湖区 西溪街道');
  });
});
