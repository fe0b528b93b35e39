import type { InvoiceAction, InvoiceStatus } from '@rxdesk/contract/invoices/invoices';
import type { InvoiceKind } from '@rxdesk/contract/invoices/invoice-request';
import { defineMachine, type RulesTable } from '../../platform/state/state-machine.ts';

/** The invoice state machine (README "Invoices"). A paper kind (plain or special VAT) is issued
 * with its express details, an electronic one with its PDF; either may be voided (pending or
 * issued). An issued invoice whose order has paid refunds needs its red-letter note (红冲), which
 * leaves it ISSUED with the note recorded; refunds are read at decision time. */
export interface InvoiceFacts {
  status: InvoiceStatus;
  kind: InvoiceKind;
  /** Fen, the order's paid refunds now. */
  refunded: number;
  red_note_no: string;
}

const paper = { text: 'kind PLAIN or VAT_SPECIAL', test: (f: InvoiceFacts) => f.kind !== 'ELECTRONIC' };
const electronic = { text: 'kind ELECTRONIC', test: (f: InvoiceFacts) => f.kind === 'ELECTRONIC' };

export const INVOICE_RULES: RulesTable<InvoiceFacts, InvoiceStatus, InvoiceAction, never> = {
  issuePaper: [{ when: paper, from: ['PENDING'], to: 'ISSUED' }],
  issueElectronic: [{ when: electronic, from: ['PENDING'], to: 'ISSUED' }],
  void: [{ from: ['PENDING', 'ISSUED'], to: 'VOIDED' }],
  redNote: [
    {
      from: ['ISSUED'],
      checks: [{ refused: 'error.invoice.noRedNoteNeeded', ok: (f) => needsRedNote(f) }],
      to: 'ISSUED',
    },
  ],
};

export const INVOICE_MACHINE = defineMachine('invoice', INVOICE_RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.invoice.wrongKind',
  wrongStatus: 'error.invoice.wrongStatus',
});

/** ISSUED, refunded and not yet given its red-letter note. */
export function needsRedNote(f: Pick<InvoiceFacts, 'status' | 'refunded' | 'red_note_no'>): boolean {
  return f.status === 'ISSUED' && f.refunded > 0 && f.red_note_no === '';
}
