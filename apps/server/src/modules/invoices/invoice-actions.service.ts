import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { InvoiceAction, IssuePaperBody } from '@rxdesk/contract/invoices/invoices';
import type { OperationLog } from '../../platform/audit/operation-log.ts';
import { displayName, type AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/schema.ts';
import { conflict, invalidField, notFound } from '../../platform/http/app-error.ts';
import { isRefusal } from '../../platform/state/state-machine.ts';
import type { InvoicePatch, InvoiceRecord, InvoicesRepository } from './invoices.repository.ts';
import { factsOf, type RefundTotals } from './invoice-rows.ts';
import { requirePdf } from './invoice-pdf.ts';
import { INVOICE_MACHINE } from './invoice-state-machine.ts';

type Trx = Kysely<Database>;

/** What one action writes besides the status: its columns, history row and log detail. */
interface Change {
  patch: (r: InvoiceRecord) => InvoicePatch;
  event: string;
  note: string;
  detail: Record<string, unknown>;
  /** Runs first in the transaction (the electronic file is stored there). */
  before?: (trx: Trx) => Promise<void>;
}

/** The seller's invoice actions. Each is: decide from the rules table (with the order's paid
 * refunds read now) → conditional update on the status seen (a lost race is 409 and changes
 * nothing) → history row → operation log, in one transaction. */
export class InvoiceActions {
  constructor(
    private readonly repo: InvoicesRepository,
    private readonly refunds: RefundTotals,
    private readonly log: OperationLog,
    private readonly clock: Clock,
  ) {}

  async issuePaper(auth: AuthContext, id: number, b: IssuePaperBody): Promise<void> {
    if (!(await this.repo.expressCompany(b.express_code)))
      throw invalidField('express_code', 'error.invoice.expressUnknown');
    await this.apply(auth, id, 'issuePaper', (at) => ({
      patch: () => ({
        issue_mode: 'PAPER',
        invoice_no: b.invoice_no,
        express_code: b.express_code,
        tracking_no: b.tracking_no,
        issued_at: at,
        issued_by: displayName(auth),
      }),
      event: 'ISSUE_PAPER',
      note: `${b.invoice_no} · ${b.express_code} ${b.tracking_no}`,
      detail: { invoice_no: b.invoice_no, express_code: b.express_code, tracking_no: b.tracking_no },
    }));
  }

  async issueElectronic(auth: AuthContext, id: number, invoiceNo: string, pdf: Buffer): Promise<void> {
    requirePdf(pdf);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    await this.apply(auth, id, 'issueElectronic', (at) => ({
      before: (trx) => this.repo.saveFileInTrx(trx, { sha256, content: pdf, at }),
      patch: () => ({
        issue_mode: 'ELECTRONIC',
        invoice_no: invoiceNo,
        file_sha256: sha256,
        issued_at: at,
        issued_by: displayName(auth),
      }),
      event: 'ISSUE_ELECTRONIC',
      note: invoiceNo,
      detail: { invoice_no: invoiceNo, size: pdf.length },
    }));
  }

  async void(auth: AuthContext, id: number, reason: string): Promise<void> {
    await this.apply(auth, id, 'void', (at) => ({
      patch: () => ({ voided_at: at, voided_by: displayName(auth), void_reason: reason }),
      event: 'VOID',
      note: reason,
      detail: { reason },
    }));
  }

  async redNote(auth: AuthContext, id: number, redNoteNo: string): Promise<void> {
    await this.apply(auth, id, 'redNote', (at) => ({
      patch: () => ({ red_note_no: redNoteNo, red_note_at: at }),
      event: 'RED_NOTE',
      note: redNoteNo,
      detail: { red_note_no: redNoteNo },
    }));
  }

  /** 404 unless the invoice is the caller's shop's: asked before a multipart body is read, so
   * another shop's invoice is not found whatever the body holds. */
  async requireOwn(auth: AuthContext, id: number): Promise<void> {
    if (!(await this.repo.find(auth.shopId, id))) throw notFound();
  }

  /** The electronic invoice's PDF, for the shop's own invoice only. */
  async file(auth: AuthContext, id: number): Promise<{ name: string; body: Buffer }> {
    const r = await this.repo.find(auth.shopId, id);
    if (!r?.file_sha256) throw notFound();
    const f = await this.repo.file(r.file_sha256);
    if (!f) throw notFound();
    return { name: `${r.invoice_sn}.pdf`, body: Buffer.from(f.content) };
  }

  private async apply(
    auth: AuthContext,
    id: number,
    action: InvoiceAction,
    make: (at: number) => Change,
  ): Promise<void> {
    const at = this.clock.now();
    const change = make(at);
    // Decided on the invoice and refunds as read now; the update below holds only if the invoice
    // is still as seen, so a racing action makes this one a 409 that changes nothing.
    const r = await this.repo.find(auth.shopId, id);
    if (!r) throw notFound();
    const refunded = (await this.refunds(auth.shopId, [Number(r.order_id)])).get(Number(r.order_id)) ?? 0;
    const d = INVOICE_MACHINE.decide(factsOf(r, refunded), action);
    if (isRefusal(d)) throw conflict(d.refused, d.params);
    await this.repo.transaction(async (trx) => {
      await change.before?.(trx);
      const ok = await this.repo.updateIfInTrx(
        trx,
        auth.shopId,
        id,
        { status: r.status, red_note_no: r.red_note_no },
        { ...change.patch(r), status: d.to, updated_at: at },
      );
      if (!ok) throw conflict('error.invoice.wrongStatus');
      await this.repo.addHistoryInTrx(trx, {
        shop_id: auth.shopId,
        invoice_id: id,
        event: change.event,
        operator: displayName(auth),
        note: change.note.slice(0, 300),
        at,
      });
      await this.log.write(
        {
          auth,
          action: `invoice.${action}`,
          target: r.invoice_sn,
          detail: { order_sn: r.order_sn, ...change.detail },
          changes: { status: { from: r.status, to: d.to } },
        },
        trx,
      );
    });
  }
}
