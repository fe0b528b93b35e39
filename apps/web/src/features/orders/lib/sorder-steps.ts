import type { SorderDetail, SorderStatus } from '@rxdesk/contract/orders/drop-ship';

/* The steps at the top of a sub-order's page, from its own timestamps: created → accepted →
 * shipped → received. A sub-order that was cancelled or rejected ends there, in red, after the
 * steps it did take. */

export interface SorderStepView {
  status: SorderStatus;
  time?: number;
  state: 'finish' | 'process' | 'wait' | 'error';
}

type Times = Pick<
  SorderDetail,
  'status' | 'create_time' | 'accepted_at' | 'shipped_at' | 'received_at' | 'cancelled_at' | 'rejected_at'
>;

export function sorderSteps(so: Times): SorderStepView[] {
  const path: [SorderStatus, number | null][] = [
    ['WAIT_SUPPLIER_ACCEPT', so.create_time],
    ['ACCEPTED', so.accepted_at],
    ['SHIPPED', so.shipped_at],
    ['RECEIVED', so.received_at],
  ];
  const ended = so.status === 'CANCELLED' || so.status === 'REJECTED';
  if (ended) {
    const taken: SorderStepView[] = path
      .filter(([, time]) => time !== null)
      .map(([status, time]) => ({ status, time: time as number, state: 'finish' }));
    const at = so.status === 'CANCELLED' ? so.cancelled_at : so.rejected_at;
    return [...taken, { status: so.status, time: at ?? undefined, state: 'error' }];
  }
  const current = path.findIndex(([status]) => status === so.status);
  return path.map(([status, time], index) => ({
    status,
    time: index <= current ? (time ?? undefined) : undefined,
    state:
      index < current
        ? 'finish'
        : index === current
          ? status === 'RECEIVED'
            ? 'finish'
            : 'process'
          : 'wait',
  }));
}
