import type { Kysely } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/schema.ts';

/** A user's theme colour (users.theme_color). Kysely only. */
export class ThemeRepository {
  constructor(private readonly db: Db) {}

  async get(shopId: number, userId: number): Promise<string | undefined> {
    const r = await this.db
      .selectFrom('users')
      .select('theme_color')
      .where('shop_id', '=', shopId)
      .where('id', '=', userId)
      .executeTakeFirst();
    return r?.theme_color;
  }

  async setInTrx(trx: Kysely<Database>, shopId: number, userId: number, color: string): Promise<void> {
    await trx
      .updateTable('users')
      .set({ theme_color: color })
      .where('shop_id', '=', shopId)
      .where('id', '=', userId)
      .execute();
  }

  transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
