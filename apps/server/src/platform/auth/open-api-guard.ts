import type { FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { ApiKeyScope } from '@rxdesk/contract/settings/api-keys';
import '@rxdesk/contract/settings/settings-extras-messages';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { hashApiKey } from './api-key.ts';
import { ShopsRepository } from './shops.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop whose `X-Api-Key` an open-API route was called with (set by the open-API guard). */
    openShopId: number | null;
    /** The key it was called with, and when it was last marked used. */
    openKey: { id: number; lastUsedAt: number | null } | null;
  }
}

/** A key's last-used time is written at most this often (not on every call). */
export const LAST_USED_EVERY_S = 60;

/** Builds the open API's route hooks (storefront / ERP / suppliers / the platform): the shop is the
 * one whose key is in `X-Api-Key` (401 without a known key, 401 for a revoked one), the key must
 * hold the route's scope (423 FORBIDDEN, the permission-denied status: 403 is reserved), and a
 * closed shop takes nothing (423). Like the seller guard, it runs on request, before the body is
 * read. The key's last-used time is marked when the call succeeded (onSend, status < 400): a
 * refused call writes nothing. */
export function createOpenApiGuard(deps: { db: Db; clock: Clock }) {
  const shops = new ShopsRepository(deps.db);

  const markUsed: onSendHookHandler = async (request, reply, payload) => {
    const key = request.openKey;
    if (key && reply.statusCode < 400) {
      const now = deps.clock.now();
      if (key.lastUsedAt === null || key.lastUsedAt <= now - LAST_USED_EVERY_S)
        await shops.touchKey(key.id, now, now - LAST_USED_EVERY_S + 1);
    }
    return payload;
  };

  function openApi(scope: ApiKeyScope): onRequestHookHandler {
    return async function openApiGuard(request: FastifyRequest, _reply: FastifyReply) {
      const key = String(request.headers['x-api-key'] ?? '').trim();
      if (!key) throw new AppError('UNAUTHENTICATED', 'error.apiKey');
      const row = await shops.byApiKeyHash(hashApiKey(key));
      if (!row) throw new AppError('UNAUTHENTICATED', 'error.apiKey');
      if (row.revoked_at !== null) throw new AppError('UNAUTHENTICATED', 'error.apiKey.revoked');
      if (!row.scopes.split(',').includes(scope))
        throw new AppError('FORBIDDEN', 'error.apiKey.scope', { scope });
      if (row.closed === 1) throw new AppError('SHOP_CLOSED', 'error.shopClosed');
      request.openShopId = row.id;
      request.openKey = { id: row.key_id, lastUsedAt: row.last_used_at };
    };
  }
  return Object.assign(openApi, { markUsed });
}

export type OpenApiGuard = ReturnType<typeof createOpenApiGuard>;

/** For handlers behind the open-API guard: the calling shop, never null there. */
export function openShopOf(request: FastifyRequest): number {
  if (request.openShopId === null) throw new AppError('UNAUTHENTICATED', 'error.apiKey');
  return request.openShopId;
}
