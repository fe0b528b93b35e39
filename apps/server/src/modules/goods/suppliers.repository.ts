import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import { countRows, matchingKeyword, paged } from '../../platform/db/list-query.ts';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;

export interface SupplierFields {
  name: string;
  contact_name: string;
  mobile: string;
  address: string;
  remark: string;
}

/** One shop's drop-ship suppliers. Kysely only; every query names the shop. */
export class SuppliersRepository {
  constructor(private readonly db: Db) {}

  private listBase(shopId: number, q: { keyword?: string; disabled?: number }) {
    return this.db
      .selectFrom('suppliers as s')
      .where('s.shop_id', '=', shopId)
      .$if(q.disabled !== undefined, (b) => b.where('s.disabled', '=', q.disabled!))
      .$call(
        matchingKeyword(q.keyword, likeOperator(this.db), {
          exact: ['s.mobile'],
          contains: ['s.name', 's.contact_name'],
        }),
      );
  }

  async page(shopId: number, q: { page_no: number; page_size: number; keyword?: string; disabled?: number }) {
    const base = this.listBase(shopId, q);
    const [rows, total] = await Promise.all([
      base
        .selectAll('s')
        .select((eb) =>
          eb
            .selectFrom('goods as g')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('g.supplier_id', '=', 's.id')
            .where('g.shop_id', '=', shopId)
            .where('g.recycled_at', 'is', null)
            .as('goods_count'),
        )
        .orderBy('s.id', 'desc')
        .$call(paged(q))
        .execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('suppliers')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Holds the shop's row until the transaction ends (a no-op write), so two suppliers of one
   * name cannot pass the name check at once. */
  async lockShopInTrx(trx: Executor, shopId: number): Promise<void> {
    await trx
      .updateTable('shops')
      .set({ id: sql<number>`id` })
      .where('id', '=', shopId)
      .execute();
  }

  async nameTaken(trx: Executor, shopId: number, name: string, exceptId = 0): Promise<boolean> {
    const row = await trx
      .selectFrom('suppliers')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('name', '=', name)
      .where('id', '<>', exceptId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertInTrx(trx: Executor, shopId: number, fields: SupplierFields, now: number): Promise<number> {
    const { id } = await trx
      .insertInto('suppliers')
      .values({ shop_id: shopId, ...fields, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async updateInTrx(trx: Executor, shopId: number, id: number, fields: SupplierFields, now: number) {
    await trx
      .updateTable('suppliers')
      .set({ ...fields, updated_at: now })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .execute();
  }

  /** Disables or enables, only from the other state: of two concurrent calls one changes it. */
  async setDisabledInTrx(trx: Executor, shopId: number, id: number, disabled: 0 | 1, now: number) {
    const r = await trx
      .updateTable('suppliers')
      .set({ disabled, updated_at: now })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('disabled', '=', disabled === 1 ? 0 : 1)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
