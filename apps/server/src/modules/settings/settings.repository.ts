import type { Kysely, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database, ShopTable } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;

/** The shop's own row (settings, logo) and the checks its settings need. */
export class SettingsRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  findShop(shopId: number, trx: Executor = this.db) {
    return trx.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirst();
  }

  async updateShopInTrx(trx: Executor, shopId: number, set: Updateable<ShopTable>): Promise<void> {
    await trx.updateTable('shops').set(set).where('id', '=', shopId).execute();
  }

  /** An image this shop uploaded, stored as that format (`/api/files/{sha256}.{format}`). */
  async ownsUpload(shopId: number, sha256: string, format: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('upload_owners as o')
      .innerJoin('uploads as u', 'u.sha256', 'o.sha256')
      .select('u.sha256')
      .where('o.shop_id', '=', shopId)
      .where('o.sha256', '=', sha256)
      .where('u.format', '=', format)
      .executeTakeFirst();
    return row !== undefined;
  }

  async regionExists(id: number): Promise<boolean> {
    const row = await this.db.selectFrom('regions').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }
}
