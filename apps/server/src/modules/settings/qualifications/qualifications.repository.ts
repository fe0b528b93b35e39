import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import { countRows, paged } from '../../../platform/db/list-query.ts';
import type {
  Database,
  ShopQualificationHistoryTable,
  ShopQualificationTable,
} from '../../../platform/db/schema.ts';

type Executor = Kysely<Database>;
export type QualificationRow = Selectable<ShopQualificationTable>;
export type NewQualification = Insertable<ShopQualificationTable>;
export type QualificationPatch = Updateable<ShopQualificationTable>;
export type NewHistory = Insertable<ShopQualificationHistoryTable>;

/** One shop's qualification records and their history. Kysely only; every query names the shop,
 * and reads see live (not deleted) records only. */
export class QualificationsRepository {
  constructor(private readonly db: Db) {}

  private live(shopId: number, trx: Executor = this.db) {
    return trx
      .selectFrom('shop_qualifications')
      .where('shop_id', '=', shopId)
      .where('deleted_at', 'is', null);
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return this.live(shopId, trx).selectAll().where('id', '=', id).executeTakeFirst();
  }

  yyzz(shopId: number) {
    return this.live(shopId).selectAll().where('kind', '=', 'YYZZ').executeTakeFirst();
  }

  /** Licences other than the business licence, one page, by kind then newest first. */
  async page(shopId: number, q: { kind?: string; page_no: number; page_size: number }) {
    const base = this.live(shopId)
      .where('kind', '!=', 'YYZZ')
      .$if(!!q.kind, (b) => b.where('kind', '=', q.kind!));
    const [rows, total] = await Promise.all([
      base.selectAll().orderBy('kind').orderBy('id', 'desc').$call(paged(q)).execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  /** Every live record of the shop (alerts, the on-sale check): a handful per shop. */
  all(shopId: number, kind?: string) {
    return this.live(shopId)
      .selectAll()
      .$if(!!kind, (b) => b.where('kind', '=', kind!))
      .orderBy('id')
      .execute();
  }

  async insertInTrx(trx: Executor, row: NewQualification): Promise<number> {
    const r = await trx
      .insertInto('shop_qualifications')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  /** The conditional update: only the version that was read, of a live record of this shop. */
  async updateIfVersion(
    trx: Executor,
    shopId: number,
    id: number,
    version: number,
    patch: QualificationPatch,
  ): Promise<boolean> {
    const r = await trx
      .updateTable('shop_qualifications')
      .set({ ...patch, version: version + 1 })
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .where('version', '=', version)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async addHistoryInTrx(trx: Executor, row: NewHistory) {
    await trx.insertInto('shop_qualification_history').values(row).execute();
  }

  /** A record's history (deleted records too: inspectors ask for them), oldest first. */
  history(shopId: number, id: number) {
    return this.db
      .selectFrom('shop_qualification_history')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('qualification_id', '=', id)
      .orderBy('id')
      .execute();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
