import { sql, type ExpressionBuilder } from 'kysely';
import type { GoodsListQuery, GoodsTab } from '@rxdesk/contract/goods/catalogue';
import { parseYuanToFen } from '@rxdesk/contract/rules/rules';
import type { Db } from '../../platform/db/database.ts';
import { isPostgres } from '../../platform/db/dialect.ts';
import type { Database } from '../../platform/db/schema.ts';
import { keywordIds, matchesKeyword, type SearchedTable } from '../../platform/db/keyword-filter.ts';
import { countRows, paged } from '../../platform/db/list-query.ts';
import type { GoodsRow } from './catalogue.repository.ts';
import { countersTotal, type GoodsCounterState } from './goods-counters.repository.ts';
import { GoodsCountMemo, pageWithTotal } from './goods-count-memo.ts';

const GOODS_SEARCH: SearchedTable = { alias: 'g', fts: 'goods_fts' };

type GoodsEb = ExpressionBuilder<Database & { g: Database['goods'] }, 'g'>;

/** The columns each tab reads (goodsStatus, as SQL). */
function inTab(eb: GoodsEb, tab: GoodsTab | undefined) {
  if (tab === 'RECYCLED') return eb('g.recycled_at', 'is not', null);
  const live = eb('g.recycled_at', 'is', null);
  switch (tab) {
    case 'AWAITING_REVIEW':
      return eb.and([live, eb('g.is_auth', '=', 0)]);
    case 'REJECTED':
      return eb.and([live, eb('g.is_auth', '=', 2)]);
    case 'OFF_SHELF':
      return eb.and([live, eb('g.is_auth', '=', 1), eb('g.market_enable', '=', 0)]);
    case 'ON_SALE':
      return eb.and([live, eb('g.is_auth', '=', 1), eb('g.market_enable', '=', 1)]);
    default:
      return live;
  }
}

/** The shop's default warning quantity, for a SKU without its own: read inside the statement. */
const shopWarningDefault = (shopId: number) =>
  sql<number>`coalesce((select stock_warning_default from shops where id = ${shopId}), 0)`;

/** An enabled SKU of the item at or below its warning quantity (the shop's default when unset). */
const belowWarning = (eb: GoodsEb, shopId: number) =>
  eb.exists(
    eb
      .selectFrom('goods_skus as s')
      .select('s.id')
      .whereRef('s.goods_id', '=', 'g.id')
      .where('s.enabled', '=', 1)
      .where((x) => x('s.stock', '<=', x.fn.coalesce('s.warning_quantity', shopWarningDefault(shopId)))),
  );

/** The names of the categories along the row's category path, root first: those whose own path
 * is a prefix of it (paths end in '|': '|0|1|' is not a prefix of '|0|12|'). The platform's tree
 * is small; read in the page's statement rather than by a query of its own. */
const categoryNames = (db: Db) =>
  isPostgres(db)
    ? sql<
        string[] | string | null
      >`(select json_agg(c2.name order by length(c2.category_path)) from categories c2
        where c.category_path like c2.category_path || '%')`
    : sql<
        string[] | string | null
      >`(select json_group_array(c2.name order by length(c2.category_path)) from categories c2
        where c.category_path like c2.category_path || '%')`;

/** The goods columns a list row shows and its actions are decided from: not the descriptions,
 * the package insert or the gallery, which are most of a row's bytes. */
const LIST_COLUMNS = [
  'g.id',
  'g.goods_name',
  'g.common_name',
  'g.goods_code',
  'g.thumbnail',
  'g.price',
  'g.market_price',
  'g.market_enable',
  'g.is_auth',
  'g.auth_reason',
  'g.shelf_reason',
  'g.stock',
  'g.specs',
  'g.manufacturer',
  'g.unit',
  'g.drug_type',
  'g.is_prescription',
  'g.regulatory_class',
  'g.category_id',
  'g.group_id',
  'g.submitted_by',
  'g.created_at',
  'g.updated_at',
  'g.recycled_at',
] as const;

type Unaliased<T> = T extends `g.${infer C}` ? C : never;
/** A list row as read: its goods columns, category path, group name and SKU figures. */
export type ListSource = Pick<GoodsRow, Unaliased<(typeof LIST_COLUMNS)[number]>> & {
  category_path: string | null;
  /** The names along the category path, root first (PostgreSQL: an array; SQLite: its JSON text;
   * null without a category). */
  category_names: string[] | string | null;
  group_name: string | null;
  /** Counts and a flag as the database answers them (PostgreSQL: bigint text, boolean). */
  sku_count: number | string | null;
  enabled_skus: number | string | null;
  warning: number | boolean | null;
};

/** Whether only the tab and the keyword filter the list: the tab alone has its counter
 * (goods_counters), a keyword with it a total the goods list revision follows (goods-count-memo.ts). */
export const tabAndKeywordOnly = (q: GoodsListQuery) =>
  !q.goods_code &&
  !q.category_path &&
  q.group_id === undefined &&
  !q.drug_type &&
  !q.regulatory_class &&
  q.min_price === undefined &&
  q.max_price === undefined &&
  q.stock_state === 'all';

/** Kysely only: the seller's goods list, one shop, filters via $if, newest first. */
export class CatalogueListRepository {
  constructor(
    private readonly db: Db,
    private readonly memo = new GoodsCountMemo(),
  ) {}

  /** The list's filters; the keyword too unless `withKeyword` is false (keywordIds applies it). */
  private filtered(shopId: number, q: GoodsListQuery, withKeyword = true) {
    const min = q.min_price === undefined ? undefined : parseYuanToFen(q.min_price);
    const max = q.max_price === undefined ? undefined : parseYuanToFen(q.max_price);
    return this.db
      .selectFrom('goods as g')
      .where('g.shop_id', '=', shopId)
      .where((eb) => inTab(eb, q.tab))
      .$if(withKeyword && !!q.keyword, (b) =>
        b.where(matchesKeyword(this.db, GOODS_SEARCH, q.keyword as string)),
      )
      .$if(!!q.goods_code, (b) => b.where('g.goods_code', '=', q.goods_code as string))
      .$if(!!q.category_path, (b) =>
        b.where('g.category_id', 'in', (eb) =>
          eb.selectFrom('categories').select('id').where('category_path', 'like', `${q.category_path}%`),
        ),
      )
      .$if(q.group_id !== undefined, (b) =>
        b.where('g.group_id', 'in', (eb) =>
          eb
            .selectFrom('goods_groups')
            .select('id')
            .where('shop_id', '=', shopId)
            .where((x) =>
              x.or([x('id', '=', q.group_id as number), x('parent_id', '=', q.group_id as number)]),
            ),
        ),
      )
      .$if(!!q.drug_type, (b) => b.where('g.drug_type', '=', q.drug_type as string))
      .$if(!!q.regulatory_class, (b) => b.where('g.regulatory_class', '=', q.regulatory_class as string))
      .$if(min !== undefined, (b) => b.where('g.price', '>=', min as number))
      .$if(max !== undefined, (b) => b.where('g.price', '<=', max as number))
      .$if(q.stock_state === 'out', (b) => b.where('g.stock', '<=', 0))
      .$if(q.stock_state === 'warning', (b) => b.where((eb) => belowWarning(eb, shopId)));
  }

  /** The ids the list shows, newest first when `ordered`: with a keyword, driven by its index. */
  private ids(shopId: number, q: GoodsListQuery, ordered: boolean) {
    if (q.keyword)
      return keywordIds(this.db, GOODS_SEARCH, q.keyword, this.filtered(shopId, q, false), ordered);
    return this.filtered(shopId, q)
      .select('g.id')
      .$if(ordered, (b) => b.orderBy('g.id', 'desc'));
  }

  /** The list's total: the counters of these states when only the tab filters (O(1) at any size),
   * otherwise a count of the filter. A query of one row, column `n`. */
  private total(shopId: number, q: GoodsListQuery, counterStates: GoodsCounterState[] | null) {
    if (counterStates) return countersTotal(this.db, shopId, counterStates);
    return this.db
      .selectFrom(this.ids(shopId, q, false).as('m'))
      .select((eb) => eb.fn.countAll<number>().as('n'));
  }

  /**
   * A page of the list with its total, in one statement, as the order list reads its pages: a
   * deferred join finds the page's ids (the shop's state index, or the keyword's), then reads
   * only those rows with their category path, group name and SKU figures; the total rides in the
   * same statement, or only the goods list revision when a keyword's total is memoised under it
   * (goods-count-memo.ts). On SQLite every page is read by the read worker: beside a count, its
   * statement reads each row's SKU figures and category names (~0.25 ms for 10 rows), more than
   * the hop costs the event loop (list page 1 at 16 clients: 980 → 1 450 requests a second).
   */
  async page(
    shopId: number,
    q: GoodsListQuery,
    counterStates: GoodsCounterState[] | null,
  ): Promise<{ rows: ListSource[]; total: number }> {
    return pageWithTotal<ListSource>(this.db, this.memo, {
      shopId,
      memoKey: q.keyword && tabAndKeywordOnly(q) ? `list\u0000${q.tab ?? ''}\u0000${q.keyword}` : null,
      scans: true,
      ids: this.ids(shopId, q, true).$call(paged(q)),
      total: () => this.total(shopId, q, counterStates),
      rows: (onPage, add) =>
        this.withFigures(shopId)
          .$if(add.total !== null, (b) => b.select(add.total.as('total')))
          .$if(add.rev !== null, (b) => b.select(add.rev.as('rev')))
          .where(onPage)
          .orderBy('g.id', 'desc'),
    });
  }

  /** List rows of these items of the shop (an item's detail starts from its row). */
  byIds(shopId: number, ids: readonly number[]): Promise<ListSource[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.withFigures(shopId).where('g.shop_id', '=', shopId).where('g.id', 'in', ids).execute();
  }

  /** The list columns of goods `g`, with per item its SKU count, enabled SKUs and whether an
   * enabled SKU is at its warning level (a probe of the SKUs' goods index each). */
  private withFigures(shopId: number) {
    const skus = (eb: ExpressionBuilder<Database & { g: Database['goods'] }, 'g'>) =>
      eb
        .selectFrom('goods_skus as s')
        .select((x) => x.fn.countAll<number>().as('n'))
        .whereRef('s.goods_id', '=', 'g.id');
    return this.db
      .selectFrom('goods as g')
      .leftJoin('categories as c', 'c.id', 'g.category_id')
      .leftJoin('goods_groups as gg', (j) =>
        j.onRef('gg.id', '=', 'g.group_id').onRef('gg.shop_id', '=', 'g.shop_id'),
      )
      .select(LIST_COLUMNS)
      .select(['c.category_path', 'gg.name as group_name'])
      .select((eb) => [
        categoryNames(this.db).as('category_names'),
        skus(eb).as('sku_count'),
        skus(eb).where('s.enabled', '=', 1).as('enabled_skus'),
        belowWarning(eb, shopId).as('warning'),
      ]);
  }

  /** The export's read (goods-export.ts): the same filters, the next `limit` items below id
   * `before` (keyset, newest first), so a batch costs the same at any depth. */
  exportBatch(shopId: number, q: GoodsListQuery, before: number | null, limit: number) {
    return this.filtered(shopId, q)
      .selectAll('g')
      .$if(before !== null, (b) => b.where('g.id', '<', before as number))
      .orderBy('g.id', 'desc')
      .limit(limit)
      .execute();
  }

  async count(shopId: number, q: GoodsListQuery): Promise<number> {
    return countRows(this.filtered(shopId, q));
  }
}
