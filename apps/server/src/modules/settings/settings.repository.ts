import type { Db } from '../../platform/db/database.ts';

export class SettingsRepository {
  constructor(private readonly db: Db) {}

  findShop(shopId: number) {
    return this.db.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirst();
  }
}
