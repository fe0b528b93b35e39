import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The open API (storefront / ERP / POS) authenticates a shop by its API key in `X-Api-Key`;
 * only the key's SHA-256 is stored. A closed shop takes no orders. */
export async function shopOfApiKey(db: Db, request: FastifyRequest): Promise<number> {
  const key = String(request.headers['x-api-key'] ?? '').trim();
  if (!key) throw new AppError('UNAUTHENTICATED', 'error.apiKey');
  const shop = await db
    .selectFrom('shops')
    .select(['id', 'closed'])
    .where('api_key_hash', '=', hashApiKey(key))
    .executeTakeFirst();
  if (!shop) throw new AppError('UNAUTHENTICATED', 'error.apiKey');
  if (shop.closed === 1) throw new AppError('SHOP_CLOSED', 'error.shopClosed');
  return shop.id;
}
