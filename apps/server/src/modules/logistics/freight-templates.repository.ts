import { type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { isPostgres } from '../../platform/db/dialect.ts';
import type { Database, FreightTemplateTable } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;
export type NewFreightTemplate = Insertable<FreightTemplateTable>;
export type FreightTemplatePatch = Updateable<FreightTemplateTable>;

/** One shop's freight templates. Kysely only; every query names the shop. */
export class FreightTemplatesRepository {
  constructor(private readonly db: Db) {}

  /** The shop's templates, the default first, then newest first (a shop has a handful). */
  list(shopId: number) {
    return this.db
      .selectFrom('freight_templates')
      .selectAll()
      .where('shop_id', '=', shopId)
      .orderBy('is_default', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return trx
      .selectFrom('freight_templates')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The template row, held until the transaction ends on PostgreSQL (SQLite has one writer). */
  lockInTrx(trx: Executor, shopId: number, id: number) {
    const q = trx
      .selectFrom('freight_templates')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id);
    return (isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst();
  }

  /** How many of the shop's goods (recycled ones too) name each template. */
  async goodsCounts(shopId: number, ids: readonly number[], trx: Executor = this.db) {
    if (ids.length === 0) return new Map<number, number>();
    const rows = await trx
      .selectFrom('goods')
      .select((eb) => ['freight_template_id', eb.fn.countAll<number>().as('n')])
      .where('shop_id', '=', shopId)
      .where('freight_template_id', 'in', [...ids])
      .groupBy('freight_template_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.freight_template_id), Number(r.n)]));
  }

  /** The regions of these ids that exist (names for the answers; unknown ids are refused). */
  regions(ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('regions')
      .select(['id', 'local_name'])
      .where('id', 'in', [...ids])
      .execute();
  }

  async insertInTrx(trx: Executor, row: NewFreightTemplate): Promise<number> {
    const r = await trx.insertInto('freight_templates').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async updateInTrx(trx: Executor, shopId: number, id: number, patch: FreightTemplatePatch) {
    const r = await trx
      .updateTable('freight_templates')
      .set(patch)
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Makes `id` the shop's only default: called after `id` is marked, so of two concurrent
   * "make default" the later one still clears the earlier (and the partial unique index
   * freight_templates_one_default refuses two defaults whatever happens). */
  async clearOtherDefaultsInTrx(trx: Executor, shopId: number, id: number, at: number) {
    await trx
      .updateTable('freight_templates')
      .set({ is_default: 0, updated_at: at })
      .where('shop_id', '=', shopId)
      .where('id', '!=', id)
      .where('is_default', '=', 1)
      .execute();
  }

  async deleteInTrx(trx: Executor, shopId: number, id: number): Promise<boolean> {
    const r = await trx
      .deleteFrom('freight_templates')
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** For the intake's quote: the shop's templates of these ids and its default one. */
  quoteTemplates(shopId: number, ids: readonly number[]) {
    return this.db
      .selectFrom('freight_templates')
      .select(['id', 'name', 'type', 'is_default', 'rules'])
      .where('shop_id', '=', shopId)
      .where((eb) =>
        ids.length > 0
          ? eb.or([eb('id', 'in', [...ids]), eb('is_default', '=', 1)])
          : eb('is_default', '=', 1),
      )
      .execute();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
