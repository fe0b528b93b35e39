import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import {
  SORDER_REMIND_INTERVAL,
  SORDER_SHOP_ACTIONS,
  SORDER_WAITING,
  type SorderAction,
  type SorderShopAction,
  type SorderStatus,
} from '@rxdesk/contract/orders/drop-ship';

/** The drop-ship sub-order state machine (README "Drop-ship sub-orders"). One row per action: who
 * may take it, the statuses it may start from, the extra conditions, and where it leads. `decide`
 * is pure; the service then makes the change with a conditional update on what it saw, so of two
 * concurrent attempts one wins and the other answers 409. The parent order's own machine is not
 * touched: a sub-order only reads the parent's status and prescription hold. */
export interface SorderFacts {
  status: SorderStatus;
  parent_status: OrderStatus;
  parent_rx_status: string;
  reminded_at: number | null;
  now: number;
}

export interface SorderRefusal {
  refused: string;
  params?: Record<string, string | number>;
}
export type SorderDecision = { to: SorderStatus } | SorderRefusal;

type Check = (f: SorderFacts) => SorderRefusal | null;

interface Rule {
  /** The shop acts through the seller API; the supplier through the open API. */
  by: 'shop' | 'supplier';
  from: SorderStatus[];
  checks?: Check[];
  to: (f: SorderFacts) => SorderStatus;
}

const WAITING: SorderStatus[] = [...SORDER_WAITING];

// A cancelled parent order (buyer cancel, prescription rejected) stops its sub-orders going on:
// the supplier may no longer accept or ship, and the shop cancels them.
const parentLive: Check = (f) =>
  f.parent_status === 'CANCELLED' ? { refused: 'error.sorder.parentCancelled' } : null;
// The supplier commits goods only for an order the buyer paid for (or cash on delivery, which
// starts at CONFIRM); NEW is an online order still awaiting payment.
const parentPaid: Check = (f) =>
  f.parent_status === 'NEW' ? { refused: 'error.sorder.parentUnpaid' } : null;
// Same rule as the shop's own shipping: nothing of a prescription order leaves before approval.
const rxReleased: Check = (f) =>
  f.parent_rx_status === 'NONE' || f.parent_rx_status === 'APPROVED'
    ? null
    : { refused: 'error.sorder.rxHold' };
const remindInterval: Check = (f) => {
  if (f.reminded_at === null) return null;
  const wait = f.reminded_at + SORDER_REMIND_INTERVAL - f.now;
  return wait > 0
    ? { refused: 'error.sorder.remindTooSoon', params: { minutes: Math.ceil(wait / 60) } }
    : null;
};

export const SORDER_RULES: Record<SorderAction, Rule> = {
  accept: {
    by: 'supplier',
    from: ['WAIT_SUPPLIER_ACCEPT'],
    checks: [parentLive, parentPaid, rxReleased],
    to: () => 'ACCEPTED',
  },
  reject: { by: 'supplier', from: WAITING, to: () => 'REJECTED' },
  ship: { by: 'supplier', from: ['ACCEPTED'], checks: [parentLive], to: () => 'SHIPPED' },
  receive: { by: 'shop', from: ['SHIPPED'], to: () => 'RECEIVED' },
  cancel: { by: 'shop', from: WAITING, to: () => 'CANCELLED' },
  remind: { by: 'shop', from: WAITING, checks: [parentLive, remindInterval], to: (f) => f.status },
};

export function decideSorder(facts: SorderFacts, action: SorderAction): SorderDecision {
  const rule = SORDER_RULES[action];
  if (!rule.from.includes(facts.status)) return { refused: 'error.sorder.wrongStatus' };
  for (const check of rule.checks ?? []) {
    const refusal = check(facts);
    if (refusal) return refusal;
  }
  return { to: rule.to(facts) };
}

export function isSorderRefusal(d: SorderDecision): d is SorderRefusal {
  return 'refused' in d;
}

/** The shop's actions offered now, for the list's row actions and the detail page's buttons. */
export function allowedShopActions(facts: SorderFacts): SorderShopAction[] {
  return SORDER_SHOP_ACTIONS.filter((a) => !isSorderRefusal(decideSorder(facts, a)));
}

/** Whether a status still owes the goods (for "all sub-orders shipped" on the parent). */
export function isWaiting(status: string): boolean {
  return (WAITING as string[]).includes(status);
}
