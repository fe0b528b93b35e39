import { ACCOUNTS } from '../pages/accounts.ts';
import { AccountMenu } from '../pages/account-menu.ts';
import { chooseOption } from '../pages/choose-option.ts';
import { pickGoodsCode, placeOrder } from '../pages/live-intake.ts';
import { expect, test } from '../support/signed-in.ts';

const PRINTER = 'XP-80 小票机';

/** A stand-in for the CLodop service's script: records what the page asks it to do. */
const FAKE_CLODOP = `window.__clodop = [];
window.CLODOP = {
  CVERSION: '6.5.7.1',
  GET_PRINTER_COUNT: function () { return 2; },
  GET_PRINTER_NAME: function (i) { return ['Office LaserJet', ${JSON.stringify(PRINTER)}][i]; },
  PRINT_INITA: function () { window.__clodop.push(['PRINT_INITA'].concat([].slice.call(arguments))); return true; },
  SET_PRINTER_INDEX: function (name) { window.__clodop.push(['SET_PRINTER_INDEX', name]); return true; },
  SET_PRINT_COPIES: function (n) { window.__clodop.push(['SET_PRINT_COPIES', n]); },
  ADD_PRINT_HTM: function () { window.__clodop.push(['ADD_PRINT_HTM'].concat([].slice.call(arguments))); },
  PRINT: function () { window.__clodop.push(['PRINT']); return true; }
};`;

// The clerk (not the founder other specs sign in as) keeps the printer this test saves.
test('a new order prints its receipt on the saved printer through CLodop', async ({ page, signedIn }) => {
  await page.route('http://localhost:8000/CLodopfuncs.js**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_CLODOP }),
  );
  const ready = page.waitForResponse((r) => r.url().includes('/api/seller/store/orders/pending') && r.ok());
  await signedIn(ACCOUNTS.clerk);
  await ready;
  await expect(page.getByTestId('printer-plugin-banner')).toHaveCount(0);

  // Avatar menu → 小票打印机设置: a printer must be chosen.
  const dialog = page.getByRole('dialog', { name: '小票打印机设置' });
  await new AccountMenu(page).choose('小票打印机设置', dialog);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('请选择小票打印机！')).toBeVisible();
  await chooseOption(page, dialog.getByRole('combobox'), dialog.locator('.ant-select-content'), PRINTER);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/seller/store/printer') && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  expect((await saved).ok()).toBe(true);
  await expect(dialog).toBeHidden();

  const marked = page.waitForResponse(
    (r) => r.url().endsWith('/api/seller/trade/orders/updatePrintInfo') && r.ok(),
  );
  const sn = await placeOrder(page.request, await pickGoodsCode(page), '王打印');
  await marked;

  const calls = (await page.evaluate('window.__clodop')) as unknown[][];
  expect(calls.map((c) => c[0])).toEqual(['PRINT_INITA', 'SET_PRINTER_INDEX', 'ADD_PRINT_HTM', 'PRINT']);
  expect(calls[0]!.slice(1, 5)).toEqual([0, 0, 480, 2100]);
  expect(calls[1]).toEqual(['SET_PRINTER_INDEX', PRINTER]);
  const html = String(calls[2]![5]);
  for (const text of [sn, '王打印', '139****5678', '张江路 88 号', 'e2e 实时通知', '演示大药房'])
    expect(html, text).toContain(text);
  const body = (await marked).request().postData() ?? '';
  expect(decodeURIComponent(body.replace(/\+/g, ' '))).toContain(`print_name=${PRINTER}`);
});
