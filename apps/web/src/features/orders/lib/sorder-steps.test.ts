import { describe, expect, it } from 'vitest';
import { sorderSteps } from './sorder-steps.ts';

const base = {
  status: 'WAIT_SUPPLIER_ACCEPT' as const,
  create_time: 100,
  accepted_at: null,
  shipped_at: null,
  received_at: null,
  cancelled_at: null,
  rejected_at: null,
};
const view = (so: Parameters<typeof sorderSteps>[0]) =>
  sorderSteps(so).map((s) => `${s.status}:${s.state}${s.time !== undefined ? `@${s.time}` : ''}`);

describe('sub-order steps', () => {
  it('a new sub-order waits for the supplier with the rest ahead', () => {
    expect(view(base)).toEqual([
      'WAIT_SUPPLIER_ACCEPT:process@100',
      'ACCEPTED:wait',
      'SHIPPED:wait',
      'RECEIVED:wait',
    ]);
  });

  it('a shipped one shows each step taken with its time', () => {
    expect(view({ ...base, status: 'SHIPPED', accepted_at: 200, shipped_at: 300 })).toEqual([
      'WAIT_SUPPLIER_ACCEPT:finish@100',
      'ACCEPTED:finish@200',
      'SHIPPED:process@300',
      'RECEIVED:wait',
    ]);
  });

  it('received is the end, all finished', () => {
    const so = { ...base, status: 'RECEIVED' as const, accepted_at: 2, shipped_at: 3, received_at: 4 };
    expect(sorderSteps(so).every((s) => s.state === 'finish')).toBe(true);
  });

  it('a cancelled or rejected one ends in red after the steps it did take', () => {
    expect(view({ ...base, status: 'CANCELLED', cancelled_at: 150 })).toEqual([
      'WAIT_SUPPLIER_ACCEPT:finish@100',
      'CANCELLED:error@150',
    ]);
    expect(view({ ...base, status: 'REJECTED', accepted_at: 120, rejected_at: 160 })).toEqual([
      'WAIT_SUPPLIER_ACCEPT:finish@100',
      'ACCEPTED:finish@120',
      'REJECTED:error@160',
    ]);
  });
});
