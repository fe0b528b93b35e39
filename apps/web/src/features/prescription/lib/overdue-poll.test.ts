import type { OverdueCheck, PrescriptionOrderRow } from '@rxdesk/contract/prescription/prescription';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOverduePoll } from './overdue-poll.ts';

const allowed: OverdueCheck = {
  enabled: 1,
  reason: '',
  overdue_minutes: 30,
  poll_interval_ms: 60_000,
  notice_duration_ms: 10_000,
  overdue_count: 2,
};
const page = (total: number) => ({
  data: [] as PrescriptionOrderRow[],
  data_total: total,
  page_no: 1,
  page_size: 10,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startOverduePoll', () => {
  it('does not poll when the server check says no', async () => {
    const fetchOverdue = vi.fn().mockResolvedValue(page(3));
    const onOverdue = vi.fn();
    startOverduePoll({
      check: () => Promise.resolve({ ...allowed, enabled: 0, reason: 'error.rx.pollOffDuty' }),
      fetchOverdue,
      onOverdue,
    });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchOverdue).not.toHaveBeenCalled();
    expect(onOverdue).not.toHaveBeenCalled();
  });

  it('does not poll when the check fails', async () => {
    const fetchOverdue = vi.fn();
    startOverduePoll({ check: () => Promise.reject(new Error('423')), fetchOverdue, onOverdue: vi.fn() });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchOverdue).not.toHaveBeenCalled();
  });

  it('reads at once and then every 60 000 ms, telling only when something is overdue', async () => {
    const fetchOverdue = vi
      .fn()
      .mockResolvedValueOnce(page(2))
      .mockResolvedValueOnce(page(0))
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(page(1));
    const onOverdue = vi.fn();
    startOverduePoll({ check: () => Promise.resolve(allowed), fetchOverdue, onOverdue });

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchOverdue).toHaveBeenCalledTimes(1);
    expect(onOverdue).toHaveBeenCalledTimes(1);
    expect(onOverdue).toHaveBeenLastCalledWith(page(2), allowed);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchOverdue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchOverdue).toHaveBeenCalledTimes(2); // nothing overdue: no notice
    expect(onOverdue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000); // failed read: skipped
    expect(onOverdue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchOverdue).toHaveBeenCalledTimes(4);
    expect(onOverdue).toHaveBeenCalledTimes(2);
  });

  it('stops polling when stopped, also before the check has answered', async () => {
    const fetchOverdue = vi.fn().mockResolvedValue(page(1));
    const stopEarly = startOverduePoll({
      check: () => Promise.resolve(allowed),
      fetchOverdue,
      onOverdue: vi.fn(),
    });
    stopEarly();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchOverdue).not.toHaveBeenCalled();

    const stop = startOverduePoll({
      check: () => Promise.resolve(allowed),
      fetchOverdue,
      onOverdue: vi.fn(),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchOverdue).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchOverdue).toHaveBeenCalledTimes(2);
  });
});
