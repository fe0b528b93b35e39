import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRow, InvoiceSetting } from '@rxdesk/contract/invoices/invoices';
import { orderBody, placeOrder } from '../../testing/orders.ts';
import { startWithTwoShops, type TestApp } from '../../testing/test-app.ts';
import {
  BASE,
  COMPANY,
  ELECTRONIC,
  PDF,
  detailOf,
  issueElectronic,
  orderWithInvoice,
  refundRow,
  sellerCalls,
} from '../../testing/invoices.ts';

/** Invoices (issue 23): the request with the order, the settings that bound it, the issue / void
 * / red-letter rules, the PDF check, amounts that follow refunds, and shop isolation. */
describe('invoices', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let call: ReturnType<typeof sellerCalls>;
  const orderCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  beforeAll(async () => {
    ({ t, admin, other } = await startWithTwoShops());
    call = sellerCalls(t, admin);
  });
  afterAll(() => t.close());

  it('records the request with the order: PENDING, the order paid amount, a history row', async () => {
    const { sn, invoiceSn } = await orderWithInvoice(t, admin);
    const order = await t.db
      .selectFrom('orders')
      .select('order_price')
      .where('sn', '=', sn)
      .executeTakeFirstOrThrow();
    const d = await detailOf(t, admin, invoiceSn);
    expect(d).toMatchObject({
      order_sn: sn,
      status: 'PENDING',
      kind: 'PLAIN',
      tax_no: COMPANY.tax_no,
      amount: Number(order.order_price) / 100,
      refunded: 0,
      needs_red_note: false,
      allowed_actions: ['issuePaper', 'void'],
    });
    expect(d.history.map((h) => h.event)).toEqual(['REQUEST']);
  });

  it('refuses a kind the shop does not offer, and a bad taxpayer number, with no order', async () => {
    const saved = await call('PUT', '/api/seller/shops/invoice-setting', {
      kinds: ['PLAIN'],
      contents: ['GOODS_DETAIL'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<InvoiceSetting>().kinds).toEqual(['PLAIN']);
    const before = await orderCount();
    const notOffered = await placeOrder(
      t,
      await orderBody(t, '演示大药房', { invoice: ELECTRONIC as never }),
    );
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ message: '本店不提供所选的发票类型' });
    const badTax = await placeOrder(
      t,
      await orderBody(t, '演示大药房', { invoice: { ...COMPANY, tax_no: '12345' } as never }),
    );
    expect(badTax.statusCode).toBe(400);
    expect(badTax.json().message).toContain('纳税人识别号');
    const noTax = await placeOrder(
      t,
      await orderBody(t, '演示大药房', { invoice: { ...COMPANY, tax_no: '' } as never }),
    );
    expect(noTax.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
    // The second shop has no settings: it offers no invoices at all.
    const all = await call('PUT', '/api/seller/shops/invoice-setting', {
      kinds: ['PLAIN', 'VAT_SPECIAL', 'ELECTRONIC'],
      contents: ['GOODS_DETAIL'],
    });
    expect(all.statusCode).toBe(200);
    expect((await sellerCalls(t, other)('GET', '/api/seller/shops/invoice-setting')).json()).toMatchObject({
      kinds: [],
    });
  });

  it('issues on paper once: a concurrent second issue is 409 and changes nothing', async () => {
    const { id, invoiceSn } = await orderWithInvoice(t, admin);
    const body = { invoice_no: '04400211', express_code: 'SF', tracking_no: 'SF1234567890' };
    const [a, b] = await Promise.all([
      call('POST', `${BASE}/${id}/issue-paper`, body),
      call('POST', `${BASE}/${id}/issue-paper`, { ...body, invoice_no: '04400212' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const d = await detailOf(t, admin, invoiceSn);
    expect(d.status).toBe('ISSUED');
    expect(d.history.filter((h) => h.event === 'ISSUE_PAPER')).toHaveLength(1);
    expect(d.invoice_no).toBe(a.statusCode === 200 ? '04400211' : '04400212');
    // Paper kinds are not issued electronically; an unknown express company is refused.
    expect(
      (await issueElectronic(t, admin, id, { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }))
        .statusCode,
    ).toBe(409);
    const fresh = await orderWithInvoice(t, admin);
    const badExpress = await call('POST', `${BASE}/${fresh.id}/issue-paper`, {
      ...body,
      express_code: 'NOPE',
    });
    expect(badExpress.statusCode).toBe(400);
    // Voided, it can no longer be issued.
    expect((await call('POST', `${BASE}/${fresh.id}/void`, { reason: '抬头错误' })).statusCode).toBe(200);
    expect((await call('POST', `${BASE}/${fresh.id}/issue-paper`, body)).statusCode).toBe(409);
    expect((await call('POST', `${BASE}/${fresh.id}/void`, { reason: '再次' })).statusCode).toBe(409);
  });

  it('issues electronically with a PDF only: a PNG renamed .pdf is refused', async () => {
    const { id, invoiceSn } = await orderWithInvoice(t, admin, ELECTRONIC);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const fake = await issueElectronic(t, admin, id, {
      bytes: png,
      name: 'invoice.pdf',
      type: 'application/pdf',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('请上传 PDF 格式的发票文件');
    expect((await detailOf(t, admin, invoiceSn)).status).toBe('PENDING');
    const ok = await issueElectronic(t, admin, id, {
      bytes: PDF,
      name: 'x.bin',
      type: 'application/octet-stream',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const d = await detailOf(t, admin, invoiceSn);
    expect(d).toMatchObject({
      status: 'ISSUED',
      issue_mode: 'ELECTRONIC',
      has_file: true,
      invoice_no: '44001234',
    });
    const file = await call('GET', `${BASE}/${id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await sellerCalls(t, other)('GET', `${BASE}/${id}/file`)).statusCode).toBe(404);
  });

  it('follows refunds: current amount, needs_red_note, then the red-letter note once', async () => {
    const { sn, id, invoiceSn } = await orderWithInvoice(t, admin);
    const issue = { invoice_no: '04400300', express_code: 'SF', tracking_no: 'SF99' };
    expect((await call('POST', `${BASE}/${id}/red-note`, { red_note_no: 'HZ1' })).statusCode).toBe(409);
    expect((await call('POST', `${BASE}/${id}/issue-paper`, issue)).statusCode).toBe(200);
    expect((await call('POST', `${BASE}/${id}/red-note`, { red_note_no: 'HZ1' })).statusCode).toBe(409);
    await refundRow(t, sn, 300, 'PENDING');
    expect((await detailOf(t, admin, invoiceSn)).needs_red_note).toBe(false);
    await refundRow(t, sn, 500);
    const d = await detailOf(t, admin, invoiceSn);
    expect(d.refunded).toBe(5);
    expect(d.current_amount).toBe(Math.round((d.amount - 5) * 100) / 100);
    expect(d.needs_red_note).toBe(true);
    expect(d.allowed_actions).toContain('redNote');
    const listed = await call('GET', `${BASE}?status=ISSUED&order_sn=${sn}`);
    expect(listed.json<{ data: InvoiceRow[] }>().data[0]).toMatchObject({
      needs_red_note: true,
      refunded: 5,
    });
    expect((await call('POST', `${BASE}/${id}/red-note`, { red_note_no: 'HZ20261127001' })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `${BASE}/${id}/red-note`, { red_note_no: 'HZ2' })).statusCode).toBe(409);
    const after = await detailOf(t, admin, invoiceSn);
    expect(after).toMatchObject({ needs_red_note: false, red_note_no: 'HZ20261127001', status: 'ISSUED' });
    expect(after.history.map((h) => h.event)).toEqual(['REQUEST', 'ISSUE_PAPER', 'RED_NOTE']);
    const logs = await t.db
      .selectFrom('operation_logs')
      .select('action')
      .where('target', '=', invoiceSn)
      .execute();
    expect(logs.map((l) => l.action).sort()).toEqual(['invoice.issuePaper', 'invoice.redNote']);
  });

  it("keeps each shop's invoices to itself", async () => {
    const { sn, id, invoiceSn } = await orderWithInvoice(t, admin);
    const mine = await call('GET', `${BASE}?keyword=${invoiceSn}`);
    expect(mine.json<{ data: InvoiceRow[] }>().data.map((r) => r.order_sn)).toEqual([sn]);
    const theirs = sellerCalls(t, other);
    expect((await theirs('GET', `${BASE}/sn?sn=${invoiceSn}`)).statusCode).toBe(404);
    expect((await theirs('GET', `${BASE}/list?order_sn=${sn}`)).json()).toEqual([]);
    expect((await theirs('GET', `${BASE}?order_sn=${sn}`)).json()).toMatchObject({ data_total: 0 });
    expect((await theirs('POST', `${BASE}/${id}/void`, { reason: 'x' })).statusCode).toBe(404);
    // Another shop's invoice is not found, whatever the multipart holds (even nothing).
    expect((await theirs('POST', `${BASE}/${id}/issue-electronic`, {})).statusCode).toBe(404);
    expect((await detailOf(t, admin, invoiceSn)).status).toBe('PENDING');
  });

  it('lists by tab and filters, and exports the same filter as XLSX', async () => {
    const pending = await call('GET', `${BASE}?status=PENDING&kind=ELECTRONIC&page_size=100`);
    const rows = pending.json<{ data: InvoiceRow[]; data_total: number }>();
    expect(rows.data_total).toBeGreaterThan(0);
    expect(rows.data.every((r) => r.status === 'PENDING' && r.kind === 'ELECTRONIC')).toBe(true);
    const exp = await call('GET', `${BASE}/export?status=PENDING&kind=ELECTRONIC`);
    expect(exp.statusCode).toBe(200);
    expect(exp.headers['x-export-rows']).toBe(String(rows.data_total));
    expect(exp.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // The demo shows a row that needs its red-letter note.
    const all = (await call('GET', `${BASE}?status=ISSUED&page_size=100`)).json<{ data: InvoiceRow[] }>();
    expect(all.data.some((r) => r.needs_red_note)).toBe(true);
  });
});
