import type { OrderStatus } from '@rxdesk/contract/orders/order-status';

/* The status steps at the top of the detail page: the steps the order has taken (its flow, from
 * the server) followed by the ones still ahead on its normal path, which depends on how it is
 * paid and handed over (see the server's state machine: a paid order is complete the moment the
 * goods are handed over; cash on delivery waits at ROG for the money). */

export interface FlowEntry {
  status: string;
  create_time: number;
}

export interface StepView {
  status: string;
  time?: number;
  state: 'finish' | 'process' | 'wait' | 'error';
}

const ENDED = new Set(['COMPLETE', 'CANCELLED']);
const FAILED = new Set(['CANCELLED', 'INTODB_ERROR']);

/** The normal path of an order of this kind, first to last. */
export function normalPath(order: { payment_type: string; shipping_type: string }): OrderStatus[] {
  const cod = order.payment_type === 'COD';
  const pickUp = order.shipping_type === 'SELF_PICK';
  const start: OrderStatus[] = cod ? ['NEW', 'CONFIRM'] : ['NEW', 'PAID_OFF'];
  const handOver: OrderStatus[] = pickUp ? [] : ['SHIPPED'];
  return [...start, ...handOver, ...(cod ? (['ROG'] as OrderStatus[]) : []), 'COMPLETE'];
}

export function flowSteps(
  flow: readonly FlowEntry[],
  order: { status: string; payment_type: string; shipping_type: string },
): StepView[] {
  // A status entered twice in a row (a retry) is one step.
  const taken = flow.filter((entry, index) => index === 0 || flow[index - 1]?.status !== entry.status);
  const last = taken[taken.length - 1];
  const done: StepView[] = taken.map((entry) => ({
    status: entry.status,
    time: entry.create_time,
    state: 'finish',
  }));
  if (!last) return normalPath(order).map((status) => ({ status, state: 'wait' }));

  const current = done[done.length - 1] as StepView;
  if (FAILED.has(last.status)) current.state = 'error';
  else if (!ENDED.has(last.status)) current.state = 'process';
  if (ENDED.has(last.status)) return done;

  const path = normalPath(order);
  const at = path.indexOf(last.status as OrderStatus);
  // Off the normal path (entry failure, after-sale): nothing ahead can be promised.
  if (at === -1) return done;
  return [...done, ...path.slice(at + 1).map((status): StepView => ({ status, state: 'wait' }))];
}
