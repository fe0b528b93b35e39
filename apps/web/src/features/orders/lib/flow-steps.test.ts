import { describe, expect, it } from 'vitest';
import { flowSteps, normalPath } from './flow-steps.ts';

const online = { payment_type: 'ONLINE', shipping_type: 'EXPRESS' };

describe('normalPath', () => {
  it('follows how the order is paid and handed over', () => {
    expect(normalPath(online)).toEqual(['NEW', 'PAID_OFF', 'SHIPPED', 'COMPLETE']);
    expect(normalPath({ payment_type: 'COD', shipping_type: 'EXPRESS' })).toEqual([
      'NEW',
      'CONFIRM',
      'SHIPPED',
      'ROG',
      'COMPLETE',
    ]);
    expect(normalPath({ payment_type: 'ONLINE', shipping_type: 'SELF_PICK' })).toEqual([
      'NEW',
      'PAID_OFF',
      'COMPLETE',
    ]);
  });
});

describe('flowSteps', () => {
  it('shows the steps taken with their time, the current one in progress, the rest ahead', () => {
    const flow = [
      { status: 'NEW', create_time: 1 },
      { status: 'PAID_OFF', create_time: 2 },
    ];
    expect(flowSteps(flow, { ...online, status: 'PAID_OFF' })).toEqual([
      { status: 'NEW', time: 1, state: 'finish' },
      { status: 'PAID_OFF', time: 2, state: 'process' },
      { status: 'SHIPPED', state: 'wait' },
      { status: 'COMPLETE', state: 'wait' },
    ]);
  });

  it('ends at a finished or cancelled order; cancelled reads as an error', () => {
    const done = flowSteps(
      [
        { status: 'NEW', create_time: 1 },
        { status: 'PAID_OFF', create_time: 1 },
        { status: 'SHIPPED', create_time: 3 },
        { status: 'COMPLETE', create_time: 4 },
      ],
      { ...online, status: 'COMPLETE' },
    );
    expect(done.map((s) => s.state)).toEqual(['finish', 'finish', 'finish', 'finish']);
    const cancelled = flowSteps(
      [
        { status: 'NEW', create_time: 1 },
        { status: 'CANCELLED', create_time: 2 },
      ],
      { ...online, status: 'CANCELLED' },
    );
    expect(cancelled).toEqual([
      { status: 'NEW', time: 1, state: 'finish' },
      { status: 'CANCELLED', time: 2, state: 'error' },
    ]);
  });

  it('promises nothing ahead of an entry failure, and merges a repeated status', () => {
    const steps = flowSteps(
      [
        { status: 'NEW', create_time: 1 },
        { status: 'INTODB_ERROR', create_time: 2 },
        { status: 'INTODB_ERROR', create_time: 3 },
      ],
      { ...online, status: 'INTODB_ERROR' },
    );
    expect(steps).toEqual([
      { status: 'NEW', time: 1, state: 'finish' },
      { status: 'INTODB_ERROR', time: 2, state: 'error' },
    ]);
  });

  it('shows the whole path ahead before the flow has loaded anything', () => {
    expect(flowSteps([], { ...online, status: 'NEW' }).every((s) => s.state === 'wait')).toBe(true);
  });
});
