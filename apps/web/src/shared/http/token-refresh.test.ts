import type { RefreshTokenResult } from '@rxdesk/contract/auth';
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

function tab(
  store: ReturnType<typeof sharedStore>,
  exclusive: RunExclusive,
  server: (rt: string) => Promise<RefreshTokenResult>,
) {
  return createTokenRefresher({
    readAccessToken: () => store.access,
    isUsable: (token) => !token.startsWith('expired'),
    readRefreshToken: () => store.refresh,
    requestRefresh: server,
    saveTokens: (result) => {
      store.access = result.accessToken;
      store.refresh = result.refreshToken;
    },
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
