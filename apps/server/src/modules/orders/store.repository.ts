import type { Db } from '../../platform/db/database.ts';

/** The store desk's reads and writes: orders awaiting entry, the seller's receipt printer. */
export class StoreRepository {
  constructor(private readonly db: Db) {}

  /** Newest first, at most `limit`: orders not yet entered into the store's account. */
  pendingEntry(shopId: number, limit: number) {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('entry_status', '=', 0)
      .where('status', 'in', ['NEW', 'CONFIRM', 'PAID_OFF'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  async printName(userId: number): Promise<string> {
    const u = await this.db
      .selectFrom('users')
      .select('print_name')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return u.print_name;
  }

  async setPrintNameInTrx(trx: Db, userId: number, printName: string, at: number): Promise<void> {
    await trx
      .updateTable('users')
      .set({ print_name: printName, updated_at: at })
      .where('id', '=', userId)
      .execute();
  }

  transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
