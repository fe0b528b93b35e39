import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;

/** The maintained express list and a shop's choice of it (shop_express_companies). Kysely only. */
export class ExpressChoiceRepository {
  constructor(private readonly db: Db) {}

  /** Every company of the list with whether the shop uses it, in the list's order. */
  all(shopId: number) {
    return this.db
      .selectFrom('express_companies as e')
      .leftJoin('shop_express_companies as s', (j) =>
        j.onRef('s.code', '=', 'e.code').on('s.shop_id', '=', shopId),
      )
      .select(['e.code', 'e.name', 'e.kuaidi100_code', 'e.waybill'])
      .select(sql<number>`case when ${sql.ref('s.code')} is null then 0 else 1 end`.as('chosen'))
      .orderBy('e.sort')
      .orderBy('e.code')
      .execute();
  }

  company(code: string) {
    return this.db
      .selectFrom('express_companies')
      .select(['code', 'name', 'sort'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  /** Adds the company to the shop's choice; false when it is already there (nothing written). */
  async openInTrx(trx: Executor, shopId: number, c: { code: string; sort: number }, at: number) {
    const r = await trx
      .insertInto('shop_express_companies')
      .values({ shop_id: shopId, code: c.code, sort: c.sort, created_at: at })
      .onConflict((oc) => oc.columns(['shop_id', 'code']).doNothing())
      .returning('code')
      .executeTakeFirst();
    return r !== undefined;
  }

  /** Takes the company out of the shop's choice; false when it was not there. */
  async closeInTrx(trx: Executor, shopId: number, code: string) {
    const r = await trx
      .deleteFrom('shop_express_companies')
      .where('shop_id', '=', shopId)
      .where('code', '=', code)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
