import { sql, type RawBuilder } from 'kysely';
import { GOODS_SORTS } from '@rxdesk/contract/statistics/reports-goods';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, integerRows, likeEscape, likeOperator } from '../../platform/db/dialect.ts';
import type { RollupKind, RollupMemo } from './rollup-memo.ts';
import { num, spanUnion, type Figures, type Period, type Row } from './report-sql.repository.ts';

/** A goods row of the goods report: its id and every figure it can be sorted by. */
const GOODS_FIGURES = ['goods_id', ...GOODS_SORTS];
/** Those stat_sale_goods holds (goods_id … refund_amount); views and favourites come from events. */
const GOODS_SALES = GOODS_FIGURES.filter((c) => c !== 'views' && c !== 'favorites');

/** The goods reports' reads (goods analysis, hot goods): the sums per goods item come from the
 * rollups and are memoised (rollup-memo.ts); goods names and the category, group and keyword
 * filters are read from the goods table on each request, so a rename shows at once. Kysely only. */
export class GoodsReportsRepository {
  constructor(
    private readonly db: Db,
    private readonly memo: RollupMemo,
  ) {}

  /** A query of the shop's rollups only, its answer memoised under the shop's revisions. */
  private memoRows(shopId: number, kinds: readonly RollupKind[], query: RawBuilder<Row>): Promise<Figures[]> {
    const { sql: text, parameters } = query.compile(this.db);
    return this.memo.read(shopId, kinds, `${text}\u0000${JSON.stringify(parameters)}`, () =>
      this.rows(query),
    );
  }

  private async rows(query: RawBuilder<Row>): Promise<Figures[]> {
    return num((await query.execute(this.db)).rows);
  }

  private goodsFilter(filter: {
    categoryId?: number | undefined;
    groupId?: number | undefined;
    keyword?: string | undefined;
  }) {
    const parts: RawBuilder<unknown>[] = [];
    if (filter.categoryId !== undefined) {
      parts.push(sql`and exists (select 1 from categories c where c.id = g.category_id
        and (c.id = ${filter.categoryId} or c.category_path like ${`%|${filter.categoryId}|%`}))`);
    }
    if (filter.groupId !== undefined) parts.push(sql`and g.group_id = ${filter.groupId}`);
    if (filter.keyword) {
      const op = sql.raw(likeOperator(this.db));
      const pattern = containsPattern(filter.keyword);
      parts.push(
        sql`and (g.goods_name ${op} ${pattern} ${likeEscape()} or g.goods_code ${op} ${pattern} ${likeEscape()})`,
      );
    }
    return sql.join(parts, sql` `);
  }

  /** Per goods over the period (rollups only, memoised): sales from stat_sale_goods, page views
   * and favourites added from the buyers' events (stat_goods_days) — an item seen or favourited
   * without a sale in the period is listed too, with zero sales. Columns: GOODS_FIGURES. */
  private goodsFigures(shopId: number, period: Period): Promise<Figures[]> {
    const union = spanUnion('stat_sale_goods', shopId, period, GOODS_SALES);
    const events = sql`select goods_id, 0 as units, 0 as amount, 0 as orders, 0 as refund_num,
      0 as refund_amount, views, fav_added as favorites from stat_goods_days
      where shop_id = ${shopId} and day >= ${period.start_date} and day <= ${period.end_date} and goods_id > 0`;
    return this.memoRows(
      shopId,
      ['sales', 'events'],
      sql<Row>`select goods_id, sum(units) as units, sum(amount) as amount, sum(orders) as orders,
      sum(refund_num) as refund_num, sum(refund_amount) as refund_amount, sum(views) as views,
      sum(favorites) as favorites from (select goods_id, units, amount, orders, refund_num, refund_amount,
      0 as views, 0 as favorites from ${union} s union all ${events}) u group by goods_id`,
    );
  }

  /** Per goods over the period, filtered, sorted, one page; with the count of matching goods. The
   * figures come from memory (goodsFigures); the goods' names and the filters from the goods table.
   * `sort` is one of GOODS_SORTS (checked by the route's schema). */
  async goods(
    shopId: number,
    period: Period,
    q: {
      categoryId?: number | undefined;
      groupId?: number | undefined;
      keyword?: string | undefined;
      sort: string;
      order: 'asc' | 'desc';
      limit: number;
      offset: number;
    },
  ): Promise<{ rows: Figures[]; total: number }> {
    const figures = await this.goodsFigures(shopId, period);
    const unfiltered = q.categoryId === undefined && q.groupId === undefined && !q.keyword;
    if (unfiltered) {
      // Sorted and cut in memory, names read for the page: a goods item permanently deleted since
      // (possible only without orders, so with events alone) is listed without a name, as in the
      // hot goods.
      const sign = q.order === 'asc' ? 1 : -1;
      const sorted = [...figures].sort(
        (a, b) => sign * ((a[q.sort] ?? 0) - (b[q.sort] ?? 0)) || (a.goods_id ?? 0) - (b.goods_id ?? 0),
      );
      return { rows: await this.named(sorted.slice(q.offset, q.offset + q.limit)), total: figures.length };
    }
    const byId = new Map(figures.map((f) => [f.goods_id ?? 0, f]));
    // Only the id and the sorted figure go to SQL, which applies the filters, the order and the page.
    const t = integerRows(
      this.db,
      figures.map((f) => [f.goods_id ?? 0, f[q.sort] ?? 0]),
      ['goods_id', 'sorted'],
    );
    const filter = this.goodsFilter(q);
    const direction = sql.raw(q.order === 'asc' ? 'asc' : 'desc');
    // The total rides on every row (a window count), so the page and its total are one query; a
    // page past the end has no row to carry it and counts separately.
    const page = await this
      .rows(sql<Row>`select t.goods_id, g.goods_name, g.goods_code, count(*) over () as total_rows
      from ${t} t inner join goods g on g.id = t.goods_id and g.shop_id = ${shopId} where 1 = 1 ${filter}
      order by t.sorted ${direction}, t.goods_id limit ${q.limit} offset ${q.offset}`);
    const rows = page.map((r) => ({ ...byId.get(r.goods_id ?? 0), ...r }));
    const count = page[0]
      ? { n: page[0].total_rows }
      : (
          await this.rows(sql<Row>`select count(*) as n from ${t} t
            inner join goods g on g.id = t.goods_id and g.shop_id = ${shopId} where 1 = 1 ${filter}`)
        )[0];
    return { rows, total: Number(count?.n ?? 0) };
  }

  /** The rows with their goods' names and codes ('' for a goods item no longer there). */
  private async named(rows: Figures[]): Promise<Figures[]> {
    const names = new Map<number, { goods_name: string; goods_code: string }>();
    const ids = [...new Set(rows.map((r) => r.goods_id ?? 0))];
    for (let i = 0; i < ids.length; i += 500) {
      const found = await this.db
        .selectFrom('goods')
        .select(['id', 'goods_name', 'goods_code'])
        .where('id', 'in', ids.slice(i, i + 500))
        .execute();
      for (const g of found) names.set(Number(g.id), g);
    }
    return rows.map((r) => {
      const g = names.get(r.goods_id ?? 0);
      return { ...r, goods_name: g?.goods_name ?? '', goods_code: g?.goods_code ?? '' } as unknown as Figures;
    });
  }

  /** Top goods by amount and by units (each `limit` long, ties by goods id), from one memoised sum
   * per goods; names read for the listed goods only. */
  async hotGoods(
    shopId: number,
    period: Period,
    limit: number,
  ): Promise<Record<'amount' | 'units', Figures[]>> {
    const union = spanUnion('stat_sale_goods', shopId, period, ['goods_id', 'units', 'amount', 'orders']);
    const query = sql<Row>`select goods_id, sum(units) as units, sum(amount) as amount, sum(orders) as orders
      from ${union} u group by goods_id`;
    const { sql: text, parameters } = query.compile(this.db);
    // The two rankings are kept, not the sums: sorting every goods item twice is most of the work.
    const lists = await this.memo.read(
      shopId,
      ['sales'],
      `hot ${limit} ${text} ${JSON.stringify(parameters)}`,
      async () => {
        const sums = await this.rows(query);
        const top = (by: 'amount' | 'units') =>
          [...sums]
            .sort((a, b) => (b[by] ?? 0) - (a[by] ?? 0) || (a.goods_id ?? 0) - (b.goods_id ?? 0))
            .slice(0, limit);
        return { amount: top('amount'), units: top('units') };
      },
    );
    const named = await this.named([...lists.amount, ...lists.units]);
    return { amount: named.slice(0, lists.amount.length), units: named.slice(lists.amount.length) };
  }
}
