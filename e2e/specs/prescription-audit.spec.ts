import { ACCOUNTS } from '../pages/accounts.ts';
import {
  apiLogin,
  AUDIT_PASSWORD,
  auditPath,
  AuditPage,
  awaitingSns,
  getWorkHours,
  md5,
  OVERDUE_COLUMNS,
  OverdueDialog,
  pageToken,
  setWorkHours,
  TINY_PNG,
  windowExcludingNow,
  type WorkHours,
} from '../pages/prescription-pages.ts';
import { expect, test } from '../support/signed-in.ts';

/* Issue 7: the pharmacist audits from the overdue dialog with a signature; the paper prescription
 * shows it; a clerk cannot reach the audit page; outside working hours there is no audit button
 * and the server refuses. The seed holds overdue prescriptions (48 minutes and older). */

const { username, password } = ACCOUNTS.pharmacist;
let saved: WorkHours;

test.beforeAll(async ({ request }) => {
  // The whole day, so the audit test does not depend on the clock; restored afterwards.
  const token = await apiLogin(request, username, password);
  saved = await getWorkHours(request, token);
  await setWorkHours(request, token, '00:00', '23:59');
});

test.afterAll(async ({ request }) => {
  const token = await apiLogin(request, username, password);
  await setWorkHours(request, token, saved.work_start, saved.work_end);
});

test('the pharmacist audits an overdue prescription with a signature; the paper shows it', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(60_000); // four screens, a drawing and an audit in one story
  await signedIn(ACCOUNTS.pharmacist);

  // The poll reads the overdue list as soon as the layout is up, and says so for 10 s.
  const overdue = new OverdueDialog(page);
  await expect(overdue.notice).toBeVisible();
  await overdue.openButton.click();
  await expect(overdue.dialog).toBeVisible();
  await expect(overdue.columnHeaders()).toHaveText(OVERDUE_COLUMNS);
  await expect(overdue.rows.first()).toBeVisible();

  const row = overdue.rows.filter({ has: page.getByTestId('rx-audit-link') }).first();
  const sn = (await row.getByTestId('rx-sn').textContent())?.trim() ?? '';
  expect(sn).not.toBe('');
  await row.getByTestId('rx-audit-link').click();
  await expect(overdue.dialog).toBeHidden();
  await expect(page).toHaveURL(auditPath(sn));

  const audit = new AuditPage(page);
  await expect(audit.panel).toBeVisible();
  await audit.password.fill(AUDIT_PASSWORD);

  // No strokes yet: the widget warns and nothing is sent.
  let audited = false;
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/prescriptionOrder/audit/')) audited = true;
  });
  await audit.approve.click();
  await expect(audit.signatureWarning).toHaveText('请先签名！');
  expect(audited).toBe(false);

  await audit.sign();
  await audit.approve.click();
  await expect(page.getByText('审核通过，订单可以发货了')).toBeVisible();
  expect(audited).toBe(true);
  // Decided: the panel gives way to the record, signature included.
  await expect(audit.panel).toHaveCount(0);
  await expect(audit.cannotAudit).toContainText('该处方已审核');
  await expect(audit.records).toHaveCount(1);
  await expect(audit.records.first()).toContainText('审核通过');
  await expect(audit.records.first().getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  await page.getByTestId('rx-see-model-link').click();
  await expect(page).toHaveURL(`/prescription/prescriptionOrder/prescriptionSeeModel/${sn}`);
  const paper = page.getByTestId('rx-paper');
  await expect(paper).toContainText('处方笺');
  await expect(page.getByTestId('rx-paper-pharmacist')).toHaveText('张药师');
  await expect(page.getByTestId('rx-paper-audit-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const signature = page.getByTestId('rx-paper-signature');
  await expect(signature).toHaveAttribute('src', /^data:image\/png;base64,/);
  // A drawn image, not a placeholder: the browser decoded it to a real size.
  expect(
    await signature.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 10),
  ).toBe(true);
  await expect(page.getByRole('button', { name: '打印处方笺' })).toBeVisible();
});

test('a clerk cannot reach the audit page, and the server refuses the clerk too', async ({
  page,
  request,
  signedIn,
}) => {
  const token = await apiLogin(request, ACCOUNTS.founder.username, ACCOUNTS.founder.password);
  const [sn] = await awaitingSns(request, token);
  expect(sn).toBeDefined();

  await signedIn(ACCOUNTS.clerk);
  await expect(page.getByTestId('sidebar').getByRole('menuitem', { name: '处方管理' })).toHaveCount(0);
  await page.goto(auditPath(sn as string));
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByTestId('rx-audit-panel')).toHaveCount(0);

  const clerkToken = await pageToken(page);
  const detail = await page.request.get(`/api/seller/prescription/prescriptionOrder/${sn}`, {
    headers: { Authorization: clerkToken },
  });
  expect(detail.status()).toBe(423);
  const put = await page.request.put(`/api/seller/prescription/prescriptionOrder/audit/${sn}/1`, {
    headers: { Authorization: clerkToken },
    data: { audit_password: md5(AUDIT_PASSWORD), signature: TINY_PNG },
  });
  expect(put.status()).toBe(423);
});

test('outside working hours the audit button is absent and the API refuses', async ({ page, signedIn }) => {
  test.setTimeout(60_000); // two screens and several API checks
  await signedIn(ACCOUNTS.pharmacist);
  const token = await pageToken(page);
  const [start, end] = windowExcludingNow();
  try {
    const hours = await setWorkHours(page.request, token, start, end);
    expect(hours.is_work_time).toBe(0);
    const [sn] = await awaitingSns(page.request, token);
    expect(sn).toBeDefined();

    // No overdue poll off duty.
    const check = await page.request.get('/api/seller/prescription/prescriptionOrder/behindOrder/check', {
      headers: { Authorization: token },
    });
    expect(await check.json()).toMatchObject({ enabled: 0, reason: 'error.rx.pollOffDuty' });

    // The list offers no audit link on prescriptions that await audit…
    await page.goto('/prescription/prescriptionOrderList?state=3');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByTestId('rx-audit-link')).toHaveCount(0);

    // …and the audit page shows why instead of the panel.
    await page.goto(auditPath(sn as string));
    const audit = new AuditPage(page);
    await expect(audit.cannotAudit).toContainText(`当前不在您的工作时间（${start}-${end}）内，不能审方`);
    await expect(audit.panel).toHaveCount(0);

    // The server refuses a direct call with the right password and a signature.
    const put = await page.request.put(`/api/seller/prescription/prescriptionOrder/audit/${sn}/1`, {
      headers: { Authorization: token },
      data: { audit_password: md5(AUDIT_PASSWORD), signature: TINY_PNG },
    });
    expect(put.status()).toBe(423);
    expect(((await put.json()) as { message: string }).message).toContain('工作时间');
    expect(await awaitingSns(page.request, token)).toContain(sn);
  } finally {
    await setWorkHours(page.request, token, '00:00', '23:59');
  }
});
