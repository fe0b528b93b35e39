import type { AfterSaleStatus, ServiceType } from '@rxdesk/contract/after-sale/after-sale';

/** The after-sale case state machine (README "After-sale cases"), one table: for each action, who
 * may take it, for which case types, from which state, and where it leads. `decideCase` is pure;
 * the service applies its answer with a conditional update on the state it read, so of two
 * concurrent attempts one wins and the other gets 409. */
export type CaseAction =
  'approve' | 'refuse' | 'shipBack' | 'stockIn' | 'refund' | 'refundDone' | 'reship' | 'close';

export type CaseActor = 'BUYER' | 'SELLER' | 'SYSTEM';

interface CaseRule {
  by: CaseActor[];
  types: ServiceType[];
  from: AfterSaleStatus[];
  to: AfterSaleStatus;
}

const ALL_TYPES: ServiceType[] = ['RETURN_GOODS', 'REFUND_ONLY', 'CHANGE_GOODS', 'SUPPLY_AGAIN'];

export const CASE_RULES: Record<CaseAction, CaseRule[]> = {
  approve: [{ by: ['SELLER'], types: ALL_TYPES, from: ['APPLY'], to: 'PASS' }],
  refuse: [{ by: ['SELLER'], types: ALL_TYPES, from: ['APPLY'], to: 'REFUSE' }],
  // The buyer posts the goods back (open API); the seller may record it for them (counter return).
  shipBack: [
    { by: ['BUYER', 'SELLER'], types: ['RETURN_GOODS', 'CHANGE_GOODS'], from: ['PASS'], to: 'SHIPPED_BACK' },
  ],
  // Returned goods go back to stock in the same transaction.
  stockIn: [
    { by: ['SELLER'], types: ['RETURN_GOODS', 'CHANGE_GOODS'], from: ['SHIPPED_BACK'], to: 'STOCK_IN' },
  ],
  refund: [
    { by: ['SELLER'], types: ['RETURN_GOODS'], from: ['STOCK_IN'], to: 'REFUNDING' },
    { by: ['SELLER'], types: ['REFUND_ONLY'], from: ['PASS'], to: 'REFUNDING' },
  ],
  // The payment provider confirmed (callback), or the shop recorded an offline refund.
  refundDone: [
    { by: ['SYSTEM'], types: ['RETURN_GOODS', 'REFUND_ONLY'], from: ['REFUNDING'], to: 'COMPLETED' },
  ],
  reship: [
    { by: ['SELLER'], types: ['CHANGE_GOODS'], from: ['STOCK_IN'], to: 'COMPLETED' },
    { by: ['SELLER'], types: ['SUPPLY_AGAIN'], from: ['PASS'], to: 'COMPLETED' },
  ],
  // Withdrawn by the buyer or closed by the seller before any goods or money moved.
  close: [{ by: ['BUYER', 'SELLER'], types: ALL_TYPES, from: ['APPLY', 'PASS'], to: 'CLOSED' }],
};

export interface CaseFacts {
  status: AfterSaleStatus;
  service_type: ServiceType;
}

export type CaseDecision = { to: AfterSaleStatus } | { refused: string };

export function decideCase(c: CaseFacts, action: CaseAction, by: CaseActor): CaseDecision {
  const rules = CASE_RULES[action].filter((r) => r.by.includes(by));
  if (rules.length === 0) return { refused: 'error.forbidden' };
  if (!rules.some((r) => r.types.includes(c.service_type))) return { refused: 'error.afterSale.wrongType' };
  const rule = rules.find((r) => r.types.includes(c.service_type) && r.from.includes(c.status));
  return rule ? { to: rule.to } : { refused: 'error.afterSale.wrongStatus' };
}

export function isCaseRefusal(d: CaseDecision): d is { refused: string } {
  return 'refused' in d;
}

/** The states a case ends in: the order leaves AFTER_SERVICE. */
export function isFinal(status: AfterSaleStatus): boolean {
  return status === 'REFUSE' || status === 'COMPLETED' || status === 'CLOSED';
}

/** Seller buttons (the contract's SERVICE_ACTIONS) the case offers now. */
export const SELLER_ACTIONS = [
  'approve',
  'refuse',
  'shipBack',
  'stockIn',
  'refund',
  'reship',
  'close',
] as const;
export function sellerActions(c: CaseFacts): (typeof SELLER_ACTIONS)[number][] {
  return SELLER_ACTIONS.filter((a) => !isCaseRefusal(decideCase(c, a, 'SELLER')));
}

/** A case waits for the seller when the seller can move it forward (closing does not count):
 * these cases are the top-bar counter's "after-sale awaiting handling". */
export function awaitsSeller(c: CaseFacts): boolean {
  return sellerActions(c).some((a) => a !== 'close' && a !== 'shipBack');
}
