import type { OrderStatus } from '@rxdesk/contract/orders/order-status';

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

/** A refusal: the message key the user reads. */
export interface Refusal {
  refused: string;
}

export type Decision = { to: OrderStatus } | Refusal;

const BEFORE_SHIPPING: OrderStatus[] = ['NEW', 'CONFIRM', 'PAID_OFF', 'INTODB_ERROR'];
const AWAITING_SHIPMENT: OrderStatus[] = ['CONFIRM', 'PAID_OFF'];
const OPEN: OrderStatus[] = ['NEW', 'INTODB_ERROR', 'CONFIRM', 'PAID_OFF', 'SHIPPED', 'ROG', 'AFTER_SERVICE'];
const RIDER_ACTIVE = ['WAITING', 'ACCEPTED', 'ARRIVED_SHOP'];
/** Paid and not yet shipped (a refund of part of it), or handed over (return, exchange, re-send). */
const AFTER_SALE_FROM: OrderStatus[] = ['PAID_OFF', 'SHIPPED', 'ROG', 'COMPLETE'];

type Check = (o: OrderFacts) => string | null;
interface Rule {
  from: OrderStatus[];
  checks?: Check[];
  to: (o: OrderFacts) => OrderStatus;
}

const same = (o: OrderFacts) => o.status;
/** Handing goods over settles the order when it is paid; cash on delivery waits at ROG for `pay`. */
const handedOver = (o: OrderFacts): OrderStatus => (o.paid === 1 ? 'COMPLETE' : 'ROG');

const shipping =
  (type: string, key: string): Check =>
  (o) =>
    o.shipping_type === type ? null : key;
const rxReleased: Check = (o) =>
  o.rx_status === 'NONE' || o.rx_status === 'APPROVED' ? null : 'error.order.rxHold';
const unpaid: Check = (o) => (o.paid === 0 ? null : 'error.order.alreadyPaid');
const notSelfPick: Check = (o) => (o.shipping_type !== 'SELF_PICK' ? null : 'error.order.selfPickNoAddress');
const noActiveRider: Check = (o) =>
  RIDER_ACTIVE.includes(o.delivery_status) ? 'error.order.riderActive' : null;
const riderActive: Check = (o) =>
  RIDER_ACTIVE.includes(o.delivery_status) ? null : 'error.order.noActiveRider';
const entryPending: Check = (o) => (o.entry_status === 0 ? null : 'error.order.entryDone');
const noCancelRequest: Check = (o) => (o.cancel_requested === 0 ? null : 'error.order.cancelRequested');

export const ORDER_RULES: Record<OrderAction, Rule[]> = {
  // Seller confirms the money arrived: an unpaid online order, or the cash of a COD order at ROG.
  pay: [
    { from: ['NEW'], checks: [unpaid], to: () => 'PAID_OFF' },
    {
      from: ['ROG'],
      checks: [unpaid, (o) => (o.payment_type === 'COD' ? null : 'error.order.notCod')],
      to: () => 'COMPLETE',
    },
  ],
  price: [{ from: ['NEW'], checks: [unpaid], to: same }],
  address: [{ from: BEFORE_SHIPPING, checks: [notSelfPick], to: same }],
  updateIsMeituan: [
    {
      from: ['NEW', 'CONFIRM', 'PAID_OFF'],
      checks: [shipping('SAME_CITY', 'error.order.notSameCity')],
      to: same,
    },
  ],
  setout: [
    {
      from: AWAITING_SHIPMENT,
      checks: [shipping('EXPRESS', 'error.order.notExpress'), rxReleased],
      to: () => 'SHIPPED',
    },
  ],
  delivery: [
    {
      from: AWAITING_SHIPMENT,
      checks: [shipping('SAME_CITY', 'error.order.notSameCity'), rxReleased, noActiveRider],
      to: () => 'SHIPPED',
    },
  ],
  dispatching: [
    {
      from: AWAITING_SHIPMENT,
      checks: [shipping('SAME_CITY', 'error.order.notSameCity'), rxReleased, noActiveRider],
      to: same,
    },
  ],
  cancelDelivery: [{ from: AWAITING_SHIPMENT, checks: [riderActive], to: same }],
  riderPickedUp: [{ from: AWAITING_SHIPMENT, checks: [riderActive], to: () => 'SHIPPED' }],
  riderDelivered: [{ from: ['SHIPPED'], to: handedOver }],
  rog: [{ from: ['SHIPPED'], to: handedOver }],
  pick: [
    {
      from: AWAITING_SHIPMENT,
      checks: [shipping('SELF_PICK', 'error.order.notSelfPick'), rxReleased],
      to: handedOver,
    },
  ],
  authCancel: [
    {
      from: BEFORE_SHIPPING,
      checks: [(o) => (o.cancel_requested === 1 ? null : 'error.order.noCancelRequest')],
      to: () => 'CANCELLED',
    },
  ],
  orderAgain: [
    {
      from: ['INTODB_ERROR'],
      to: (o) => (o.status_before as OrderStatus | null) ?? (o.paid ? 'PAID_OFF' : 'CONFIRM'),
    },
  ],
  enter: [{ from: ['NEW', 'CONFIRM', 'PAID_OFF'], checks: [entryPending], to: same }],
  entryFailed: [{ from: ['NEW', 'CONFIRM', 'PAID_OFF'], checks: [entryPending], to: () => 'INTODB_ERROR' }],
  courierMessage: [{ from: OPEN, to: same }],
  rxApproved: [
    {
      from: BEFORE_SHIPPING,
      checks: [(o) => (o.rx_status === 'PENDING' ? null : 'error.order.rxNotPending')],
      to: same,
    },
  ],
  rxRejected: [
    {
      from: BEFORE_SHIPPING,
      checks: [(o) => (o.rx_status === 'PENDING' ? null : 'error.order.rxNotPending')],
      to: () => 'CANCELLED',
    },
  ],
  // The buyer asks to cancel (open API); the seller approves (authCancel) or refuses.
  cancelRequest: [{ from: BEFORE_SHIPPING, checks: [noCancelRequest], to: same }],
  refuseCancel: [
    {
      from: BEFORE_SHIPPING,
      checks: [(o) => (o.cancel_requested === 1 ? null : 'error.order.noCancelRequest')],
      to: same,
    },
  ],
  // An after-sale case holds the order in AFTER_SERVICE (one open case at a time) and gives it back
  // the status it had when the case ends. Which case types fit which status is the after-sale
  // state machine's business (modules/after-sale).
  afterSaleOpen: [{ from: AFTER_SALE_FROM, checks: [noCancelRequest], to: () => 'AFTER_SERVICE' }],
  afterSaleClose: [
    {
      from: ['AFTER_SERVICE'],
      to: (o) => (o.status_before as OrderStatus | null) ?? handedOver(o),
    },
  ],
};

export function decide(order: OrderFacts, action: OrderAction): Decision {
  const rules = ORDER_RULES[action];
  const matching = rules.filter((r) => r.from.includes(order.status));
  if (matching.length === 0) return { refused: 'error.order.wrongStatus' };
  let firstRefusal: string | null = null;
  for (const rule of matching) {
    const refusal = (rule.checks ?? []).map((c) => c(order)).find((r) => r !== null) ?? null;
    if (refusal === null) return { to: rule.to(order) };
    firstRefusal ??= refusal;
  }
  return { refused: firstRefusal ?? 'error.order.wrongStatus' };
}

export function isRefusal(d: Decision): d is Refusal {
  return 'refused' in d;
}

const ACTIONS = Object.keys(ORDER_RULES) as OrderAction[];
/** The answer depends on the facts alone, and a list page repeats a few combinations of them: each
 * row of every list request asked all the rules again (~1.5 % of a list request's CPU). The memo
 * is a tree of Maps, one level per fact: a string key joining the facts cost ~4 times as much
 * (V8 hashes each new key string in full). Bounded: the real combinations are a few hundred;
 * past the bound the memo starts over. */
type MemoNode = Map<unknown, MemoNode | readonly OrderAction[]>;
let allowedMemo: MemoNode = new Map();
let allowedMemoSize = 0;
/** Every fact is a level of the memo; the type check below fails when a fact is added to
 * OrderFacts but not here. */
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
const everyFactInKey: Exclude<keyof OrderFacts, (typeof FACT_KEYS)[number]> extends never ? true : never =
  true;
void everyFactInKey;
const ALLOWED_MEMO_MAX = 4096;
const LAST_FACT = FACT_KEYS.length - 1;

/** Actions offered for an order, for the list's row actions and the detail page's buttons. */
export function allowedActions(order: OrderFacts): OrderAction[] {
  let node = allowedMemo;
  for (let i = 0; i < LAST_FACT; i++) {
    const value = order[FACT_KEYS[i]!];
    let next = node.get(value) as MemoNode | undefined;
    if (!next) node.set(value, (next = new Map()));
    node = next;
  }
  const last = order[FACT_KEYS[LAST_FACT]!];
  let actions = node.get(last) as readonly OrderAction[] | undefined;
  if (!actions) {
    if (allowedMemoSize >= ALLOWED_MEMO_MAX) {
      allowedMemo = new Map();
      allowedMemoSize = 0;
      return allowedActions(order);
    }
    actions = ACTIONS.filter((a) => !isRefusal(decide(order, a)));
    node.set(last, actions);
    allowedMemoSize++;
  }
  return actions.slice();
}
