import type { Kysely } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/schema.ts';

/** shops.promotions_rx. Kysely only. */
export class PromotionRulesRepository {
  constructor(private readonly db: Db) {}

  async get(shopId: number): Promise<number> {
    const r = await this.db
      .selectFrom('shops')
      .select('promotions_rx')
      .where('id', '=', shopId)
      .executeTakeFirst();
    return Number(r?.promotions_rx ?? 0);
  }

  /** Sets the flag; false when it already had that value (nothing written). */
  async setInTrx(trx: Kysely<Database>, shopId: number, value: number, at: number): Promise<boolean> {
    const r = await trx
      .updateTable('shops')
      .set({ promotions_rx: value, updated_at: at })
      .where('id', '=', shopId)
      .where('promotions_rx', '<>', value)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
