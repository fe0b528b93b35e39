import type { Db } from '../../platform/db/database.ts';
import { containsPattern, likeEscape, likeOperator } from '../../platform/db/dialect.ts';
import type { GoodsSkuQuery } from '@rxdesk/contract/goods/goods';
import { sql } from 'kysely';

export class GoodsRepository {
  constructor(private readonly db: Db) {}

  /** The picker's list for one shop: optional filters via $if, newest first, one page. */
  async listSkus(shopId: number, q: GoodsSkuQuery) {
    const like = likeOperator(this.db);
    const base = this.db
      .selectFrom('goods as g')
      .innerJoin('categories as c', 'c.id', 'g.category_id')
      .where('g.shop_id', '=', shopId)
      .$if(q.market_enable !== undefined, (qb) => qb.where('g.market_enable', '=', q.market_enable as number))
      .$if(q.is_auth !== undefined, (qb) => qb.where('g.is_auth', '=', q.is_auth as number))
      .$if(!!q.goods_ids?.length, (qb) => qb.where('g.id', 'in', q.goods_ids as number[]))
      .$if(!!q.goods_codes?.length, (qb) => qb.where('g.goods_code', 'in', q.goods_codes as string[]))
      .$if(!!q.category_path, (qb) => qb.where('c.category_path', 'like', `${q.category_path}%`))
      .$if(!!q.keyword, (qb) =>
        qb.where((eb) =>
          eb.or(
            ['g.goods_name', 'g.common_name', 'g.goods_code'].map((col) =>
              eb(sql.ref(col), like, sql`${containsPattern(q.keyword as string)} ${likeEscape()}`),
            ),
          ),
        ),
      );
    const [rows, total] = await Promise.all([
      base
        .select([
          'g.id',
          'g.goods_name',
          'g.common_name',
          'g.specs',
          'g.thumbnail',
          'g.price',
          'g.goods_code',
          'g.dosage_form',
          'g.manufacturer',
          'g.storage',
          'g.drug_type',
          'g.is_prescription',
          'g.stock',
          'g.unit',
          'c.category_path',
        ])
        .orderBy('g.id', 'desc')
        .limit(q.page_size)
        .offset((q.page_no - 1) * q.page_size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }
}
