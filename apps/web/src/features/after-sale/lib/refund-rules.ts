import type { RefundMethod } from '@rxdesk/contract/after-sale/after-sale';

/** An offline refund must say how the shop paid (transfer, cash, transaction number): without a
 * note nobody can reconcile it later. A refund to the original payment needs none. Returns the
 * contract's message key, or null when the note is fine. */
export function refundNoteProblem(method: RefundMethod | undefined, note: string): string | null {
  const text = note.trim();
  if (method === 'OFFLINE' && text === '') return 'error.afterSale.offlineNoteRequired';
  if (text.length > 300) return 'rule.formInvalid';
  return null;
}
