import type { RefreshTokenResult } from '@rxdesk/contract/auth/auth';
import { createStore, get, set, type UseStore } from 'idb-keyval';

/**
 * The last refresh token this browser spent, and the pair the server gave for it, kept in
 * IndexedDB for the token refresher's critical section (token-refresh.ts).
 *
 * Why not localStorage alone: in Chromium every tab's renderer keeps its own copy of localStorage,
 * and another tab's write reaches it a little later, over a channel of its own. A tab that took
 * the refresh lock right after another tab released it could still read the refresh token that tab
 * had just spent, and spend it again (seen in CI: two refreshes 52 ms apart). IndexedDB goes through
 * one store for every tab: a read after the other tab's write has finished sees it.
 *
 * The record outlives a sign-out: the pair in it belonged to that session, which signing out ends
 * on the server, and a later sign-in's refresh token never matches it.
 */
interface Rotation {
  from: string;
  result: RefreshTokenResult;
}

let store: UseStore | null = null;
const rotations = () => (store ??= createStore('rxdesk-session', 'token-rotations'));
const KEY = 'last';

/** The pair the server gave for `refreshToken`, if this browser spent it already. */
export async function readRotation(refreshToken: string): Promise<RefreshTokenResult | null> {
  const last = await get<Rotation>(KEY, rotations());
  return last?.from === refreshToken ? last.result : null;
}

/** Records that `from` was spent for `result` (only the last one is kept). */
export async function recordRotation(from: string, result: RefreshTokenResult): Promise<void> {
  await set(KEY, { from, result } satisfies Rotation, rotations());
}
