import type { Kysely } from 'kysely';
import type { InvoiceRequest } from '@rxdesk/contract/invoices/invoice-request';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import { InvoicesRepository } from './invoices.repository.ts';
import { parseSetting } from './invoice-settings.ts';

/** The invoice number of an order's invoice: its order number behind FP (发票). */
export const invoiceSnOf = (orderSn: string) => `FP${orderSn}`;

/** What the order intake hands over: the new order and the buyer's request. */
export interface InvoiceRequestRecord {
  shopId: number;
  orderId: number;
  orderSn: string;
  /** Fen: the order's paid amount. */
  amount: number;
  request: InvoiceRequest;
  /** Who placed it (the order source), for the history row. */
  by: string;
  at: number;
}

/** The write the invoices area makes inside the order intake's transaction (issue 23): checks the
 * kind and content against the shop's invoice settings (a refusal is a 400 naming `invoice.kind`
 * and rolls the whole order back) and records the PENDING invoice with its history row. */
export interface InvoiceRequestPort {
  recordInTrx(trx: Kysely<Database>, r: InvoiceRequestRecord): Promise<void>;
}

export function buildInvoiceRequestPort(db: Db): InvoiceRequestPort {
  const repo = new InvoicesRepository(db);
  return {
    async recordInTrx(trx, r) {
      const offered = parseSetting(await repo.setting(r.shopId, trx));
      if (!offered.kinds.includes(r.request.kind))
        throw invalidField('invoice.kind', 'error.invoice.kindNotOffered');
      if (!offered.contents.includes(r.request.content))
        throw invalidField('invoice.content', 'error.invoice.contentNotOffered');
      const { request: q } = r;
      const id = await repo.insertInTrx(trx, {
        shop_id: r.shopId,
        order_id: r.orderId,
        order_sn: r.orderSn,
        invoice_sn: invoiceSnOf(r.orderSn),
        kind: q.kind,
        title_type: q.title_type,
        title: q.title,
        tax_no: q.tax_no,
        content: q.content,
        email: q.email,
        reg_address: q.reg_address,
        reg_phone: q.reg_phone,
        bank_name: q.bank_name,
        bank_account: q.bank_account,
        amount: r.amount,
        status: 'PENDING',
        created_at: r.at,
        updated_at: r.at,
      });
      await repo.addHistoryInTrx(trx, {
        shop_id: r.shopId,
        invoice_id: id,
        event: 'REQUEST',
        operator: r.by,
        note: q.title,
        at: r.at,
      });
    },
  };
}
