import type { AfterSaleStatus, ServiceType } from '@rxdesk/contract/after-sale/after-sale';
import {
  defineMachine,
  isRefusal,
  type Condition,
  type Decision,
  type Refusal,
  type RulesTable,
} from '../../platform/state/state-machine.ts';

/** The after-sale case state machine (README "After-sale cases"), one table: for each action, who
 * may take it, for which case types, from which state, and where it leads (the state kernel's
 * rules table, platform/state). CaseChanges applies its answer with a conditional update on the
 * state it read, so of two concurrent attempts one wins and the other gets 409. */
export type CaseAction =
  'approve' | 'refuse' | 'shipBack' | 'stockIn' | 'refund' | 'refundDone' | 'reship' | 'close';

export type CaseActor = 'BUYER' | 'SELLER' | 'SYSTEM';

export interface CaseFacts {
  status: AfterSaleStatus;
  service_type: ServiceType;
}

const ALL_TYPES: ServiceType[] = ['RETURN_GOODS', 'REFUND_ONLY', 'CHANGE_GOODS', 'SUPPLY_AGAIN'];

/** The case types a rule applies to. */
const types = (...t: ServiceType[]): Condition<CaseFacts> => ({
  text: t.join('/'),
  test: (c) => t.includes(c.service_type),
});
const ANY = { ...types(...ALL_TYPES), text: 'any type' };

export const CASE_RULES: RulesTable<CaseFacts, AfterSaleStatus, CaseAction, CaseActor> = {
  approve: [{ by: ['SELLER'], when: ANY, from: ['APPLY'], to: 'PASS' }],
  refuse: [{ by: ['SELLER'], when: ANY, from: ['APPLY'], to: 'REFUSE' }],
  // The buyer posts the goods back (open API); the seller may record it for them (counter return).
  shipBack: [
    {
      by: ['BUYER', 'SELLER'],
      when: types('RETURN_GOODS', 'CHANGE_GOODS'),
      from: ['PASS'],
      to: 'SHIPPED_BACK',
    },
  ],
  // Returned goods go back to stock in the same transaction.
  stockIn: [
    { by: ['SELLER'], when: types('RETURN_GOODS', 'CHANGE_GOODS'), from: ['SHIPPED_BACK'], to: 'STOCK_IN' },
  ],
  refund: [
    { by: ['SELLER'], when: types('RETURN_GOODS'), from: ['STOCK_IN'], to: 'REFUNDING' },
    { by: ['SELLER'], when: types('REFUND_ONLY'), from: ['PASS'], to: 'REFUNDING' },
  ],
  // The payment provider confirmed (callback), or the shop recorded an offline refund.
  refundDone: [
    { by: ['SYSTEM'], when: types('RETURN_GOODS', 'REFUND_ONLY'), from: ['REFUNDING'], to: 'COMPLETED' },
  ],
  reship: [
    { by: ['SELLER'], when: types('CHANGE_GOODS'), from: ['STOCK_IN'], to: 'COMPLETED' },
    { by: ['SELLER'], when: types('SUPPLY_AGAIN'), from: ['PASS'], to: 'COMPLETED' },
  ],
  // Withdrawn by the buyer or closed by the seller before any goods or money moved.
  close: [{ by: ['BUYER', 'SELLER'], when: ANY, from: ['APPLY', 'PASS'], to: 'CLOSED' }],
};

export const CASE_MACHINE = defineMachine('after-sale case', CASE_RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.afterSale.wrongType',
  wrongStatus: 'error.afterSale.wrongStatus',
});

export type CaseDecision = Decision<AfterSaleStatus>;

export function decideCase(c: CaseFacts, action: CaseAction, by: CaseActor): CaseDecision {
  return CASE_MACHINE.decide(c, action, by);
}

export const isCaseRefusal = (d: CaseDecision): d is Refusal => isRefusal(d);

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
  return CASE_MACHINE.allowedActions(c, 'SELLER', SELLER_ACTIONS) as (typeof SELLER_ACTIONS)[number][];
}

/** A case waits for the seller when the seller can move it forward (closing does not count):
 * these cases are the top-bar counter's "after-sale awaiting handling". */
export function awaitsSeller(c: CaseFacts): boolean {
  return sellerActions(c).some((a) => a !== 'close' && a !== 'shipBack');
}
