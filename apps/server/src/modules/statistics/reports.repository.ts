import { sql, type RawBuilder } from 'kysely';
import type { ResolvedPeriod } from '@rxdesk/contract/statistics/period';
import { GOODS_SORTS } from '@rxdesk/contract/statistics/reports-goods';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, integerRows, likeEscape, likeOperator } from '../../platform/db/dialect.ts';
import { periodSpans } from './period-spans.ts';
import type { RollupKind, RollupMemo } from './rollup-memo.ts';

/** Reads of the statistics rollups for the reports: one query per figure, every one filtered by
 * the shop and the period (covered by the tables' (shop_id, day | month, …) primary keys). Sums
 * come back as strings on PostgreSQL: callers get numbers. Kysely only (its sql tag: the union of
 * day and month rows is the same shape for several tables). The reports that read rollups alone are
 * memoised whole by the service; here the goods reports' sums per goods are (rollup-memo.ts), while
 * goods names and filters are read from the goods table each time. */
type Period = Pick<ResolvedPeriod, 'start_date' | 'end_date'>;
type Row = Record<string, unknown>;
export type Figures = Record<string, number>;

const num = (rows: Row[]): Figures[] =>
  rows.map(
    (r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          typeof v === 'string' &&
          k !== 'day' &&
          k !== 'label' &&
          k !== 'goods_name' &&
          k !== 'goods_code' &&
          k !== 'name'
            ? Number(v)
            : v,
        ]),
      ) as Figures,
  );

/** A goods row of the goods report: its id and every figure it can be sorted by. */
const GOODS_FIGURES = ['goods_id', ...GOODS_SORTS];
/** Those stat_sale_goods holds (goods_id … refund_amount); views and favourites come from events. */
const GOODS_SALES = GOODS_FIGURES.filter((c) => c !== 'views' && c !== 'favorites');

export class ReportsRepository {
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

  /** The rows of a day table with a month twin, over a period: day rows of the edge days and
   * month rows of the whole months, same columns (`cols`). */
  private spanUnion(table: string, shopId: number, period: Period, cols: string[]): RawBuilder<Row> {
    const spans = periodSpans(period);
    const list = sql.join(cols.map((c) => sql.ref(c)));
    const parts: RawBuilder<unknown>[] = spans.dayRanges.map(
      ([a, b]) =>
        sql`select ${list} from ${sql.table(table)} where shop_id = ${shopId} and day >= ${a} and day <= ${b}`,
    );
    if (spans.months) {
      const [a, b] = spans.months;
      parts.push(
        sql`select ${list} from ${sql.table(`${table}_months`)} where shop_id = ${shopId} and month >= ${a} and month <= ${b}`,
      );
    }
    return sql<Row>`(${sql.join(parts, sql` union all `)})`;
  }

  // ---- daily table ----

  /** Per-day figures of a period (days without sales are absent). */
  days(shopId: number, period: Period): Promise<Figures[]> {
    return this.rows(sql<Row>`select day, orders, amount, units, refunds, refund_amount from stat_sale_days
      where shop_id = ${shopId} and day >= ${period.start_date} and day <= ${period.end_date} order by day`);
  }

  async totals(shopId: number, period: Period): Promise<Figures> {
    const [row] = await this.rows(sql<Row>`select count(*) as days, coalesce(sum(orders), 0) as orders,
      coalesce(sum(amount), 0) as amount, coalesce(sum(units), 0) as units, coalesce(sum(refunds), 0) as refunds,
      coalesce(sum(refund_amount), 0) as refund_amount from stat_sale_days
      where shop_id = ${shopId} and day >= ${period.start_date} and day <= ${period.end_date}`);
    return row ?? {};
  }

  // ---- members ----

  async members(shopId: number, period: Period): Promise<number> {
    const [row] = await this.rows(sql<Row>`select count(distinct member_id) as n from stat_sale_members
      where shop_id = ${shopId} and day >= ${period.start_date} and day <= ${period.end_date}`);
    return Number(row?.n ?? 0);
  }

  /** Distinct members per day ('day') or per month ('month') of a period. */
  membersBy(shopId: number, period: Period, by: 'day' | 'month'): Promise<Figures[]> {
    const key = by === 'day' ? sql`day` : sql`substr(day, 1, 7)`;
    return this.rows(sql<Row>`select ${key} as label, count(distinct member_id) as n from stat_sale_members
      where shop_id = ${shopId} and day >= ${period.start_date} and day <= ${period.end_date} group by ${key}`);
  }

  async newMembers(shopId: number, period: Period): Promise<number> {
    const [row] = await this.rows(sql<Row>`select count(*) as n from stat_member_firsts
      where shop_id = ${shopId} and first_day >= ${period.start_date} and first_day <= ${period.end_date}`);
    return Number(row?.n ?? 0);
  }

  newMembersByDay(shopId: number, period: Period): Promise<Figures[]> {
    return this.rows(sql<Row>`select first_day as label, count(*) as n from stat_member_firsts
      where shop_id = ${shopId} and first_day >= ${period.start_date} and first_day <= ${period.end_date}
      group by first_day`);
  }

  // ---- goods ----

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
    const union = this.spanUnion('stat_sale_goods', shopId, period, GOODS_SALES);
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
    const union = this.spanUnion('stat_sale_goods', shopId, period, [
      'goods_id',
      'units',
      'amount',
      'orders',
    ]);
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

  // ---- prices, values, hours, channels, regions ----

  /** Per whole yuan: unit prices ('prices') or order values ('values'). */
  byYuan(shopId: number, period: Period, table: 'stat_sale_prices' | 'stat_sale_values'): Promise<Figures[]> {
    const union = this.spanUnion(table, shopId, period, ['yuan', 'orders', 'units', 'amount']);
    return this.rows(sql<Row>`select yuan, sum(orders) as orders, sum(units) as units, sum(amount) as amount
      from ${union} u group by yuan`);
  }

  hours(shopId: number, period: Period): Promise<Figures[]> {
    return this.rows(sql<Row>`select hour, sum(orders) as orders, sum(amount) as amount from stat_sale_hours
      where shop_id = ${shopId} and day >= ${period.start_date} and day <= ${period.end_date} group by hour`);
  }

  channels(shopId: number, period: Period): Promise<Figures[]> {
    return this
      .rows(sql<Row>`select order_source as label, payment_type as name, sum(orders) as orders, sum(amount) as amount
      from stat_sale_channels where shop_id = ${shopId} and day >= ${period.start_date} and day <= ${period.end_date}
      group by order_source, payment_type`);
  }

  /** Provinces (provinceId undefined) or the cities of a province, with their names. */
  regions(shopId: number, period: Period, provinceId?: number): Promise<Figures[]> {
    const key = sql.ref(provinceId === undefined ? 'province_id' : 'city_id');
    const within = provinceId === undefined ? sql`` : sql`where province_id = ${provinceId}`;
    const union = this.spanUnion('stat_sale_regions', shopId, period, [
      'province_id',
      'city_id',
      'orders',
      'amount',
    ]);
    return this.rows(sql<Row>`select t.region_id, coalesce(r.local_name, '') as name, t.orders, t.amount from
      (select ${key} as region_id, sum(orders) as orders, sum(amount) as amount from ${union} u ${within} group by ${key}) t
      left join regions r on r.id = t.region_id`);
  }

  regionMembers(shopId: number, period: Period, provinceId?: number): Promise<Figures[]> {
    const key = sql.ref(provinceId === undefined ? 'province_id' : 'city_id');
    const within = provinceId === undefined ? sql`` : sql`and province_id = ${provinceId}`;
    return this
      .rows(sql<Row>`select ${key} as region_id, count(distinct member_id) as n from stat_sale_members
      where shop_id = ${shopId} and day >= ${period.start_date} and day <= ${period.end_date} ${within} group by ${key}`);
  }

  async regionName(regionId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('regions')
      .select('local_name')
      .where('id', '=', regionId)
      .executeTakeFirst();
    return row?.local_name;
  }
}
