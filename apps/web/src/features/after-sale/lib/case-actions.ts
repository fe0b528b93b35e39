import {
  REFUND_SERVICE_TYPES,
  SERVICE_ACTIONS,
  type AfterSaleDetail,
  type RefundMethod,
  type ServiceAction,
  type ServiceType,
} from '@rxdesk/contract/after-sale/after-sale';

/* The buttons of a case come from the detail's `allowed_actions` (the server decides); this says
 * how each looks and which dialog it opens. Every action opens a dialog: a form where the action
 * takes input, a confirmation where it only needs a yes. */

export interface CaseActionSpec {
  primary?: boolean;
  /** Ends the case against the buyer or cannot be undone: red button, red OK. */
  danger?: boolean;
}

const SPECS: Record<ServiceAction, CaseActionSpec> = {
  approve: { primary: true },
  refuse: { danger: true },
  shipBack: {},
  stockIn: { primary: true },
  refund: { primary: true },
  reship: { primary: true },
  close: { danger: true },
};

export function caseActionSpec(action: ServiceAction): CaseActionSpec {
  return SPECS[action];
}

/** The allowed actions in the contract's order (the case's natural flow), unknown ones dropped. */
export function caseButtons(allowed: readonly string[]): ServiceAction[] {
  return SERVICE_ACTIONS.filter((action) => allowed.includes(action));
}

/** Whether approving this type of case fixes the amount to refund (return / refund only). */
export function approvalTakesAmount(type: ServiceType): boolean {
  return REFUND_SERVICE_TYPES.includes(type);
}

/** The amount the approve dialog starts with: what the buyer asked for, but never more than can
 * still be refunded. Yuan as the input shows it ('12.50'). */
export function initialApprovedAmount(
  detail: Pick<AfterSaleDetail, 'requested_amount' | 'refundable_amount'>,
): string {
  const amount = Math.min(detail.requested_amount, detail.refundable_amount);
  return amount > 0 ? amount.toFixed(2) : '';
}

/** How a case may refund: an online payment goes back the way it came (or offline, if the shop
 * prefers); a cash-on-delivery order was never paid online, so only offline. The first is the
 * dialog's default. */
export function refundMethodsFor(paymentType: string): RefundMethod[] {
  return paymentType === 'ONLINE' ? ['ORIGINAL', 'OFFLINE'] : ['OFFLINE'];
}
