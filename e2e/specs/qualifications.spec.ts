import { ACCOUNTS } from '../pages/accounts.ts';
import { QualificationsPage, shanghaiDay } from '../pages/qualifications-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Qualifications (资质管理, issue 24): the founder replaces the demo's drug business licence with
 * one that ends in 20 days; the page shows its standing and history, the dashboard and the top bar
 * warn about it, and the daily notice appears. */

test('the founder records a drug business licence ending in 20 days and is warned on the dashboard and the top bar', async ({
  page,
  signedIn,
}) => {
  test.slow();
  await signedIn(ACCOUNTS.founder);
  const zz = new QualificationsPage(page);
  await zz.goto();
  await expect(page.getByTestId('yyzz-card')).toContainText('91310115MA1H8XK27Q');
  // The demo's food licence ends within ~60 days: a warning, not yet a daily one.
  await expect(page.getByTestId('licence-alert-indicator')).toBeVisible();

  await zz.deleteRow('沪AA0210001');
  const until = shanghaiDay(20);
  await zz.addLicence({
    kind: '药品经营许可证',
    holder: '上海演示大药房有限公司',
    number: '沪AA0210888',
    issuer: '上海市药品监督管理局',
    officer: '李芳',
    from: shanghaiDay(-1805),
    until,
  });
  await expect(page.getByText('操作成功')).toBeVisible();
  const row = zz.row('沪AA0210888');
  await expect(row).toContainText('20 天后到期');
  await expect(row).toContainText(until);

  await row.getByRole('button', { name: /^变\s*更\s*记\s*录$/ }).click();
  const history = page.getByTestId('licence-history');
  await expect(history.getByTestId('licence-history-row')).toHaveCount(1);
  await expect(history).toContainText('登记');
  await page.keyboard.press('Escape');

  const line = `药品经营许可证（沪AA0210888）将于 ${until} 到期，仅剩 20 天`;
  // The daily notice (once per Shanghai day while a licence is within 30 days).
  await expect(page.getByTestId('licence-alert-notice')).toContainText(line);
  // The top bar's indicator lists it.
  await page.getByTestId('licence-alert-indicator').hover();
  await expect(page.getByTestId('licence-alert-list')).toContainText(line);

  await page.goto('/dashboard');
  const card = page.getByTestId('licence-alert-card');
  await expect(card).toContainText(line);
  await expect(card).toContainText('食品经营许可证');
});
