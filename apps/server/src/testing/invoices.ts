import { expect } from 'vitest';
import type { InvoiceRequestInput } from '@rxdesk/contract/invoices/invoice-request';
import type { InvoiceDetail, InvoiceRow } from '@rxdesk/contract/invoices/invoices';
import { orderBody, placeOrder } from './orders.ts';
import type { TestApp } from './test-app.ts';
import { demoInvoicePdf } from '../seed/seed-invoices.ts';

export const BASE = '/api/seller/trade/invoice';
export const COMPANY: InvoiceRequestInput = {
  kind: 'PLAIN',
  title_type: 'COMPANY',
  title: '上海浦江医药科技有限公司',
  tax_no: '91310115MA1K4ABC2X',
  content: 'GOODS_DETAIL',
};
export const ELECTRONIC: InvoiceRequestInput = {
  kind: 'ELECTRONIC',
  title_type: 'PERSONAL',
  title: '刘晓梅',
  email: 'lxm@example.com',
};
export const PDF = demoInvoicePdf('Test invoice');

/** The seller API of one signed-in user, JSON bodies. */
export function sellerCalls(t: TestApp, token: string) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

/** An order of the demo shop with this invoice request: its sn and the invoice's id. */
export async function orderWithInvoice(t: TestApp, token: string, invoice: InvoiceRequestInput = COMPANY) {
  const res = await placeOrder(t, await orderBody(t, '演示大药房', { invoice: invoice as never }));
  expect(res.statusCode, res.body).toBe(201);
  const sn = res.json<{ sn: string }>().sn;
  const list = await sellerCalls(t, token)('GET', `${BASE}/list?order_sn=${sn}`);
  expect(list.statusCode, list.body).toBe(200);
  const rows = list.json<InvoiceRow[]>();
  expect(rows).toHaveLength(1);
  return { sn, id: rows[0]!.id, invoiceSn: rows[0]!.invoice_sn };
}

export async function detailOf(t: TestApp, token: string, invoiceSn: string): Promise<InvoiceDetail> {
  const res = await sellerCalls(t, token)('GET', `${BASE}/sn?sn=${invoiceSn}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InvoiceDetail>();
}

/** POST …/issue-electronic as the web sends it: `invoice_no`, then the file. */
export function issueElectronic(
  t: TestApp,
  token: string,
  id: number,
  file: { bytes: Buffer; name: string; type: string },
  invoiceNo = '44001234',
) {
  const form = new FormData();
  form.append('invoice_no', invoiceNo);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}/${id}/issue-electronic`,
    headers: { authorization: token },
    payload: form,
  });
}

/** A refund of the order straight into its table (the after-sale area's flows write the same
 * rows): SUCCESS counts as paid, anything else does not. */
export async function refundRow(t: TestApp, orderSn: string, amountFen: number, status = 'SUCCESS') {
  const o = await t.db
    .selectFrom('orders')
    .select(['id', 'shop_id'])
    .where('sn', '=', orderSn)
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('refunds')
    .values({
      shop_id: o.shop_id,
      order_id: o.id,
      refund_sn: `RT${orderSn}${amountFen}${status}`.slice(0, 40),
      source: 'AFTER_SALE',
      amount: amountFen,
      method: 'OFFLINE',
      status,
      note: '',
      created_at: t.clock.now(),
      updated_at: t.clock.now(),
    })
    .execute();
}
