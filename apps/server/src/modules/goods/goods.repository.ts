import type { Db } from '../../platform/db/database.ts';
import { matchesKeyword, type SearchedTable } from '../../platform/db/keyword-filter.ts';
import type { GoodsSkuQuery } from '@rxdesk/contract/goods/goods';

const GOODS_SEARCH: SearchedTable = { alias: 'g', fts: 'goods_fts' };

export class GoodsRepository {
  constructor(private readonly db: Db) {}

  /** The picker's list for one shop: optional filters via $if, newest first, one page. The count
   * reads only goods (an index-only count; a join per row would cost ten times as much at 100 000
   * goods), so the category filter is a subquery rather than a join. Recycled goods never show. */
  async listSkus(shopId: number, q: GoodsSkuQuery) {
    const base = this.db
      .selectFrom('goods as g')
      .where('g.shop_id', '=', shopId)
      .where('g.recycled_at', 'is', null)
      .$if(q.market_enable !== undefined, (qb) => qb.where('g.market_enable', '=', q.market_enable as number))
      .$if(q.is_auth !== undefined, (qb) => qb.where('g.is_auth', '=', q.is_auth as number))
      .$if(!!q.goods_ids?.length, (qb) => qb.where('g.id', 'in', q.goods_ids as number[]))
      .$if(!!q.goods_codes?.length, (qb) => qb.where('g.goods_code', 'in', q.goods_codes as string[]))
      .$if(!!q.category_path, (qb) =>
        qb.where('g.category_id', 'in', (eb) =>
          eb.selectFrom('categories').select('id').where('category_path', 'like', `${q.category_path}%`),
        ),
      )
      .$if(!!q.keyword, (qb) => qb.where(matchesKeyword(this.db, GOODS_SEARCH, q.keyword as string)));
    const [rows, total] = await Promise.all([
      base
        .innerJoin('categories as c', 'c.id', 'g.category_id')
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
