/* Which buttons an order shows. The server decides what is allowed (its state machine answers
 * `allowed_actions` with every order); this file only decides how each allowed action is offered:
 * in which order, where (row of the list, detail page), and how it is confirmed. Actions the
 * browser has no control for (partner callbacks, the pharmacist's audit) are ignored. */

export const ORDER_ACTIONS = [
  'pay',
  'price',
  'address',
  'setout',
  'delivery',
  'dispatching',
  'cancelDelivery',
  'pick',
  'rog',
  'authCancel',
  'refuseCancel',
  'orderAgain',
  'enter',
  'entryFailed',
  'updateIsMeituan',
  'courierMessage',
] as const;
export type OrderActionId = (typeof ORDER_ACTIONS)[number];

/** How an action is carried out: a yes/no confirmation, or a dialog with a form. */
export type ActionKind = 'confirm' | 'form';

interface ActionSpec {
  kind: ActionKind;
  /** Offered in the list's row actions (the frequent, quick ones). */
  inList: boolean;
  /** Drawn as a button (the switch and the courier note are edited in place on the detail page). */
  button: boolean;
  /** Irreversible or costly: red button, red confirm. */
  danger?: boolean;
  /** The main thing to do with the order in this state. */
  primary?: boolean;
}

const SPECS: Record<OrderActionId, ActionSpec> = {
  pay: { kind: 'confirm', inList: true, button: true, primary: true },
  price: { kind: 'form', inList: false, button: true },
  address: { kind: 'form', inList: false, button: true },
  setout: { kind: 'form', inList: true, button: true, primary: true },
  delivery: { kind: 'confirm', inList: true, button: true, primary: true },
  dispatching: { kind: 'form', inList: true, button: true },
  cancelDelivery: { kind: 'confirm', inList: false, button: true, danger: true },
  pick: { kind: 'form', inList: true, button: true, primary: true },
  rog: { kind: 'confirm', inList: true, button: true, primary: true },
  authCancel: { kind: 'confirm', inList: true, button: true, danger: true },
  // The buyer's cancel request refused with a reason the buyer reads; the order carries on.
  refuseCancel: { kind: 'form', inList: false, button: true },
  orderAgain: { kind: 'confirm', inList: true, button: true, primary: true },
  enter: { kind: 'confirm', inList: false, button: true },
  entryFailed: { kind: 'form', inList: false, button: true, danger: true },
  updateIsMeituan: { kind: 'form', inList: false, button: false },
  courierMessage: { kind: 'form', inList: false, button: false },
};

export function isOrderAction(value: string): value is OrderActionId {
  return Object.hasOwn(SPECS, value);
}

export function actionSpec(action: OrderActionId): ActionSpec {
  return SPECS[action];
}

/** The allowed actions with a control, in display order. */
function offered(allowed: readonly string[], keep: (spec: ActionSpec) => boolean): OrderActionId[] {
  const set = new Set(allowed);
  return ORDER_ACTIONS.filter((action) => set.has(action) && keep(SPECS[action]));
}

/** Row actions of the order list (detail is always there besides these). */
export function listActions(allowed: readonly string[]): OrderActionId[] {
  return offered(allowed, (spec) => spec.inList);
}

/** Buttons of the detail page's header. */
export function detailActions(allowed: readonly string[]): OrderActionId[] {
  return offered(allowed, (spec) => spec.button);
}

export function canDo(allowed: readonly string[], action: OrderActionId): boolean {
  return allowed.includes(action);
}
