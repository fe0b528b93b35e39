import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { hasPermission, parsePermissions, type AuthContext } from './auth-context.ts';
import { findSessionPrincipal } from './sessions.repository.ts';
import type { TokenService } from './tokens.ts';
import type { OperationLog } from '../audit/operation-log.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface GuardOptions {
  /** A permission identifier (route name, §6) the caller's role must hold; a list: any one of them
   * (one endpoint serving two screens, e.g. warning counts on understock-list and
   * goods-warning-setting). */
  permission?: string | readonly string[];
  /** closeStatus must still answer for a closed shop so the browser can say why. */
  allowClosedShop?: boolean;
}

/** Builds route-level hooks that authenticate the caller (401 / 403 displaced / 423) and check
 * §6 permissions on the server, whatever the browser shows. */
export function createAuthGuard(deps: { db: Db; tokens: TokenService; clock: Clock; log: OperationLog }) {
  async function resolve(request: FastifyRequest, options: GuardOptions): Promise<AuthContext> {
    const raw = request.headers.authorization ?? '';
    const token = raw.replace(/^Bearer\s+/i, '').trim();
    if (!token) throw new AppError('UNAUTHENTICATED', 'error.unauthenticated');
    const claims = await deps.tokens.verifyAccess(token);
    if (claims === null || claims === 'expired')
      throw new AppError('UNAUTHENTICATED', 'error.unauthenticated');
    const row = await findSessionPrincipal(deps.db, claims.sid);
    if (!row || row.user_id !== claims.uid || row.shop_id !== claims.shopId) {
      throw new AppError('UNAUTHENTICATED', 'error.unauthenticated');
    }
    if (row.ended_at !== null) {
      throw row.end_reason === 'displaced'
        ? new AppError('DISPLACED', 'error.displaced')
        : new AppError('UNAUTHENTICATED', 'error.unauthenticated');
    }
    if (row.expires_at <= deps.clock.now()) throw new AppError('UNAUTHENTICATED', 'error.unauthenticated');
    if (row.enabled !== 1) throw new AppError('ACCOUNT_DISABLED', 'error.accountDisabled');
    if (row.shop_closed === 1 && !options.allowClosedShop)
      throw new AppError('SHOP_CLOSED', 'error.shopClosed');
    const all = row.founder === 1 || row.role_id === 0;
    return {
      userId: row.user_id,
      shopId: row.shop_id,
      sessionId: row.session_id,
      username: row.username,
      realName: row.real_name,
      roleId: row.role_id,
      roleName: row.role_name ?? (row.founder === 1 ? 'founder' : ''),
      founder: row.founder === 1,
      pharmacist: row.pharmacist === 1,
      permissions: all ? 'all' : new Set(parsePermissions(row.permissions ?? '[]')),
      ip: request.ip,
    };
  }

  return function guard(options: GuardOptions = {}): onRequestHookHandler {
    return async function authGuard(request: FastifyRequest, _reply: FastifyReply) {
      const auth = await resolve(request, options);
      const wanted = options.permission === undefined ? [] : [options.permission].flat();
      if (wanted.length > 0 && !wanted.some((p) => hasPermission(auth, p))) {
        await deps.log.write({
          auth,
          action: 'permission.denied',
          target: `${request.method} ${request.routeOptions.url ?? request.url}`,
          detail: { permission: options.permission },
        });
        throw new AppError('FORBIDDEN', 'error.forbidden');
      }
      request.auth = auth;
    };
  };
}

export type AuthGuard = ReturnType<typeof createAuthGuard>;

/** For handlers behind the guard: the caller, never null there. */
export function callerOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'error.unauthenticated');
  return request.auth;
}
