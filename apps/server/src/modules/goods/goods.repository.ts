import type { Db } from '../../platform/db/database.ts';
import { keywordIds, type SearchedTable } from '../../platform/db/keyword-filter.ts';
import { paged } from '../../platform/db/list-query.ts';
import type { GoodsSkuQuery } from '@rxdesk/contract/goods/goods';
import { countersTotal } from './goods-counters.repository.ts';
import { GoodsCountMemo, pageWithTotal } from './goods-count-memo.ts';

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

/** A keyword with the picker's state filters alone: a total the goods list revision follows. */
const keywordOnly = (q: GoodsSkuQuery) =>
  !!q.keyword && !q.category_path && !q.goods_ids?.length && !q.goods_codes?.length;

type PickerRow = Awaited<ReturnType<GoodsRepository['skusByIds']>>[number];

export class GoodsRepository {
  constructor(
    private readonly db: Db,
    private readonly memo = new GoodsCountMemo(),
  ) {}

  /** The picker's filters for one shop but the keyword (optional ones via $if). Recycled goods
   * never show. The category filter is a subquery, not a join, so that the count reads goods alone. */
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
      );
  }

  /** The ids the picker shows, newest first when `ordered`: with a keyword, driven by its index. */
  private pickerIds(shopId: number, q: GoodsSkuQuery, ordered: boolean) {
    if (q.keyword) return keywordIds(this.db, GOODS_SEARCH, q.keyword, this.pickerFilter(shopId, q), ordered);
    return this.pickerFilter(shopId, q)
      .select('g.id')
      .$if(ordered, (b) => b.orderBy('g.id', 'desc'));
  }

  /** One page of the picker, newest first, with its total in the same statement: the on-sale
   * counter when the picker's default filter alone applies (`counted`), a keyword's total memoised
   * under the goods list revision (goods-count-memo.ts), a count of the filter otherwise (over
   * goods alone, without the category join), read on SQLite's read worker so that the count does
   * not hold the event loop. The page's ids come first, then those rows with their categories. */
  async pickerPage(shopId: number, q: GoodsSkuQuery, counted: boolean) {
    return pageWithTotal<PickerRow>(this.db, this.memo, {
      shopId,
      memoKey: keywordOnly(q) ? `picker\u0000${q.market_enable}\u0000${q.is_auth}\u0000${q.keyword}` : null,
      scans: !counted,
      ids: this.pickerIds(shopId, q, true).$call(paged(q)),
      total: () =>
        counted
          ? countersTotal(this.db, shopId, ['ON_SALE'])
          : this.db
              .selectFrom(this.pickerIds(shopId, q, false).as('m'))
              .select((eb) => eb.fn.countAll<number>().as('n')),
      rows: (onPage, add) =>
        this.db
          .selectFrom('goods as g')
          .innerJoin('categories as c', 'c.id', 'g.category_id')
          .select(PICKER_COLUMNS)
          .$if(add.total !== null, (b) => b.select(add.total.as('total')))
          .$if(add.rev !== null, (b) => b.select(add.rev.as('rev')))
          .where(onPage)
          .orderBy('g.id', 'desc'),
    });
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
