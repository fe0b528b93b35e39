import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { expect, test } from '../support/signed-in.ts';

/* §2/§5: the goods picker searches by pasted goods codes — split on whitespace (spaces, tabs,
 * newlines, as a spreadsheet column pastes) and commas, a full-width comma made a comma — and
 * hands the ticked goods back; here it fills the 新品 tag. */

const CODES = ['OTC01001', 'OTC01002', 'RX010001', 'RX011101'];

test('the goods picker finds goods by pasted codes and hands them to the tag', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);
  await shell.menuItem('商品管理').click();
  await shell.menuItem('商品标签').click();
  await page
    .getByRole('table', { name: '商品标签' })
    .getByRole('row')
    .filter({ hasText: '新品' })
    .getByRole('button', { name: '选择商品' })
    .click();
  const tagGoods = page.getByRole('table', { name: '标签商品' });
  await expect(tagGoods.getByRole('row').nth(1)).toBeVisible();
  for (const code of CODES) await expect(tagGoods.getByRole('row').filter({ hasText: code })).toHaveCount(0);

  await page.getByRole('button', { name: '选择商品' }).click();
  const picker = page.getByRole('dialog', { name: '选择商品' });
  // As pasted: a spreadsheet column, a full-width comma, a comma, a repeated code.
  await picker
    .getByPlaceholder('粘贴商品编码，空格、换行或逗号分隔')
    .fill(`${CODES[0]}\n${CODES[1]}，${CODES[2]},  ${CODES[3]}\t${CODES[0]}`);
  const asked = page.waitForRequest(
    (request) => request.url().includes('/api/admin/goods/skus') && request.url().includes('goods_codes'),
  );
  await picker.getByRole('button', { name: /搜\s*索/ }).click();
  const url = new URL((await asked).url());
  expect(url.searchParams.getAll('goods_codes')).toEqual(CODES);
  expect(url.searchParams.get('market_enable')).toBe('1');
  expect(url.searchParams.get('is_auth')).toBe('1');

  const rows = picker.locator('tr.ant-table-row');
  await expect(rows).toHaveCount(CODES.length);
  for (const code of CODES) await expect(rows.filter({ hasText: code })).toHaveCount(1);
  await picker.locator('thead').getByRole('checkbox').check();
  await expect(picker.getByText(`已选 ${CODES.length}`)).toBeVisible();
  await picker.getByRole('button', { name: /确\s*定/ }).click();

  await expect(picker).toHaveCount(0);
  for (const code of CODES) await expect(tagGoods.getByRole('row').filter({ hasText: code })).toHaveCount(1);
});
