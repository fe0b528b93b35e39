import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@rxdesk/contract/orders/order-status';
import {
  decide,
  allowedActions,
  isRefusal,
  ORDER_RULES,
  type OrderAction,
  type OrderFacts,
} from './order-state-machine.ts';

const base: OrderFacts = {
  status: 'PAID_OFF',
  status_before: null,
  paid: 1,
  payment_type: 'ONLINE',
  shipping_type: 'EXPRESS',
  rx_status: 'NONE',
  delivery_status: 'NONE',
  cancel_requested: 0,
  entry_status: 0,
};
const facts = (over: Partial<OrderFacts>): OrderFacts => ({ ...base, ...over });
const to = (f: OrderFacts, a: OrderAction) => {
  const d = decide(f, a);
  return isRefusal(d) ? `refused:${d.refused}` : d.to;
};

// For every action, the statuses it is allowed from (given facts that satisfy its conditions).
const ALLOWED_FROM: Record<OrderAction, { facts: Partial<OrderFacts>; from: OrderStatus[] }> = {
  pay: { facts: { paid: 0 }, from: ['NEW'] },
  price: { facts: { paid: 0 }, from: ['NEW'] },
  address: { facts: {}, from: ['NEW', 'CONFIRM', 'PAID_OFF', 'INTODB_ERROR'] },
  updateIsMeituan: { facts: { shipping_type: 'SAME_CITY' }, from: ['NEW', 'CONFIRM', 'PAID_OFF'] },
  setout: { facts: {}, from: ['CONFIRM', 'PAID_OFF'] },
  delivery: { facts: { shipping_type: 'SAME_CITY' }, from: ['CONFIRM', 'PAID_OFF'] },
  dispatching: { facts: { shipping_type: 'SAME_CITY' }, from: ['CONFIRM', 'PAID_OFF'] },
  cancelDelivery: {
    facts: { shipping_type: 'SAME_CITY', delivery_status: 'WAITING' },
    from: ['CONFIRM', 'PAID_OFF'],
  },
  riderPickedUp: {
    facts: { shipping_type: 'SAME_CITY', delivery_status: 'ACCEPTED' },
    from: ['CONFIRM', 'PAID_OFF'],
  },
  riderDelivered: { facts: {}, from: ['SHIPPED'] },
  rog: { facts: {}, from: ['SHIPPED'] },
  pick: { facts: { shipping_type: 'SELF_PICK' }, from: ['CONFIRM', 'PAID_OFF'] },
  authCancel: { facts: { cancel_requested: 1 }, from: ['NEW', 'CONFIRM', 'PAID_OFF', 'INTODB_ERROR'] },
  orderAgain: { facts: { status_before: 'PAID_OFF' }, from: ['INTODB_ERROR'] },
  enter: { facts: {}, from: ['NEW', 'CONFIRM', 'PAID_OFF'] },
  entryFailed: { facts: {}, from: ['NEW', 'CONFIRM', 'PAID_OFF'] },
  courierMessage: {
    facts: {},
    from: ['NEW', 'INTODB_ERROR', 'CONFIRM', 'PAID_OFF', 'SHIPPED', 'ROG', 'AFTER_SERVICE'],
  },
  rxApproved: { facts: { rx_status: 'PENDING' }, from: ['NEW', 'CONFIRM', 'PAID_OFF', 'INTODB_ERROR'] },
  rxRejected: { facts: { rx_status: 'PENDING' }, from: ['NEW', 'CONFIRM', 'PAID_OFF', 'INTODB_ERROR'] },
  assembleFailed: { facts: {}, from: ['NEW', 'CONFIRM', 'PAID_OFF', 'INTODB_ERROR'] },
  cancelRequest: { facts: {}, from: ['NEW', 'CONFIRM', 'PAID_OFF', 'INTODB_ERROR'] },
  refuseCancel: { facts: { cancel_requested: 1 }, from: ['NEW', 'CONFIRM', 'PAID_OFF', 'INTODB_ERROR'] },
  afterSaleOpen: { facts: {}, from: ['PAID_OFF', 'SHIPPED', 'ROG', 'COMPLETE'] },
  afterSaleClose: { facts: { status_before: 'SHIPPED' }, from: ['AFTER_SERVICE'] },
};

describe('order state machine: every action from every status', () => {
  it('covers every action of the table', () => {
    expect(Object.keys(ALLOWED_FROM).sort()).toEqual(Object.keys(ORDER_RULES).sort());
  });

  for (const [action, { facts: f, from }] of Object.entries(ALLOWED_FROM) as [
    OrderAction,
    (typeof ALLOWED_FROM)[OrderAction],
  ][]) {
    for (const status of ORDER_STATUSES) {
      const allowed = from.includes(status);
      it(`${action} from ${status}: ${allowed ? 'allowed' : 'refused'}`, () => {
        const d = decide(facts({ ...f, status }), action);
        expect(isRefusal(d)).toBe(!allowed);
        const hasRule = ORDER_RULES[action].some((r) => r.from.includes(status));
        if (!allowed && isRefusal(d) && !hasRule) expect(d.refused).toBe('error.order.wrongStatus');
      });
    }
  }
});

describe('order state machine: where each action leads and its conditions', () => {
  it('pay: unpaid NEW → PAID_OFF; COD collected at ROG → COMPLETE; online ROG refused', () => {
    expect(to(facts({ status: 'NEW', paid: 0 }), 'pay')).toBe('PAID_OFF');
    expect(to(facts({ status: 'ROG', paid: 0, payment_type: 'COD' }), 'pay')).toBe('COMPLETE');
    expect(to(facts({ status: 'ROG', paid: 0, payment_type: 'ONLINE' }), 'pay')).toBe(
      'refused:error.order.notCod',
    );
    expect(to(facts({ status: 'NEW', paid: 1 }), 'pay')).toBe('refused:error.order.alreadyPaid');
  });

  it('setout: express only, and prescription orders wait for the pharmacist', () => {
    expect(to(facts({}), 'setout')).toBe('SHIPPED');
    expect(to(facts({ shipping_type: 'SAME_CITY' }), 'setout')).toBe('refused:error.order.notExpress');
    expect(to(facts({ rx_status: 'PENDING' }), 'setout')).toBe('refused:error.order.rxHold');
    expect(to(facts({ rx_status: 'REJECTED' }), 'setout')).toBe('refused:error.order.rxHold');
    expect(to(facts({ rx_status: 'APPROVED' }), 'setout')).toBe('SHIPPED');
  });

  it('same-city: a rider cannot be called twice; cancel needs an active rider', () => {
    const sc = { shipping_type: 'SAME_CITY' };
    expect(to(facts({ ...sc }), 'dispatching')).toBe('PAID_OFF');
    expect(to(facts({ ...sc, delivery_status: 'ACCEPTED' }), 'dispatching')).toBe(
      'refused:error.order.riderActive',
    );
    expect(to(facts({ ...sc, delivery_status: 'CANCELLED' }), 'dispatching')).toBe('PAID_OFF');
    expect(to(facts({ ...sc }), 'cancelDelivery')).toBe('refused:error.order.noActiveRider');
    expect(to(facts({ ...sc, delivery_status: 'ACCEPTED' }), 'riderPickedUp')).toBe('SHIPPED');
    expect(to(facts({ ...sc, rx_status: 'PENDING' }), 'delivery')).toBe('refused:error.order.rxHold');
  });

  it('handing over completes a paid order and leaves a COD order at ROG', () => {
    expect(to(facts({ status: 'SHIPPED', paid: 1 }), 'rog')).toBe('COMPLETE');
    expect(to(facts({ status: 'SHIPPED', paid: 0, payment_type: 'COD' }), 'rog')).toBe('ROG');
    expect(
      to(facts({ status: 'CONFIRM', paid: 0, payment_type: 'COD', shipping_type: 'SELF_PICK' }), 'pick'),
    ).toBe('ROG');
    expect(to(facts({ shipping_type: 'SELF_PICK' }), 'pick')).toBe('COMPLETE');
    expect(to(facts({}), 'pick')).toBe('refused:error.order.notSelfPick');
  });

  it('price only while unpaid; address not for self pick-up', () => {
    expect(to(facts({ status: 'NEW', paid: 0 }), 'price')).toBe('NEW');
    expect(to(facts({ shipping_type: 'SELF_PICK' }), 'address')).toBe(
      'refused:error.order.selfPickNoAddress',
    );
  });

  it('cancel needs a buyer request; entry failure and re-submission round-trip', () => {
    expect(to(facts({}), 'authCancel')).toBe('refused:error.order.noCancelRequest');
    expect(to(facts({ cancel_requested: 1 }), 'authCancel')).toBe('CANCELLED');
    expect(to(facts({}), 'entryFailed')).toBe('INTODB_ERROR');
    expect(to(facts({ entry_status: 1 }), 'enter')).toBe('refused:error.order.entryDone');
    expect(to(facts({ status: 'INTODB_ERROR', status_before: 'CONFIRM' }), 'orderAgain')).toBe('CONFIRM');
    expect(to(facts({ status: 'INTODB_ERROR', status_before: null, paid: 1 }), 'orderAgain')).toBe(
      'PAID_OFF',
    );
  });

  it('a rejected prescription cancels; approval keeps the status', () => {
    expect(to(facts({ rx_status: 'PENDING' }), 'rxRejected')).toBe('CANCELLED');
    expect(to(facts({ rx_status: 'PENDING' }), 'rxApproved')).toBe('PAID_OFF');
    expect(to(facts({ rx_status: 'APPROVED' }), 'rxApproved')).toBe('refused:error.order.rxNotPending');
  });

  it('a cancel request is made once; an after-sale case holds the order and gives its status back', () => {
    expect(to(facts({}), 'cancelRequest')).toBe('PAID_OFF');
    expect(to(facts({ cancel_requested: 1 }), 'cancelRequest')).toBe('refused:error.order.cancelRequested');
    expect(to(facts({}), 'refuseCancel')).toBe('refused:error.order.noCancelRequest');
    expect(to(facts({ status: 'SHIPPED' }), 'afterSaleOpen')).toBe('AFTER_SERVICE');
    expect(to(facts({ cancel_requested: 1 }), 'afterSaleOpen')).toBe('refused:error.order.cancelRequested');
    expect(to(facts({ status: 'AFTER_SERVICE', status_before: 'COMPLETE' }), 'afterSaleClose')).toBe(
      'COMPLETE',
    );
    expect(to(facts({ status: 'AFTER_SERVICE', status_before: null, paid: 0 }), 'afterSaleClose')).toBe(
      'ROG',
    );
  });
});

describe('allowed actions', () => {
  it('answers every combination as the rules do, the first time and again', () => {
    const all = Object.keys(ORDER_RULES) as OrderAction[];
    const direct = (f: OrderFacts) => all.filter((a) => !isRefusal(decide(f, a)));
    const combos: OrderFacts[] = [];
    for (const status of ORDER_STATUSES)
      for (const paid of [0, 1])
        for (const shipping_type of ['EXPRESS', 'SELF_PICK', 'CITY'])
          for (const rx_status of ['NONE', 'PENDING', 'APPROVED'])
            for (const over of [
              {},
              { delivery_status: 'ACCEPTED' },
              { cancel_requested: 1 },
              { entry_status: 2 },
              { status_before: 'PAID_OFF' },
              { payment_type: 'COD' },
            ])
              combos.push(facts({ status, paid, shipping_type, rx_status, ...over }));
    for (const round of [1, 2])
      for (const f of combos) expect(allowedActions(f), `${round} ${JSON.stringify(f)}`).toEqual(direct(f));
  });
});
