import type { Kysely } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/schema.ts';

type Executor = Kysely<Database>;

/** Shop grades (the platform's list), a shop's grade and its applications. Kysely only. */
export class GradesRepository {
  constructor(private readonly db: Db) {}

  grades() {
    return this.db.selectFrom('shop_grades').selectAll().orderBy('rank').execute();
  }

  async shopGrade(shopId: number, trx: Executor = this.db): Promise<number> {
    const r = await trx.selectFrom('shops').select('grade_id').where('id', '=', shopId).executeTakeFirst();
    return Number(r?.grade_id ?? 1);
  }

  private applications(trx: Executor = this.db) {
    return trx
      .selectFrom('grade_applications as a')
      .innerJoin('shop_grades as g', 'g.id', 'a.grade_id')
      .innerJoin('shop_grades as f', 'f.id', 'a.from_grade_id')
      .select([
        'a.id',
        'a.shop_id',
        'a.from_grade_id',
        'f.name as from_grade_name',
        'a.grade_id',
        'g.name as grade_name',
        'a.reason',
        'a.state',
        'a.answer_reason',
        'a.applied_by',
        'a.created_at',
        'a.answered_at',
      ]);
  }

  openApplication(shopId: number) {
    return this.applications()
      .where('a.shop_id', '=', shopId)
      .where('a.state', '=', 'APPLYING')
      .executeTakeFirst();
  }

  byId(id: number, trx: Executor = this.db) {
    return this.applications(trx).where('a.id', '=', id).executeTakeFirst();
  }

  page(shopId: number, offset: number, limit: number) {
    return this.applications()
      .where('a.shop_id', '=', shopId)
      .orderBy('a.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
  }

  async count(shopId: number): Promise<number> {
    const r = await this.db
      .selectFrom('grade_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  async insertInTrx(
    trx: Executor,
    row: {
      shop_id: number;
      from_grade_id: number;
      grade_id: number;
      reason: string;
      applied_by: string;
      created_at: number;
    },
  ): Promise<number> {
    const r = await trx
      .insertInto('grade_applications')
      .values({ ...row, state: 'APPLYING', answered_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  /** APPLYING → the answer; false when it was answered already (the loser of a race). */
  async answerInTrx(trx: Executor, id: number, state: string, reason: string, at: number): Promise<boolean> {
    const r = await trx
      .updateTable('grade_applications')
      .set({ state, answer_reason: reason, answered_at: at })
      .where('id', '=', id)
      .where('state', '=', 'APPLYING')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async setShopGradeInTrx(trx: Executor, shopId: number, gradeId: number, at: number): Promise<void> {
    await trx
      .updateTable('shops')
      .set({ grade_id: gradeId, updated_at: at })
      .where('id', '=', shopId)
      .execute();
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
