import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import type { Database, ShopNavigationTable, ShopSlideTable } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;
export type SlideRecord = NonNullable<Awaited<ReturnType<PagesRepository['slide']>>>;
export type NavRecord = NonNullable<Awaited<ReturnType<PagesRepository['nav']>>>;

/** The shop's themes, slides and navigation. Kysely only; every query names the shop. */
export class PagesRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  themes(shopId: number) {
    return this.db.selectFrom('shop_themes').selectAll().where('shop_id', '=', shopId).execute();
  }

  async setThemeInTrx(
    trx: Executor,
    row: { shop_id: number; client_type: string; theme_code: string; updated_at: number },
  ) {
    await trx
      .insertInto('shop_themes')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['shop_id', 'client_type'])
          .doUpdateSet({ theme_code: row.theme_code, updated_at: row.updated_at }),
      )
      .execute();
  }

  slides(shopId: number) {
    return this.db
      .selectFrom('shop_slides')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  slide(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('shop_slides')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async usedSlots(trx: Executor, shopId: number): Promise<number[]> {
    const rows = await trx.selectFrom('shop_slides').select('slot').where('shop_id', '=', shopId).execute();
    return rows.map((r) => Number(r.slot));
  }

  async insertSlideInTrx(trx: Executor, row: Insertable<ShopSlideTable>): Promise<number> {
    const r = await trx.insertInto('shop_slides').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async updateSlideInTrx(trx: Executor, shopId: number, id: number, patch: Updateable<ShopSlideTable>) {
    const r = await trx
      .updateTable('shop_slides')
      .set(patch)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteSlideInTrx(trx: Executor, shopId: number, id: number) {
    const r = await trx
      .deleteFrom('shop_slides')
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  navs(shopId: number) {
    return this.db
      .selectFrom('shop_navigations')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  nav(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('shop_navigations')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async navCount(trx: Executor, shopId: number): Promise<number> {
    const r = await trx
      .selectFrom('shop_navigations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async insertNavInTrx(trx: Executor, row: Insertable<ShopNavigationTable>): Promise<number> {
    const r = await trx.insertInto('shop_navigations').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async updateNavInTrx(trx: Executor, shopId: number, id: number, patch: Updateable<ShopNavigationTable>) {
    const r = await trx
      .updateTable('shop_navigations')
      .set(patch)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteNavInTrx(trx: Executor, shopId: number, id: number) {
    const r = await trx
      .deleteFrom('shop_navigations')
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }
}
