import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { num, spanUnion, type Figures, type Period, type Row } from './report-sql.repository.ts';

/** Reads of the statistics rollups for the reports: one query per figure, every one filtered by
 * the shop and the period (covered by the tables' (shop_id, day | month, …) primary keys). Sums
 * come back as strings on PostgreSQL: callers get numbers. Kysely only (its sql tag: the union of
 * day and month rows is the same shape for several tables). The service memoises the reports that
 * read rollups alone (rollup-memo.ts); the goods reports read through goods-reports.repository.ts. */
export class ReportsRepository {
  constructor(private readonly db: Db) {}

  private async rows(query: RawBuilder<Row>): Promise<Figures[]> {
    return num((await query.execute(this.db)).rows);
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

  // ---- prices, values, hours, channels, regions ----

  /** Per whole yuan: unit prices ('prices') or order values ('values'). */
  byYuan(shopId: number, period: Period, table: 'stat_sale_prices' | 'stat_sale_values'): Promise<Figures[]> {
    const union = spanUnion(table, shopId, period, ['yuan', 'orders', 'units', 'amount']);
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
    const union = spanUnion('stat_sale_regions', shopId, period, [
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
