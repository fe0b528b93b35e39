import type { Db } from '../../platform/db/database.ts';
import { containsPattern, likeEscape, likeOperator } from '../../platform/db/dialect.ts';
import type { StandardGoodsQuery } from '@rxdesk/contract/goods/standard';
import { sql } from 'kysely';

/** The platform's standard goods library: every shop reads the same rows. A few thousand registered
 * drugs at most, so a LIKE over three columns is the plain answer here. */
export class StandardGoodsRepository {
  constructor(private readonly db: Db) {}

  private base() {
    return this.db
      .selectFrom('standard_goods as s')
      .leftJoin('categories as c', 'c.id', 's.category_id')
      .select([
        's.id',
        's.goods_name',
        's.common_name',
        's.approval_number',
        's.specs',
        's.dosage_form',
        's.manufacturer',
        's.storage',
        's.drug_type',
        's.unit',
        's.category_id',
        'c.category_path',
      ]);
  }

  async list(q: StandardGoodsQuery) {
    const like = likeOperator(this.db);
    const filtered = this.db
      .selectFrom('standard_goods as s')
      .$if(q.category_id !== undefined, (qb) => qb.where('s.category_id', '=', q.category_id!))
      .$if(!!q.keyword, (qb) =>
        qb.where((eb) =>
          eb.or(
            ['s.goods_name', 's.common_name', 's.approval_number'].map((col) =>
              eb(sql.ref(col), like, sql`${containsPattern(q.keyword!)} ${likeEscape()}`),
            ),
          ),
        ),
      );
    const [rows, total] = await Promise.all([
      this.base()
        .where('s.id', 'in', filtered.select('s.id'))
        .orderBy('s.id')
        .limit(q.page_size)
        .offset((q.page_no - 1) * q.page_size)
        .execute(),
      filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  async byId(id: number) {
    return this.base().where('s.id', '=', id).executeTakeFirst();
  }
}
