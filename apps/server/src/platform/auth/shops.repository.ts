import type { Db } from '../db/database.ts';

/** Shops as the platform sees them: found by the SHA-256 of their open-API key. */
export class ShopsRepository {
  constructor(private readonly db: Db) {}

  byApiKeyHash(hash: string) {
    return this.db
      .selectFrom('shops')
      .select(['id', 'closed'])
      .where('api_key_hash', '=', hash)
      .executeTakeFirst();
  }
}
