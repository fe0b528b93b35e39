import { ACCOUNTS } from '../pages/accounts.ts';
import { AppShell } from '../pages/app-shell.ts';
import { PromotionListPage, shanghaiAt, shanghaiMinute } from '../pages/promotions-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Promotions (issue 22): the founder closes the seeded whole-shop full cut with a reason (closing is
 * final), creates a full cut of two tiers starting later, sees it under 未开始, moves its start to
 * the next minute and sees it under 进行中, and closes it too. */

test('the founder creates a two-tier full cut, sees it start, and closes it with a reason', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(90_000);
  await signedIn(ACCOUNTS.founder);
  const shell = new AppShell(page);
  await shell.menuItem('促销管理').click();
  await shell.menuItem('满减满赠').click();
  await expect(page).toHaveURL(/\/promotions\/full-cut/);
  const list = new PromotionListPage(page);

  // Only one whole-shop full cut may run at a time: end the seeded one first.
  await list.tab('进行中');
  const seeded = list.row('全店满99减10');
  await expect(seeded).toHaveCount(1);
  await seeded.getByRole('button', { name: /^关\s*闭$/ }).click();
  const closeDialog = page.getByRole('dialog').filter({ hasText: '关闭活动' });
  await closeDialog.getByLabel('关闭原因').fill('换新的满减活动');
  await closeDialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(seeded).toHaveCount(0);

  await page.getByRole('button', { name: /新增满减满赠/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新增满减满赠' });
  await dialog.getByLabel('活动名称').fill('周末满100减15');
  await list.fillRange(dialog, shanghaiMinute(1.5), shanghaiMinute(60 * 24 * 3));
  await dialog.getByLabel('第 1 级门槛').fill('100');
  await dialog.getByLabel('第 1 级减免金额').fill('15');
  await dialog.getByRole('button', { name: '添加一级优惠' }).click();
  await dialog.getByLabel('第 2 级门槛').fill('200');
  await dialog.getByLabel('第 2 级减免金额').fill('40');
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(dialog).toBeHidden();

  await list.tab('未开始');
  const mine = list.row('周末满100减15');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('满 100.00 元减 15.00 元');
  await expect(mine).toContainText('满 200.00 元减 40.00 元');

  // Edited to start this whole minute (the form takes minutes; the server allows a start up to a
  // minute past), the same activity moves to 进行中 (state tabs are computed, not stored).
  await mine.getByRole('button', { name: /^编\s*辑$/ }).click();
  const edit = page.getByRole('dialog').filter({ hasText: '编辑满减满赠' });
  const startMs = Math.floor((Date.now() + 15_000) / 60_000) * 60_000;
  await list.fillRange(edit, shanghaiAt(startMs), shanghaiMinute(60 * 24 * 3));
  // Enter in the range's last input submits the valid form (keyboard-friendly forms).
  await expect(edit).toBeHidden();
  await page.waitForTimeout(Math.max(0, startMs + 1_500 - Date.now()));
  await list.tab('进行中');
  await expect(mine).toHaveCount(1);
  await expect(mine.getByRole('button', { name: /^编\s*辑$/ })).toHaveCount(0);
  await mine.getByRole('button', { name: /^关\s*闭$/ }).click();
  await closeDialog.getByLabel('关闭原因').fill('库存不足，提前结束');
  await closeDialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(mine).toHaveCount(0);
  await list.tab('已关闭');
  await expect(mine).toHaveCount(1);
  await mine.getByRole('button', { name: /^详\s*情$/ }).click();
  await expect(page.getByRole('dialog').filter({ hasText: '库存不足，提前结束' })).toBeVisible();
});
