import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import {
  SORDER_REMIND_INTERVAL,
  SORDER_SHOP_ACTIONS,
  SORDER_WAITING,
  type SorderAction,
  type SorderShopAction,
  type SorderStatus,
} from '@rxdesk/contract/orders/drop-ship';
import {
  defineMachine,
  isRefusal,
  type Check,
  type Refusal,
  type RulesTable,
} from '../../../platform/state/state-machine.ts';

/** The drop-ship sub-order state machine (README "Drop-ship sub-orders"), a rules table of the
 * state kernel (platform/state): for each action who may take it, the statuses it may start
 * from, the extra conditions, and where it leads. SorderChanges applies it with a conditional
 * update on what it saw, so of two concurrent attempts one wins and the other answers 409. The
 * parent order's own machine is not touched: a sub-order only reads the parent's status and
 * prescription hold. */
export interface SorderFacts {
  status: SorderStatus;
  parent_status: OrderStatus;
  parent_rx_status: string;
  reminded_at: number | null;
  now: number;
}

export type SorderRefusal = Refusal;
export type SorderDecision = { to: SorderStatus } | SorderRefusal;

/** The shop acts through the seller API; the supplier through the open API. */
export type SorderParty = 'shop' | 'supplier';

type SorderCheck = Check<SorderFacts>;

const WAITING: SorderStatus[] = [...SORDER_WAITING];

// A cancelled parent order (buyer cancel, prescription rejected) stops its sub-orders going on:
// the supplier may no longer accept or ship, and the shop cancels them.
const parentLive: SorderCheck = {
  refused: 'error.sorder.parentCancelled',
  ok: (f) => f.parent_status !== 'CANCELLED',
};
// The supplier commits goods only for an order the buyer paid for (or cash on delivery, which
// starts at CONFIRM); NEW is an online order still awaiting payment.
const parentPaid: SorderCheck = {
  refused: 'error.sorder.parentUnpaid',
  ok: (f) => f.parent_status !== 'NEW',
};
// Same rule as the shop's own shipping: nothing of a prescription order leaves before approval.
const rxReleased: SorderCheck = {
  refused: 'error.sorder.rxHold',
  ok: (f) => f.parent_rx_status === 'NONE' || f.parent_rx_status === 'APPROVED',
};
const remindWait = (f: SorderFacts) =>
  f.reminded_at === null ? 0 : f.reminded_at + SORDER_REMIND_INTERVAL - f.now;
const remindInterval: SorderCheck = {
  refused: 'error.sorder.remindTooSoon',
  ok: (f) => remindWait(f) <= 0,
  params: (f) => ({ minutes: Math.ceil(remindWait(f) / 60) }),
};

export const SORDER_RULES: RulesTable<SorderFacts, SorderStatus, SorderAction, SorderParty> = {
  accept: [
    {
      by: ['supplier'],
      from: ['WAIT_SUPPLIER_ACCEPT'],
      checks: [parentLive, parentPaid, rxReleased],
      to: 'ACCEPTED',
    },
  ],
  reject: [{ by: ['supplier'], from: WAITING, to: 'REJECTED' }],
  ship: [{ by: ['supplier'], from: ['ACCEPTED'], checks: [parentLive], to: 'SHIPPED' }],
  receive: [{ by: ['shop'], from: ['SHIPPED'], to: 'RECEIVED' }],
  cancel: [{ by: ['shop'], from: WAITING, to: 'CANCELLED' }],
  remind: [
    { by: ['shop'], from: WAITING, checks: [parentLive, remindInterval], to: (f) => f.status, toText: '=' },
  ],
};

export const SORDER_MACHINE = defineMachine('sub-order', SORDER_RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.sorder.wrongStatus',
  wrongStatus: 'error.sorder.wrongStatus',
});

/** Decided as the party the action belongs to (each action has one). */
export function decideSorder(facts: SorderFacts, action: SorderAction): SorderDecision {
  return SORDER_MACHINE.decide(facts, action, SORDER_RULES[action][0]?.by?.[0]);
}

export const isSorderRefusal = (d: SorderDecision): d is SorderRefusal => isRefusal(d);

/** The shop's actions offered now, for the list's row actions and the detail page's buttons. */
export function allowedShopActions(facts: SorderFacts): SorderShopAction[] {
  return SORDER_MACHINE.allowedActions(facts, 'shop', SORDER_SHOP_ACTIONS) as SorderShopAction[];
}

/** Whether a status still owes the goods (for "all sub-orders shipped" on the parent). */
export function isWaiting(status: string): boolean {
  return (WAITING as string[]).includes(status);
}
