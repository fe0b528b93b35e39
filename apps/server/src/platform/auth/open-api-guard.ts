import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { hashApiKey } from './api-key.ts';
import { ShopsRepository } from './shops.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The shop whose `X-Api-Key` an open-API route was called with (set by the open-API guard). */
    openShopId: number | null;
  }
}

/** Builds the open API's route hook (storefront / ERP / POS): the shop is the one whose key is in
 * `X-Api-Key` (401 without a known key), and a closed shop takes nothing (423). Like the seller
 * guard, it runs on request, before the body is read. */
export function createOpenApiGuard(deps: { db: Db }) {
  const shops = new ShopsRepository(deps.db);
  return function openApi(): onRequestHookHandler {
    return async function openApiGuard(request: FastifyRequest, _reply: FastifyReply) {
      const key = String(request.headers['x-api-key'] ?? '').trim();
      if (!key) throw new AppError('UNAUTHENTICATED', 'error.apiKey');
      const shop = await shops.byApiKeyHash(hashApiKey(key));
      if (!shop) throw new AppError('UNAUTHENTICATED', 'error.apiKey');
      if (shop.closed === 1) throw new AppError('SHOP_CLOSED', 'error.shopClosed');
      request.openShopId = shop.id;
    };
  };
}

export type OpenApiGuard = ReturnType<typeof createOpenApiGuard>;

/** For handlers behind the open-API guard: the calling shop, never null there. */
export function openShopOf(request: FastifyRequest): number {
  if (request.openShopId === null) throw new AppError('UNAUTHENTICATED', 'error.apiKey');
  return request.openShopId;
}
