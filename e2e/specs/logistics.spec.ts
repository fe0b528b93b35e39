import { ACCOUNTS } from '../pages/accounts.ts';
import { OrderDetailPage } from '../pages/order-detail-page.ts';
import { placeOrder, uniqueName } from '../pages/order-intake.ts';
import { LogisticsPage, useFreightTemplate } from '../pages/logistics-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Logistics (issue 23): the founder turns on an express company and sets up a freight template
 * (a Zhejiang area) in 物流管理; an open-API order for goods with that template, to Hangzhou, is
 * charged by it (first piece ¥4, each further ¥1: 3 pieces ¥6), its detail names the template, and
 * the ship dialog offers the company just turned on. */

const button = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);
// 鱼跃 电子体温计 ¥29.90 (seeded, no template, in no other spec): 3 pieces stay under every full cut.
const THERMOMETER = 'DV160301';

test('an express company and a freight template set up in the UI price and ship an open-API order', async ({
  page,
  request,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  const logistics = new LogisticsPage(page);
  await logistics.goto();

  await expect(logistics.expressSwitch('STO')).not.toBeChecked();
  await logistics.expressSwitch('STO').click();
  await expect(logistics.expressSwitch('STO')).toBeChecked();

  await logistics.tab('templates').click();
  const name = uniqueName('浙江按件');
  await page.getByTestId('freight-template-create').click();
  const form = logistics.dialog;
  await form.getByTestId('freight-template-name').fill(name);
  await form.getByTestId('freight-default-first_price').fill('8');
  await form.getByTestId('freight-default-additional_price').fill('2');
  await form.getByTestId('freight-area-add').click();
  await logistics.chooseProvince('freight-area-0-regions', '浙江省');
  await form.getByTestId('freight-area-0-first_price').fill('4');
  await form.getByTestId('freight-area-0-additional_price').fill('1');
  await form.getByRole('button', { name: button('确定') }).click();
  await expect(form).toBeHidden();
  const row = logistics.templateRow(name);
  await expect(row).toContainText('浙江省');
  await expect(row).toContainText('按件');

  useFreightTemplate(THERMOMETER, name);
  const order = await placeOrder(request, {
    consignee: uniqueName('运费'),
    items: [{ goods_code: THERMOMETER, num: 3 }],
  });
  expect(order.order_price).toBeCloseTo(29.9 * 3 + 6, 2);

  const detail = new OrderDetailPage(page);
  await detail.goto(order.sn);
  await expect(page.getByTestId('order-shipping')).toContainText('6.00');
  await expect(page.getByTestId('order-shipping-template')).toContainText(name);

  await detail.action('发货').click();
  await detail.chooseExpress('申通快递');
  await detail.dialog.getByLabel('运单号').fill('STO7788990011');
  await detail.ok.click();
  await expect(detail.status).toHaveText('已发货');
  await expect(detail.log).toContainText('发货：申通快递 STO7788990011');
});
