import ExcelJS from 'exceljs';
import { ACCOUNTS } from '../pages/accounts.ts';
import { expect, test } from '../support/signed-in.ts';

/* Settlement (结算单, issue 23): the founder opens the demo shop's newest bill (出账, NEW),
 * confirms it (本期结算无误) after the dialog, sees 已确认, and downloads its Excel export. */

const button = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

test('the founder confirms the newest bill and downloads it', async ({ page, signedIn }) => {
  await signedIn(ACCOUNTS.founder);
  await page.goto('/settlement/settlement-list');
  await expect(page.getByTestId('settlement-terms')).toContainText('3%');
  const newest = page.locator('tr.ant-table-row').first();
  await expect(newest.getByTestId('bill-state')).toHaveText('已出账');
  const sn = (await newest.getByTestId('bill-link').innerText()).trim();
  await newest.getByTestId('bill-link').click();

  const detail = page.getByTestId('bill-detail-page');
  await expect(detail).toContainText(sn);
  await expect(detail.getByTestId('bill-state')).toHaveText('已出账');
  await detail.getByTestId('bill-confirm').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '确认本期结算单？' });
  await dialog.getByRole('button', { name: button('本期结算无误') }).click();
  await expect(detail.getByTestId('bill-state')).toHaveText('已确认');
  await expect(detail.getByTestId('bill-confirm')).toHaveCount(0);

  const downloading = page.waitForEvent('download');
  await detail.getByTestId('bill-export').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^settlement-${sn}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((w) => w.name)).toEqual(['汇总', '订单', '退款']);
  const summary = workbook.getWorksheet('汇总')!;
  expect(String(summary.getRow(2).getCell(2).value)).toBe(sn);
  expect(String(summary.getRow(4).getCell(2).value)).toBe('已确认');
});
