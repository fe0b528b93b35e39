import type { OrderStatus } from '@rxdesk/contract/orders/order-status';
import {
  defineMachine,
  isRefusal,
  type Check,
  type Rule,
  type RulesTable,
} from '../../platform/state/state-machine.ts';

/** The order state machine (README "Order state machine"). One row per action: the statuses it
 * may start from, the extra conditions, and where it leads. `decide` is pure: the service runs it,
 * then makes the change with a conditional update on the status it saw, so a concurrent change
 * loses with 409 instead of being applied twice. */
export type OrderAction =
  | 'pay'
  | 'price'
  | 'address'
  | 'updateIsMeituan'
  | 'setout'
  | 'delivery'
  | 'dispatching'
  | 'cancelDelivery'
  | 'riderPickedUp'
  | 'riderDelivered'
  | 'rog'
  | 'pick'
  | 'authCancel'
  | 'orderAgain'
  | 'enter'
  | 'entryFailed'
  | 'courierMessage'
  | 'rxApproved'
  | 'rxRejected'
  | 'assembleFailed'
  | 'cancelRequest'
  | 'refuseCancel'
  | 'afterSaleOpen'
  | 'afterSaleClose';

export interface OrderFacts {
  status: OrderStatus;
  status_before: string | null;
  paid: number;
  payment_type: string;
  shipping_type: string;
  rx_status: string;
  delivery_status: string;
  cancel_requested: number;
  entry_status: number;
}

export type { Refusal } from '../../platform/state/state-machine.ts';
export { isRefusal };

const BEFORE_SHIPPING: OrderStatus[] = ['NEW', 'CONFIRM', 'PAID_OFF', 'INTODB_ERROR'];
const AWAITING_SHIPMENT: OrderStatus[] = ['CONFIRM', 'PAID_OFF'];
const OPEN: OrderStatus[] = ['NEW', 'INTODB_ERROR', 'CONFIRM', 'PAID_OFF', 'SHIPPED', 'ROG', 'AFTER_SERVICE'];
const RIDER_ACTIVE = ['WAITING', 'ACCEPTED', 'ARRIVED_SHOP'];
/** Paid and not yet shipped (a refund of part of it), or handed over (return, exchange, re-send). */
const AFTER_SALE_FROM: OrderStatus[] = ['PAID_OFF', 'SHIPPED', 'ROG', 'COMPLETE'];

type OrderCheck = Check<OrderFacts>;

/** Handing goods over settles the order when it is paid; cash on delivery waits at ROG for `pay`. */
const handedOver = (o: OrderFacts): OrderStatus => (o.paid === 1 ? 'COMPLETE' : 'ROG');
const HANDED_OVER = 'COMPLETE if paid, else ROG';

const shipping = (type: string, refused: string): OrderCheck => ({
  refused,
  ok: (o) => o.shipping_type === type,
});
const rxReleased: OrderCheck = {
  refused: 'error.order.rxHold',
  ok: (o) => o.rx_status === 'NONE' || o.rx_status === 'APPROVED',
};
const unpaid: OrderCheck = { refused: 'error.order.alreadyPaid', ok: (o) => o.paid === 0 };
const cod: OrderCheck = { refused: 'error.order.notCod', ok: (o) => o.payment_type === 'COD' };
const notSelfPick: OrderCheck = {
  refused: 'error.order.selfPickNoAddress',
  ok: (o) => o.shipping_type !== 'SELF_PICK',
};
const noActiveRider: OrderCheck = {
  refused: 'error.order.riderActive',
  ok: (o) => !RIDER_ACTIVE.includes(o.delivery_status),
};
const riderActive: OrderCheck = {
  refused: 'error.order.noActiveRider',
  ok: (o) => RIDER_ACTIVE.includes(o.delivery_status),
};
const entryPending: OrderCheck = { refused: 'error.order.entryDone', ok: (o) => o.entry_status === 0 };
const noCancelRequest: OrderCheck = {
  refused: 'error.order.cancelRequested',
  ok: (o) => o.cancel_requested === 0,
};
const cancelRequested: OrderCheck = {
  refused: 'error.order.noCancelRequest',
  ok: (o) => o.cancel_requested === 1,
};
const rxPending: OrderCheck = { refused: 'error.order.rxNotPending', ok: (o) => o.rx_status === 'PENDING' };
const sameCity = shipping('SAME_CITY', 'error.order.notSameCity');

type OrderRule = Rule<OrderFacts, OrderStatus, never>;
/** A rule that keeps the status. */
const stays = (from: OrderStatus[], checks: OrderCheck[] = []): OrderRule => ({
  from,
  checks,
  to: (o) => o.status,
  toText: '=',
});

export const ORDER_RULES: RulesTable<OrderFacts, OrderStatus, OrderAction, never> = {
  // Seller confirms the money arrived: an unpaid online order, or the cash of a COD order at ROG.
  pay: [
    { from: ['NEW'], checks: [unpaid], to: 'PAID_OFF' },
    { from: ['ROG'], checks: [unpaid, cod], to: 'COMPLETE' },
  ],
  price: [stays(['NEW'], [unpaid])],
  address: [stays(BEFORE_SHIPPING, [notSelfPick])],
  updateIsMeituan: [stays(['NEW', 'CONFIRM', 'PAID_OFF'], [sameCity])],
  setout: [
    {
      from: AWAITING_SHIPMENT,
      checks: [shipping('EXPRESS', 'error.order.notExpress'), rxReleased],
      to: 'SHIPPED',
    },
  ],
  delivery: [{ from: AWAITING_SHIPMENT, checks: [sameCity, rxReleased, noActiveRider], to: 'SHIPPED' }],
  dispatching: [stays(AWAITING_SHIPMENT, [sameCity, rxReleased, noActiveRider])],
  cancelDelivery: [stays(AWAITING_SHIPMENT, [riderActive])],
  riderPickedUp: [{ from: AWAITING_SHIPMENT, checks: [riderActive], to: 'SHIPPED' }],
  riderDelivered: [{ from: ['SHIPPED'], to: handedOver, toText: HANDED_OVER }],
  rog: [{ from: ['SHIPPED'], to: handedOver, toText: HANDED_OVER }],
  pick: [
    {
      from: AWAITING_SHIPMENT,
      checks: [shipping('SELF_PICK', 'error.order.notSelfPick'), rxReleased],
      to: handedOver,
      toText: HANDED_OVER,
    },
  ],
  authCancel: [{ from: BEFORE_SHIPPING, checks: [cancelRequested], to: 'CANCELLED' }],
  orderAgain: [
    {
      from: ['INTODB_ERROR'],
      to: (o) => (o.status_before as OrderStatus | null) ?? (o.paid ? 'PAID_OFF' : 'CONFIRM'),
      toText: 'status before, else PAID_OFF if paid, else CONFIRM',
    },
  ],
  enter: [stays(['NEW', 'CONFIRM', 'PAID_OFF'], [entryPending])],
  entryFailed: [{ from: ['NEW', 'CONFIRM', 'PAID_OFF'], checks: [entryPending], to: 'INTODB_ERROR' }],
  courierMessage: [stays(OPEN)],
  rxApproved: [stays(BEFORE_SHIPPING, [rxPending])],
  rxRejected: [{ from: BEFORE_SHIPPING, checks: [rxPending], to: 'CANCELLED' }],
  // An assemble team not full in time (or whose activity closed) cancels its orders, with refunds.
  assembleFailed: [{ from: BEFORE_SHIPPING, to: 'CANCELLED' }],
  // The buyer asks to cancel (open API); the seller approves (authCancel) or refuses.
  cancelRequest: [stays(BEFORE_SHIPPING, [noCancelRequest])],
  refuseCancel: [stays(BEFORE_SHIPPING, [cancelRequested])],
  // An after-sale case holds the order in AFTER_SERVICE (one open case at a time) and gives it back
  // the status it had when the case ends. Which case types fit which status is the after-sale
  // state machine's business (modules/after-sale).
  afterSaleOpen: [{ from: AFTER_SALE_FROM, checks: [noCancelRequest], to: 'AFTER_SERVICE' }],
  afterSaleClose: [
    {
      from: ['AFTER_SERVICE'],
      to: (o) => (o.status_before as OrderStatus | null) ?? handedOver(o),
      toText: 'status before the case',
    },
  ],
};

/** No actor kinds: the routes decide who reaches which action (seller, open API, callbacks). */
export const ORDER_MACHINE = defineMachine('order', ORDER_RULES, {
  actor: 'error.forbidden',
  notApplicable: 'error.order.wrongStatus',
  wrongStatus: 'error.order.wrongStatus',
});

export const decide = (order: OrderFacts, action: OrderAction) => ORDER_MACHINE.decide(order, action);

/** The facts in a fixed order (the order list's key for a row's allowed actions). */
export const FACT_KEYS = [
  'status',
  'status_before',
  'paid',
  'payment_type',
  'shipping_type',
  'rx_status',
  'delivery_status',
  'cancel_requested',
  'entry_status',
] as const satisfies readonly (keyof OrderFacts)[];

/** Actions offered for an order, for the list's row actions and the detail page's buttons. */
export function allowedActions(order: OrderFacts): OrderAction[] {
  return ORDER_MACHINE.allowedActions(order);
}
