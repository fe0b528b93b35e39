import { ACCOUNTS } from '../pages/accounts.ts';
import { chooseOption } from '../pages/choose-option.ts';
import { DEMO_INTAKE_KEY, pickGoodsCode } from '../pages/live-intake.ts';
import { expect, test } from '../support/signed-in.ts';

/** A stand-in for the CLodop service's script: records what the page asks it to print. */
const FAKE_CLODOP = `window.__clodop = [];
window.CLODOP = {
  CVERSION: '6.5.7.1',
  GET_PRINTER_COUNT: function () { return 1; },
  GET_PRINTER_NAME: function () { return 'Label Printer'; },
  PRINT_INITA: function () { window.__clodop.push(['PRINT_INITA'].concat([].slice.call(arguments))); return true; },
  SET_PRINTER_INDEX: function () { return true; },
  ADD_PRINT_HTM: function () { window.__clodop.push(['ADD_PRINT_HTM'].concat([].slice.call(arguments))); },
  PRINT: function () { window.__clodop.push(['PRINT']); return true; }
};`;

test('batch e-waybills: three orders get waybills, print on 100×180 labels and ship', async ({
  page,
  signedIn,
}) => {
  await page.route('http://localhost:8000/CLodopfuncs.js**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_CLODOP }),
  );
  await signedIn(ACCOUNTS.founder);

  // 物流管理 → 电子面单: the ZTO account.
  await page.goto('/logistics-manage');
  await page.getByTestId('logistics-tab-waybill-accounts').click();
  const row = page.getByRole('row', { name: /中通快递/ });
  await row.getByRole('button', { name: '设置' }).click();
  const form = page.getByRole('dialog', { name: /电子面单账号/ });
  await form.getByLabel('客户编码').fill('ZT-E2E-01');
  await form.getByLabel('密钥').fill('e2e-partner-key');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toBeHidden();
  await expect(row.getByText('已设置')).toBeVisible();

  // Three paid express orders from the storefront.
  const goodsCode = await pickGoodsCode(page);
  const sns: string[] = [];
  for (const name of ['赵面单', '钱面单', '孙面单']) {
    const res = await page.request.post('/api/open/orders', {
      headers: { 'X-Api-Key': DEMO_INTAKE_KEY, 'Content-Type': 'application/json' },
      data: {
        order_source: 'MINI',
        shipping_type: 'EXPRESS',
        payment_type: 'ONLINE',
        paid: true,
        is_erp: 0,
        consignee: {
          name,
          mobile: '13912345678',
          region_ids: '31,3101,310115,310115125',
          address: '张江路 88 号',
        },
        items: [{ goods_code: goodsCode, num: 1 }],
        remark: '',
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    sns.push(((await res.json()) as { sn: string }).sn);
  }

  await page.goto('/order/order-list');
  for (const sn of sns)
    await page
      .getByRole('row', { name: new RegExp(sn) })
      .getByRole('checkbox')
      .check();
  await page.getByRole('button', { name: '批量电子面单' }).click();
  const dialog = page.getByRole('dialog', { name: /批量电子面单/ });
  await chooseOption(page, dialog.getByRole('combobox'), dialog.locator('.ant-select-content'), '中通快递');
  await dialog.getByRole('button', { name: '获取电子面单' }).click();
  await expect(dialog.getByText('成功 3 个，失败 0 个')).toBeVisible();
  await expect(dialog.getByText('已获取面单')).toHaveCount(3);

  await dialog.getByRole('button', { name: '打印全部' }).click();
  await expect(dialog.getByText('已打印')).toHaveCount(3);
  const calls = (await page.evaluate('window.__clodop')) as unknown[][];
  expect(calls.filter((c) => c[0] === 'PRINT')).toHaveLength(3);
  expect(calls[0]!.slice(3, 5)).toEqual(['100mm', '180mm']);
  expect(String(calls.find((c) => c[0] === 'ADD_PRINT_HTM')![5])).toContain('赵面单');

  await dialog.getByRole('button', { name: '全部发货' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(dialog.getByText('已发货')).toHaveCount(3);
  await dialog.getByRole('button', { name: '关闭' }).first().click();

  for (const sn of sns) await expect(page.getByRole('row', { name: new RegExp(sn) })).toContainText('已发货');
});
