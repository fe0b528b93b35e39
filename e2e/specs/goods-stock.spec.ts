import { ACCOUNTS } from '../pages/accounts.ts';
import { expect, test } from '../support/signed-in.ts';

/** Stock by batch (issue 20): the warning stock list with its inline adjustment and the SKU's
 * batches, and the near-expiry list with a write-off of an expired batch. */
test.describe('warning stock and near-expiry batches', () => {
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ signedIn }) => {
    await signedIn(ACCOUNTS.founder);
  });

  test('an out-of-stock SKU is on the warning list until stock is adjusted in', async ({ page }) => {
    await page.goto('/goods/understock-list?keyword=OTC01012');
    const table = page.getByRole('table', { name: '预警库存' });
    const row = table.getByRole('row').filter({ hasText: '感康 复方氨酚烷胺片' });
    await expect(row).toBeVisible();
    await expect(page.getByText('预警设置')).toBeVisible();

    // Its batches: the seeded batch sold out, and the ledger says how.
    await row.getByRole('button', { name: '批次' }).click();
    const batches = page.getByRole('dialog', { name: '库存批次' });
    await expect(batches.getByRole('table', { name: '批次列表' }).getByRole('row')).not.toHaveCount(1);
    await batches.getByRole('tab', { name: '库存流水' }).click();
    await expect(batches.getByRole('table', { name: '库存流水' })).toContainText('盘点调整');
    await batches.getByLabel('Close').click();

    await row.getByRole('button', { name: '调整库存' }).click();
    const dialog = page.getByRole('dialog', { name: '调整库存' });
    await dialog.getByLabel('调整数量').fill('0');
    await dialog.getByLabel('调整原因').fill('到货补录');
    await dialog.getByRole('button', { name: /^(确定|OK)$/ }).click();
    await expect(dialog.getByText('调整数量须为非 0 整数（-999999 至 999999）')).toBeVisible();
    await dialog.getByLabel('调整数量').fill('20');
    await dialog.getByRole('button', { name: /^(确定|OK)$/ }).click();
    await expect(page.locator('.ant-message-notice').filter({ hasText: '库存已调整' })).toBeVisible();
    // 20 is above the shop default (10): no longer a warning.
    await expect(row).toHaveCount(0);
  });

  test('an expired batch is listed as expired and can be written off', async ({ page }) => {
    await page.goto('/goods/expiry-list');
    await page.getByRole('tab', { name: '已过期', exact: true }).click();
    const table = page.getByRole('table', { name: '近效期批次' });
    const first = table.getByRole('row').filter({ hasText: '已过期' }).first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: '报损' }).click();
    const dialog = page.getByRole('dialog', { name: '调整库存' });
    await expect(dialog.getByRole('combobox')).toBeDisabled();
    await dialog.getByLabel('调整数量').fill('-1');
    await dialog.getByLabel('调整原因').fill('过期药品报损销毁');
    await dialog.getByRole('button', { name: /^(确定|OK)$/ }).click();
    await expect(page.locator('.ant-message-notice').filter({ hasText: '库存已调整' })).toBeVisible();
    await page.getByRole('tab', { name: '近效期', exact: true }).click();
    await expect(table.getByRole('row').filter({ hasText: '近效期' }).first()).toBeVisible();
  });
});

test('the SKU page shows the new stock as soon as a batch is adjusted from it', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  await page.goto('/goods/goods-list?keyword=OTC01003');
  const listRow = page.getByRole('row').filter({ hasText: '白云山 板蓝根颗粒' });
  await listRow
    .getByRole('button', { name: '更多' })
    .or(listRow.getByRole('button', { name: '规格' }))
    .first()
    .click();
  const skuItem = page.getByRole('menuitem', { name: '规格' });
  if (await skuItem.isVisible()) await skuItem.click();
  await expect(page.getByTestId('sku-goods-name')).toHaveText('白云山 板蓝根颗粒');

  const skuRow = page.getByRole('table', { name: 'SKU 列表' }).getByRole('row').nth(1);
  const stockCell = skuRow.getByRole('cell').filter({ hasText: /^\d+$/ }).last();
  const before = Number(await stockCell.textContent());
  await skuRow.getByRole('button', { name: '批次' }).click();
  const batches = page.getByRole('dialog', { name: '库存批次' });
  await batches.getByRole('button', { name: '调整', exact: true }).first().click();
  const adjust = page.getByRole('dialog', { name: '调整库存' });
  await adjust.getByLabel('调整数量').fill('5');
  await adjust.getByLabel('调整原因').fill('盘点盘盈');
  await adjust.getByRole('button', { name: /^(确定|OK)$/ }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '库存已调整' })).toBeVisible();
  await batches.getByLabel('Close').click();
  await expect(stockCell).toHaveText(String(before + 5));
});
