import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClodopDetection } from './clodop-loader.ts';
import type { ClodopApi } from './clodop-types.ts';
import { createPluginWatch } from './plugin-watch.ts';

const timers = {
  setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as number),
};

describe('createPluginWatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks every 500 ms, then every 30 s after the tips closed, and stops once found', async () => {
    let result: ClodopDetection = { state: 'missing' };
    const detect = vi.fn(async () => result);
    const onResult = vi.fn();
    const watch = createPluginWatch({ detect, onResult, timers });
    watch.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(detect).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(detect).toHaveBeenCalledTimes(4);
    watch.slowDown();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(detect).toHaveBeenCalledTimes(4);
    result = { state: 'ok', version: '6.5.6.9', clodop: {} as ClodopApi };
    await vi.advanceTimersByTimeAsync(1);
    expect(detect).toHaveBeenCalledTimes(5);
    expect(onResult).toHaveBeenLastCalledWith(result);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(detect).toHaveBeenCalledTimes(5);
  });

  it('falls back to the slow pace after the fast tries when no tips were shown', async () => {
    const detect = vi.fn(async (): Promise<ClodopDetection> => ({ state: 'missing' }));
    const watch = createPluginWatch({ detect, onResult: () => {}, timers, fastTries: 3 });
    watch.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(detect).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(detect).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(detect).toHaveBeenCalledTimes(4);
    watch.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(detect).toHaveBeenCalledTimes(4);
  });
});
