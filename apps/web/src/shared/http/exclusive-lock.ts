/* One token refresh at a time across every open tab (§4). Web Locks do it natively; where the
 * browser lacks them, a lock record in localStorage is polled every 500 ms (§9). */

export type RunExclusive = <T>(task: () => Promise<T>) => Promise<T>;

export const REFRESH_LOCK_NAME = 'rxdesk-token-refresh';
/** The localStorage key of the fallback lock. */
export const POLLING_LOCK_KEY = 'seller_refresh_lock';
export const LOCK_POLL_MS = 500;
/** A lock older than this was left by a tab that died mid-refresh; it may be taken over. */
export const LOCK_STALE_MS = 15_000;
/** Waiting longer than this means the lock state is unusable: §4 treats it as a failed refresh. */
export const LOCK_MAX_WAIT_MS = 30_000;

export function webLocksExclusive(locks: LockManager, name = REFRESH_LOCK_NAME): RunExclusive {
  return <T>(task: () => Promise<T>) => locks.request(name, { mode: 'exclusive' }, task) as Promise<T>;
}

export interface PollingLockDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Unique per tab, so a tab recognises its own lock record. */
  owner: string;
}

interface LockRecord {
  owner: string;
  at: number;
}

function readRecord(storage: PollingLockDeps['storage']): LockRecord | null {
  try {
    const record = JSON.parse(storage.getItem(POLLING_LOCK_KEY) ?? 'null') as Partial<LockRecord> | null;
    return record && typeof record.owner === 'string' && typeof record.at === 'number'
      ? { owner: record.owner, at: record.at }
      : null;
  } catch {
    return null;
  }
}

export function pollingExclusive(deps: PollingLockDeps): RunExclusive {
  const { storage, now, sleep, owner } = deps;

  async function acquire(): Promise<void> {
    const started = now();
    for (;;) {
      const held = readRecord(storage);
      if (!held || now() - held.at > LOCK_STALE_MS) {
        storage.setItem(POLLING_LOCK_KEY, JSON.stringify({ owner, at: now() } satisfies LockRecord));
        // Two tabs may write in the same instant; whichever record survived owns the lock.
        await sleep(0);
        if (readRecord(storage)?.owner === owner) return;
      }
      if (now() - started >= LOCK_MAX_WAIT_MS) throw new Error('token refresh lock not released');
      await sleep(LOCK_POLL_MS);
    }
  }

  return async <T>(task: () => Promise<T>) => {
    await acquire();
    try {
      return await task();
    } finally {
      if (readRecord(storage)?.owner === owner) storage.removeItem(POLLING_LOCK_KEY);
    }
  };
}

/** Web Locks when the browser has them, else the polling fallback. */
export function browserExclusive(owner: string): RunExclusive {
  if (typeof navigator !== 'undefined' && navigator.locks) return webLocksExclusive(navigator.locks);
  return pollingExclusive({
    // Resolved per call, so importing the client never touches browser globals.
    storage: {
      getItem: (key) => localStorage.getItem(key),
      setItem: (key, value) => localStorage.setItem(key, value),
      removeItem: (key) => localStorage.removeItem(key),
    },
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    owner,
  });
}
