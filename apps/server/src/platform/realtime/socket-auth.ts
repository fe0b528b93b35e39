import { LIVE_CLOSE } from '@rxdesk/contract/live/live-notices';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { findSessionPrincipal } from '../auth/sessions.repository.ts';
import type { TokenService } from '../auth/tokens.ts';

export interface SocketAuthDeps {
  db: Db;
  tokens: TokenService;
  clock: Clock;
}

/** Who holds a live socket: all a gateway keeps about it. */
export interface SocketPrincipal {
  userId: number;
  shopId: number;
  sessionId: string;
}

export type SocketAuthResult =
  | { ok: true; principal: SocketPrincipal }
  /** `logout`: the sign-in is over for good, so the client is told to log out rather than retry. */
  | { ok: false; code: number; reason: string; logout: boolean };

const refuse = (code: number, reason: string, logout = false): SocketAuthResult => ({
  ok: false,
  code,
  reason,
  logout,
});

/** The checks of the HTTP auth guard, answered as close codes: token valid and of the expected shop,
 * session active, user enabled, shop open. `expectedShopId` is the raw socket's `user` parameter. */
export async function authenticateSocket(
  deps: SocketAuthDeps,
  token: string,
  expectedShopId?: number,
): Promise<SocketAuthResult> {
  if (!token) return refuse(LIVE_CLOSE.UNAUTHENTICATED, 'token required');
  const claims = await deps.tokens.verifyAccess(token);
  if (claims === null) return refuse(LIVE_CLOSE.UNAUTHENTICATED, 'invalid token');
  if (claims === 'expired') return refuse(LIVE_CLOSE.UNAUTHENTICATED, 'token expired');
  if (expectedShopId !== undefined && claims.shopId !== expectedShopId) {
    return refuse(LIVE_CLOSE.WRONG_SHOP, 'token belongs to another shop');
  }
  const row = await findSessionPrincipal(deps.db, claims.sid);
  if (!row || row.user_id !== claims.uid || row.shop_id !== claims.shopId)
    return refuse(LIVE_CLOSE.UNAUTHENTICATED, 'unknown session');
  if (row.ended_at !== null)
    return refuse(LIVE_CLOSE.SESSION_ENDED, `session ended (${row.end_reason ?? 'ended'})`, true);
  if (row.expires_at <= deps.clock.now()) return refuse(LIVE_CLOSE.UNAUTHENTICATED, 'session expired');
  if (row.enabled !== 1) return refuse(LIVE_CLOSE.NOT_ALLOWED, 'account disabled');
  if (row.shop_closed === 1) return refuse(LIVE_CLOSE.NOT_ALLOWED, 'shop closed');
  return { ok: true, principal: { userId: row.user_id, shopId: row.shop_id, sessionId: row.session_id } };
}

/** Does a force-logout message reach this socket? */
export function isLogoutTarget(
  p: SocketPrincipal,
  m: { userId: number; sessionId?: string; exceptSessionId?: string },
): boolean {
  return (
    p.userId === m.userId &&
    (m.sessionId === undefined || p.sessionId === m.sessionId) &&
    p.sessionId !== m.exceptSessionId
  );
}
