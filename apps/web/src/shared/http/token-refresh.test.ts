import type { RefreshTokenResult } from '@rxdesk/contract/auth/auth';
import { describe, expect, it, vi } from 'vitest';
import type { RunExclusive } from './exclusive-lock.ts';
import { createTokenRefresher } from './token-refresh.ts';

/** Stands in for localStorage shared by every tab. */
function sharedStore(access: string | null, refresh: string | null) {
  return { access, refresh };
}

/** A mutex standing in for navigator.locks, shared by the "tabs" of a test. */
function fakeLock(): RunExclusive {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Stands in for IndexedDB's record of the last rotation, shared by every tab and never late. */
function sharedRotations() {
  let last: { from: string; result: RefreshTokenResult } | null = null;
  return {
    read: async (refreshToken: string) => (last?.from === refreshToken ? last.result : null),
    record: async (from: string, result: RefreshTokenResult) => {
      last = { from, result };
    },
  };
}

/** One tab. `view` is what it reads of localStorage: the shared store, or a copy that is late. */
function tab(
  store: ReturnType<typeof sharedStore>,
  exclusive: RunExclusive,
  server: (rt: string) => Promise<RefreshTokenResult>,
  rotations = sharedRotations(),
  view: ReturnType<typeof sharedStore> = store,
) {
  return createTokenRefresher({
    readAccessToken: () => view.access,
    isUsable: (token) => !token.startsWith('expired'),
    readRefreshToken: () => view.refresh,
    requestRefresh: server,
    saveTokens: (result) => {
      store.access = result.accessToken;
      store.refresh = result.refreshToken;
    },
    readRotation: rotations.read,
    recordRotation: rotations.record,
    exclusive,
  });
}

/** A server that rotates the pair and refuses a refresh token it has seen already. */
function rotatingServer() {
  let generation = 1;
  const used = new Set<string>();
  const calls = vi.fn(async (refreshToken: string): Promise<RefreshTokenResult> => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (used.has(refreshToken)) throw new Error('refresh token already used');
    used.add(refreshToken);
    generation += 1;
    return { accessToken: `access-${generation}`, refreshToken: `refresh-${generation}`, expires: 0 };
  });
  return calls;
}

describe('createTokenRefresher', () => {
  it('refreshes once for many concurrent requests in one tab', async () => {
    const store = sharedStore('expired-1', 'refresh-1');
    const server = rotatingServer();
    const refresh = tab(store, fakeLock(), server);
    const tokens = await Promise.all([refresh(null), refresh(null), refresh('expired-1')]);
    expect(tokens).toEqual(['access-2', 'access-2', 'access-2']);
    expect(server).toHaveBeenCalledTimes(1);
    expect(store.refresh).toBe('refresh-2');
  });

  it('refreshes once across tabs: the second tab reuses the rotated pair', async () => {
    const store = sharedStore('expired-1', 'refresh-1');
    const server = rotatingServer();
    const lock = fakeLock();
    const [a, b] = [tab(store, lock, server), tab(store, lock, server)];
    const tokens = await Promise.all([a(null), b(null), b('expired-1')]);
    expect(tokens).toEqual(['access-2', 'access-2', 'access-2']);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it("refreshes once across tabs even when a tab's localStorage still shows the spent pair", async () => {
    const store = sharedStore('expired-1', 'refresh-1');
    const late = sharedStore('expired-1', 'refresh-1'); // tab b has not seen a's write yet
    const server = rotatingServer();
    const lock = fakeLock();
    const rotations = sharedRotations();
    const a = tab(store, lock, server, rotations);
    const b = tab(store, lock, server, rotations, late);
    const tokens = await Promise.all([a('expired-1'), b('expired-1')]);
    expect(tokens).toEqual(['access-2', 'access-2']);
    expect(server).toHaveBeenCalledTimes(1);
    expect(store).toEqual({ access: 'access-2', refresh: 'refresh-2' });
  });

  it('refreshes as before when the rotation record cannot be read or written', async () => {
    const store = sharedStore('expired-1', 'refresh-1');
    const server = rotatingServer();
    const broken = {
      read: () => Promise.reject(new Error('no IndexedDB')),
      record: () => Promise.reject(new Error('no IndexedDB')),
    };
    expect(await tab(store, fakeLock(), server, broken)('expired-1')).toBe('access-2');
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('refreshes when the server rejected the very token that is stored, even if it looks unexpired', async () => {
    const store = sharedStore('access-1', 'refresh-1');
    const server = rotatingServer();
    const refresh = tab(store, fakeLock(), server);
    expect(await refresh('access-1')).toBe('access-2');
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('reuses a token another request rotated after ours was sent', async () => {
    const store = sharedStore('access-5', 'refresh-5');
    const server = rotatingServer();
    expect(await tab(store, fakeLock(), server)('access-4')).toBe('access-5');
    expect(server).not.toHaveBeenCalled();
  });

  it('rejects every waiting caller when the refresh fails, and tries again on the next call', async () => {
    const store = sharedStore(null, 'refresh-1');
    const server = vi
      .fn()
      .mockRejectedValueOnce(new Error('401'))
      .mockResolvedValueOnce({ accessToken: 'ok', refreshToken: 'r', expires: 0 });
    const refresh = tab(store, fakeLock(), server);
    const results = await Promise.allSettled([refresh(null), refresh(null)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(server).toHaveBeenCalledTimes(1);
    expect(await refresh(null)).toBe('ok');
  });

  it('fails without calling the server when no refresh token is stored', async () => {
    const server = rotatingServer();
    await expect(tab(sharedStore(null, null), fakeLock(), server)(null)).rejects.toThrow();
    expect(server).not.toHaveBeenCalled();
  });
});
