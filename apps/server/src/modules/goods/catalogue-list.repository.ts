import { sql, type ExpressionBuilder } from 'kysely';
import type { GoodsListQuery, GoodsTab } from '@rxdesk/contract/goods/catalogue';
import { parseYuanToFen } from '@rxdesk/contract/rules/rules';
import type { Db } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { matchesKeyword, type SearchedTable } from '../../platform/db/keyword-filter.ts';
import { countRows, paged } from '../../platform/db/list-query.ts';

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

/** An enabled SKU of the item at or below its warning quantity (the shop's default when unset). */
const belowWarning = (eb: GoodsEb, shopDefault: number) =>
  eb.exists(
    eb
      .selectFrom('goods_skus as s')
      .select('s.id')
      .whereRef('s.goods_id', '=', 'g.id')
      .where('s.enabled', '=', 1)
      .where((x) => x('s.stock', '<=', x.fn.coalesce('s.warning_quantity', sql<number>`${shopDefault}`))),
  );

/** Kysely only: the seller's goods list, one shop, filters via $if, newest first. */
export class CatalogueListRepository {
  constructor(private readonly db: Db) {}

  async warningDefault(shopId: number): Promise<number> {
    const s = await this.db
      .selectFrom('shops')
      .select('stock_warning_default')
      .where('id', '=', shopId)
      .executeTakeFirst();
    return s?.stock_warning_default ?? 0;
  }

  private filtered(shopId: number, q: GoodsListQuery, shopDefault: number) {
    const min = q.min_price === undefined ? undefined : parseYuanToFen(q.min_price);
    const max = q.max_price === undefined ? undefined : parseYuanToFen(q.max_price);
    return this.db
      .selectFrom('goods as g')
      .where('g.shop_id', '=', shopId)
      .where((eb) => inTab(eb, q.tab))
      .$if(!!q.keyword, (b) => b.where(matchesKeyword(this.db, GOODS_SEARCH, q.keyword as string)))
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
      .$if(q.stock_state === 'warning', (b) => b.where((eb) => belowWarning(eb, shopDefault)));
  }

  page(shopId: number, q: GoodsListQuery, shopDefault: number) {
    return this.filtered(shopId, q, shopDefault)
      .selectAll('g')
      .orderBy('g.id', 'desc')
      .$call(paged(q))
      .execute();
  }

  /** The export's read (goods-export.ts): the same filters, the next `limit` items below id
   * `before` (keyset, newest first), so a batch costs the same at any depth. */
  exportBatch(shopId: number, q: GoodsListQuery, shopDefault: number, before: number | null, limit: number) {
    return this.filtered(shopId, q, shopDefault)
      .selectAll('g')
      .$if(before !== null, (b) => b.where('g.id', '<', before as number))
      .orderBy('g.id', 'desc')
      .limit(limit)
      .execute();
  }

  count(shopId: number, q: GoodsListQuery, shopDefault: number) {
    return countRows(this.filtered(shopId, q, shopDefault));
  }

  /** Per item of a page, in one read: its SKU count, enabled SKUs, and whether an enabled SKU is
   * at its warning level. */
  async skuFigures(ids: readonly number[], shopDefault: number) {
    if (ids.length === 0) return new Map<number, { skus: number; enabled: number; warning: boolean }>();
    const rows = await this.db
      .selectFrom('goods_skus')
      .select((eb) => [
        'goods_id',
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('enabled').as('enabled'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(
                eb.and([
                  eb('enabled', '=', 1),
                  eb('stock', '<=', eb.fn.coalesce('warning_quantity', sql<number>`${shopDefault}`)),
                ]),
              )
              .then(1)
              .else(0)
              .end(),
          )
          .as('low'),
      ])
      // By goods id alone: the ids are a page this shop just read. A shop_id term here lets SQLite
      // (no statistics) pick the (shop_id, sku_code) index and read all 100 000 SKUs: 58 ms.
      .where('goods_id', 'in', ids)
      .groupBy('goods_id')
      .execute();
    return new Map(
      rows.map((r) => [
        r.goods_id,
        { skus: Number(r.n), enabled: Number(r.enabled), warning: Number(r.low) > 0 },
      ]),
    );
  }

  /** Category names by id (the platform's tree is small; a page names a few). */
  async categoryNames(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  async categoryPaths(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('categories')
      .select(['id', 'category_path'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.category_path]));
  }

  async groupNames(shopId: number, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('goods_groups')
      .select(['id', 'name'])
      .where('shop_id', '=', shopId)
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }
}
