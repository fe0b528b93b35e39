import type { Db } from '../../platform/db/database.ts';
import { readOffLoopIf } from '../../platform/db/read-off-loop.ts';
import { matchesKeyword, type SearchedTable } from '../../platform/db/keyword-filter.ts';
import type { GoodsSkuQuery } from '@rxdesk/contract/goods/goods';
import { countersTotal } from './goods-counters.repository.ts';

const GOODS_SEARCH: SearchedTable = { alias: 'g', fts: 'goods_fts' };

/** What the goods picker shows of an item (§3 goods item in picker). */
const PICKER_COLUMNS = [
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
] as const;

export class GoodsRepository {
  constructor(private readonly db: Db) {}

  /** The picker's filters for one shop (optional ones via $if). Recycled goods never show. The
   * category filter is a subquery, not a join, so that the count reads goods alone. */
  private pickerFilter(shopId: number, q: GoodsSkuQuery) {
    return this.db
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
  }

  /** One page of the picker, newest first, with its total in the same statement: the on-sale
   * counter when the picker's default filter alone applies (`counted`), a count of the filter
   * otherwise (a subquery over goods alone, without the category join), read on SQLite's read
   * worker so that the count does not hold the event loop. */
  async pickerPage(shopId: number, q: GoodsSkuQuery, counted: boolean) {
    const total = counted
      ? countersTotal(this.db, shopId, ['ON_SALE'])
      : this.pickerFilter(shopId, q).select((eb) => eb.fn.countAll<number>().as('n'));
    const rows = await readOffLoopIf(
      this.db,
      !counted,
      this.pickerFilter(shopId, q)
        .innerJoin('categories as c', 'c.id', 'g.category_id')
        .select(PICKER_COLUMNS)
        .select(total.as('total'))
        .orderBy('g.id', 'desc')
        .limit(q.page_size)
        .offset((q.page_no - 1) * q.page_size),
    );
    if (rows.length > 0) return { rows, total: Number(rows[0]!.total ?? 0) };
    // A page past the last (or no match) has no row to carry the total: counted apart.
    const [t] = await readOffLoopIf(this.db, !counted, total);
    return { rows, total: Number(t?.n ?? 0) };
  }

  /** The picker items of chosen goods of one shop (recycled ones too: a selection made earlier). */
  async skusByIds(shopId: number, ids: number[]) {
    return this.db
      .selectFrom('goods as g')
      .innerJoin('categories as c', 'c.id', 'g.category_id')
      .select(PICKER_COLUMNS)
      .where('g.shop_id', '=', shopId)
      .where('g.id', 'in', ids)
      .execute();
  }
}
