import { ACCOUNTS } from '../pages/accounts.ts';
import { placeOrder, uniqueName } from '../pages/order-intake.ts';
import { expect, test } from '../support/signed-in.ts';

/* Invoices (issue 23): a buyer asks for an electronic invoice with the order; the founder finds it
 * under 结算管理 › 发票管理, issues it with an uploaded PDF and downloads it again. */

const button = (text: string) => new RegExp(`^${text.split('').join('\\s*')}$`);

/** The smallest PDF a reader opens: one empty page (the server checks only what it starts with,
 * but a real file is what a seller uploads). */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 4\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test('an electronic invoice is issued with an uploaded PDF and downloads', async ({
  page,
  request,
  signedIn,
}) => {
  const consignee = uniqueName('发票');
  const order = await placeOrder(request, {
    consignee,
    invoice: { kind: 'ELECTRONIC', title_type: 'PERSONAL', title: consignee, email: 'buyer@example.com' },
  } as Parameters<typeof placeOrder>[1]);

  await signedIn(ACCOUNTS.founder);
  // The list opened on its 待开票 tab, searched by the order number (the filters live in the address).
  await page.goto(`/settlement/invoice-history?tab=PENDING&keyword=${order.sn}`);
  await expect(page.getByRole('tab', { name: /待开票/, selected: true })).toBeVisible();
  const row = page.locator('tr.ant-table-row').filter({ hasText: order.sn });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('电子普通发票');
  await row.getByRole('link', { name: `FP${order.sn}` }).click();

  const detail = page.getByTestId('invoice-detail');
  await expect(detail.getByTestId('invoice-status')).toHaveText('待开票');
  await detail.getByTestId('invoice-action-issueElectronic').click();
  const dialog = page.getByRole('dialog').filter({ hasText: '开具电子发票' });
  await dialog.getByLabel('发票号码').fill('44009988');
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await dialog.getByRole('button', { name: button('确定') }).click();
  await expect(dialog).toBeHidden();

  await expect(detail.getByTestId('invoice-status')).toHaveText('已开票');
  await expect(detail.getByTestId('invoice-no')).toHaveText('44009988');
  await expect(detail.getByTestId('invoice-history')).toContainText('开具电子发票');
  const download = page.waitForEvent('download');
  await detail.getByTestId('invoice-download').click();
  expect((await download).suggestedFilename()).toBe(`FP${order.sn}.pdf`);
});
