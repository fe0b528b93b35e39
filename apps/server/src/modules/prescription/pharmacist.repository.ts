import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { inShop } from '../../platform/db/lookups.ts';

export class PharmacistRepository {
  constructor(private readonly db: Db) {}

  findUser(shopId: number, userId: number) {
    return inShop(this.db, 'users', shopId).where('id', '=', userId).executeTakeFirst();
  }

  setAuditPassword(trx: Kysely<Database>, userId: number, hash: string, now: number) {
    return trx
      .updateTable('users')
      .set({ audit_password_hash: hash, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }

  setWorkHours(trx: Kysely<Database>, userId: number, start: number, end: number, now: number) {
    return trx
      .updateTable('users')
      .set({ work_start_minute: start, work_end_minute: end, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }

  transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
