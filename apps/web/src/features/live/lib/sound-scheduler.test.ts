import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSoundScheduler } from './sound-scheduler.ts';

type Kind = 'new-order' | 'refund';

function setup() {
  const played: Array<[Kind, number]> = [];
  const scheduler = createSoundScheduler<Kind>({
    play: (kind) => played.push([kind, Date.now()]),
    now: () => Date.now(),
    timers: {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (id) => clearTimeout(id as number),
    },
  });
  return { scheduler, played };
}

describe('createSoundScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
  });
  afterEach(() => vi.useRealTimers());

  it('plays the first at once and queues the rest 5 s apart, dropping none', () => {
    const { scheduler, played } = setup();
    scheduler.request('new-order');
    scheduler.request('new-order');
    scheduler.request('new-order');
    expect(played).toEqual([['new-order', 1_000_000]]);
    expect(scheduler.queued('new-order')).toBe(2);
    vi.advanceTimersByTime(4_999);
    expect(played.length).toBe(1);
    vi.advanceTimersByTime(1);
    expect(played.at(-1)).toEqual(['new-order', 1_005_000]);
    vi.advanceTimersByTime(5_000);
    expect(played.at(-1)).toEqual(['new-order', 1_010_000]);
    expect(scheduler.queued('new-order')).toBe(0);
    vi.advanceTimersByTime(60_000);
    expect(played.length).toBe(3);
  });

  it('throttles each kind on its own', () => {
    const { scheduler, played } = setup();
    scheduler.request('new-order');
    scheduler.request('refund');
    expect(played.map(([k]) => k)).toEqual(['new-order', 'refund']);
  });

  it('plays at once again after a quiet 5 s, and waits only the rest of the window otherwise', () => {
    const { scheduler, played } = setup();
    scheduler.request('refund');
    vi.advanceTimersByTime(3_000);
    scheduler.request('refund');
    vi.advanceTimersByTime(2_000);
    expect(played.map(([, t]) => t)).toEqual([1_000_000, 1_005_000]);
    vi.advanceTimersByTime(10_000);
    scheduler.request('refund');
    expect(played.at(-1)).toEqual(['refund', 1_015_000]);
  });

  it('stops pending alerts on dispose', () => {
    const { scheduler, played } = setup();
    scheduler.request('refund');
    scheduler.request('refund');
    scheduler.dispose();
    vi.advanceTimersByTime(10_000);
    expect(played.length).toBe(1);
  });
});
