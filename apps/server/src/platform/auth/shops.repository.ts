import type { Db } from '../db/database.ts';

/** Shops as the open API sees them: found through one of their keys (api_keys, by the SHA-256 of
 * the secret). Kysely only. */
export class ShopsRepository {
  constructor(private readonly db: Db) {}

  byApiKeyHash(hash: string) {
    return this.db
      .selectFrom('api_keys as k')
      .innerJoin('shops as s', 's.id', 'k.shop_id')
      .select(['k.id as key_id', 'k.scopes', 'k.revoked_at', 'k.last_used_at', 's.id', 's.closed'])
      .where('k.key_hash', '=', hash)
      .executeTakeFirst();
  }

  /** Marks the key used; only when its mark is older than `before` (a minute), so two racing
   * calls write it once and most calls write nothing. */
  async touchKey(keyId: number, at: number, before: number): Promise<void> {
    await this.db
      .updateTable('api_keys')
      .set({ last_used_at: at })
      .where('id', '=', keyId)
      .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', before)]))
      .execute();
  }
}
