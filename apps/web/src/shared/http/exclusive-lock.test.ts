import { describe, expect, it } from 'vitest';
import {
  LOCK_MAX_WAIT_MS,
  LOCK_POLL_MS,
  LOCK_STALE_MS,
  POLLING_LOCK_KEY,
  pollingExclusive,
  webLocksExclusive,
} from './exclusive-lock.ts';

/** A clock that only moves when someone sleeps, so polling runs instantly and deterministically. */
function virtualTime() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleeps,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
      await Promise.resolve();
    },
  };
}

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('pollingExclusive (fallback without Web Locks)', () => {
  it('runs the task at once when nobody holds the lock, and releases it', async () => {
    const storage = memoryStorage();
    const clock = virtualTime();
    const run = pollingExclusive({ storage, ...clock, owner: 'tab-a' });
    expect(await run(async () => 'done')).toBe('done');
    expect(storage.map.has(POLLING_LOCK_KEY)).toBe(false);
  });

  it('polls every 500 ms while another tab holds the lock', async () => {
    const storage = memoryStorage();
    const clock = virtualTime();
    storage.setItem(POLLING_LOCK_KEY, JSON.stringify({ owner: 'tab-b', at: 0 }));
    const run = pollingExclusive({ storage, ...clock, owner: 'tab-a' });
    const result = run(async () => 'mine');
    // Tab b finishes after three polls.
    while (clock.sleeps.filter((ms) => ms === LOCK_POLL_MS).length < 3) await Promise.resolve();
    storage.removeItem(POLLING_LOCK_KEY);
    expect(await result).toBe('mine');
    expect(clock.sleeps.filter((ms) => ms === LOCK_POLL_MS).length).toBeGreaterThanOrEqual(3);
  });

  it('takes over a lock left behind by a tab that died', async () => {
    const storage = memoryStorage();
    const clock = virtualTime();
    storage.setItem(POLLING_LOCK_KEY, JSON.stringify({ owner: 'dead', at: -LOCK_STALE_MS - 1 }));
    const run = pollingExclusive({ storage, ...clock, owner: 'tab-a' });
    expect(await run(async () => 'taken')).toBe('taken');
  });

  it('gives up (a failed refresh) when the lock never comes free', async () => {
    const storage = memoryStorage();
    const clock = virtualTime();
    const run = pollingExclusive({ storage, ...clock, owner: 'tab-a' });
    // Another tab keeps renewing its lock record.
    const renew = () =>
      storage.setItem(POLLING_LOCK_KEY, JSON.stringify({ owner: 'tab-b', at: clock.now() }));
    renew();
    const originalSleep = clock.sleep;
    const runRenewing = pollingExclusive({
      storage,
      now: clock.now,
      owner: 'tab-a',
      sleep: async (ms) => {
        await originalSleep(ms);
        renew();
      },
    });
    await expect(runRenewing(async () => 'never')).rejects.toThrow();
    expect(clock.now()).toBeGreaterThanOrEqual(LOCK_MAX_WAIT_MS);
    expect(run).toBeTypeOf('function');
  });

  it('releases the lock when the task fails', async () => {
    const storage = memoryStorage();
    const run = pollingExclusive({ storage, ...virtualTime(), owner: 'tab-a' });
    await expect(run(async () => Promise.reject(new Error('refresh failed')))).rejects.toThrow(
      'refresh failed',
    );
    expect(storage.map.has(POLLING_LOCK_KEY)).toBe(false);
  });
});

describe('webLocksExclusive', () => {
  it('asks the lock manager for the shared exclusive lock', async () => {
    const requested: Array<{ name: string; mode?: string }> = [];
    const locks = {
      request: (name: string, options: { mode?: string }, task: () => Promise<unknown>) => {
        requested.push({ name, mode: options.mode });
        return task();
      },
    } as unknown as LockManager;
    expect(await webLocksExclusive(locks)(async () => 7)).toBe(7);
    expect(requested).toEqual([{ name: 'rxdesk-token-refresh', mode: 'exclusive' }]);
  });
});
