import { ORDER_SOURCES, PAYMENT_TYPES } from '@rxdesk/contract/orders/order-enums';
import {
  periodProblem,
  previousPeriod,
  resolvePeriod,
  shanghaiToday,
  type PeriodInput,
  type ResolvedPeriod,
} from '@rxdesk/contract/statistics/period';
import type {
  GoodsAnalysisReport,
  GoodsSort,
  HotGoodsReport,
} from '@rxdesk/contract/statistics/reports-goods';
import { HOT_GOODS_LIMIT } from '@rxdesk/contract/statistics/reports-goods';
import type { OverviewFigures, OverviewReport } from '@rxdesk/contract/statistics/reports-overview';
import type { BuyAnalysisReport, PriceSalesReport } from '@rxdesk/contract/statistics/reports-price';
import type { RegionReport } from '@rxdesk/contract/statistics/reports-region';
import type { OperateReport, SalesGranularity, SalesReport } from '@rxdesk/contract/statistics/reports-sales';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Clock } from '../../platform/clock.ts';
import { invalidField } from '../../platform/http/app-error.ts';
import type { GoodsReportsRepository } from './goods-reports.repository.ts';
import type { ReportsRepository } from './reports.repository.ts';
import { avg, byKey, eachDay, inRanges, salesBuckets, yuan } from './report-rows.ts';
import type { RollupJob } from './rollup-job.service.ts';
import type { RollupMemo } from './rollup-memo.ts';

/** The eight order/goods reports (issue 25). Every one first catches the rollups up (a day changed
 * since the last sweep is recomputed before it is read), then reads the rollups of the caller's
 * shop only. Rules of counting: @rxdesk/contract/statistics/reports-common. */
export class ReportsService {
  constructor(
    private readonly repo: ReportsRepository,
    private readonly goodsRepo: GoodsReportsRepository,
    private readonly job: RollupJob,
    private readonly clock: Clock,
    private readonly memo: RollupMemo,
  ) {}

  /** A report read from the order rollups alone, for a resolved period: its answer is kept under
   * the shop's sales revision (rollup-memo.ts), one revision read per request. `query` is what
   * else the answer depends on. */
  private memoised<T extends object>(
    shopId: number,
    report: string,
    period: ResolvedPeriod,
    query: object,
    build: () => Promise<T>,
  ): Promise<T> {
    return this.memo.read(shopId, ['sales'], `${report} ${JSON.stringify([period, query])}`, build);
  }

  /** The period's days, or 400 naming the field (future days included: the clock decides today). */
  async period(input: PeriodInput): Promise<ResolvedPeriod> {
    const today = shanghaiToday(this.clock.now());
    const problem = periodProblem(input, today);
    if (problem) throw invalidField(problem.field, problem.key);
    await this.job.catchUp();
    return resolvePeriod(input, today);
  }

  private async figures(shopId: number, period: ResolvedPeriod): Promise<OverviewFigures> {
    const t = await this.repo.totals(shopId, period);
    return {
      orders: t.orders ?? 0,
      amount: yuan(t.amount),
      members: await this.repo.members(shopId, period),
      units: t.units ?? 0,
      average_order_value: avg(t.amount ?? 0, t.orders ?? 0),
      refund_amount: yuan(t.refund_amount),
      new_members: await this.repo.newMembers(shopId, period),
    };
  }

  async overview(auth: AuthContext, input: PeriodInput): Promise<OverviewReport> {
    const period = await this.period(input);
    return this.memoised(auth.shopId, 'overview', period, {}, () => this.buildOverview(auth, period));
  }

  private async buildOverview(auth: AuthContext, period: ResolvedPeriod): Promise<OverviewReport> {
    const previous = previousPeriod(period);
    const days = byKey(await this.repo.days(auth.shopId, period), 'day');
    const members = byKey(await this.repo.membersBy(auth.shopId, period, 'day'), 'label');
    const fresh = byKey(await this.repo.newMembersByDay(auth.shopId, period), 'label');
    return {
      period,
      previous_period: previous,
      current: await this.figures(auth.shopId, period),
      previous: await this.figures(auth.shopId, previous),
      trend: eachDay(period).map((date) => {
        const d = days.get(date) ?? {};
        return {
          date,
          orders: d.orders ?? 0,
          amount: yuan(d.amount),
          members: members.get(date)?.n ?? 0,
          units: d.units ?? 0,
          average_order_value: avg(d.amount ?? 0, d.orders ?? 0),
          refund_amount: yuan(d.refund_amount),
          new_members: fresh.get(date)?.n ?? 0,
        };
      }),
    };
  }

  async goods(
    auth: AuthContext,
    q: PeriodInput & {
      category_id?: number | undefined;
      group_id?: number | undefined;
      keyword?: string | undefined;
      sort: GoodsSort;
      order: 'asc' | 'desc';
      page_no: number;
      page_size: number;
    },
  ): Promise<GoodsAnalysisReport> {
    const period = await this.period(q);
    const { rows, total } = await this.goodsRepo.goods(auth.shopId, period, {
      categoryId: q.category_id,
      groupId: q.group_id,
      keyword: q.keyword,
      sort: q.sort,
      order: q.order,
      limit: q.page_size,
      offset: (q.page_no - 1) * q.page_size,
    });
    return {
      period,
      data: rows.map((r) => ({
        goods_id: r.goods_id ?? 0,
        goods_name: String(r.goods_name ?? ''),
        goods_code: String(r.goods_code ?? ''),
        units: r.units ?? 0,
        amount: yuan(r.amount),
        orders: r.orders ?? 0,
        refund_num: r.refund_num ?? 0,
        refund_amount: yuan(r.refund_amount),
        views: r.views ?? 0,
        favorites: r.favorites ?? 0,
      })),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async hotGoods(auth: AuthContext, input: PeriodInput): Promise<HotGoodsReport> {
    const period = await this.period(input);
    const lists = await this.goodsRepo.hotGoods(auth.shopId, period, HOT_GOODS_LIMIT);
    const list = (by: 'amount' | 'units') =>
      lists[by].map((r, index) => ({
        rank: index + 1,
        goods_id: r.goods_id ?? 0,
        goods_name: String(r.goods_name ?? ''),
        goods_code: String(r.goods_code ?? ''),
        units: r.units ?? 0,
        amount: yuan(r.amount),
        orders: r.orders ?? 0,
      }));
    return { period, by_amount: list('amount'), by_units: list('units') };
  }

  async priceSales(
    auth: AuthContext,
    q: PeriodInput & { ranges: [number, number][] },
  ): Promise<PriceSalesReport> {
    const period = await this.period(q);
    return this.memoised(auth.shopId, 'price-sales', period, q.ranges, async () => ({
      period,
      rows: inRanges(await this.repo.byYuan(auth.shopId, period, 'stat_sale_prices'), q.ranges),
    }));
  }

  async buyAnalysis(
    auth: AuthContext,
    q: PeriodInput & { ranges: [number, number][] },
  ): Promise<BuyAnalysisReport> {
    const period = await this.period(q);
    return this.memoised(auth.shopId, 'buy-analysis', period, q.ranges, () =>
      this.buildBuyAnalysis(auth, period, q.ranges),
    );
  }

  private async buildBuyAnalysis(
    auth: AuthContext,
    period: ResolvedPeriod,
    ranges: [number, number][],
  ): Promise<BuyAnalysisReport> {
    const values = inRanges(await this.repo.byYuan(auth.shopId, period, 'stat_sale_values'), ranges);
    const hours = byKey(await this.repo.hours(auth.shopId, period), 'hour');
    return {
      period,
      values,
      hours: Array.from({ length: 24 }, (_, hour) => ({
        hour,
        orders: hours.get(String(hour))?.orders ?? 0,
        amount: yuan(hours.get(String(hour))?.amount),
      })),
    };
  }

  async sales(auth: AuthContext, q: PeriodInput & { granularity: SalesGranularity }): Promise<SalesReport> {
    const period = await this.period(q);
    return this.memoised(auth.shopId, 'sales', period, [q.granularity], () =>
      this.buildSales(auth, period, q.granularity),
    );
  }

  private async buildSales(
    auth: AuthContext,
    period: ResolvedPeriod,
    granularity: SalesGranularity,
  ): Promise<SalesReport> {
    const { rows, totals } = salesBuckets(await this.repo.days(auth.shopId, period), period, granularity);
    const channels = await this.repo.channels(auth.shopId, period);
    const sumBy = (field: 'label' | 'name', key: string) => {
      const matching = channels.filter((c) => String(c[field]) === key);
      return {
        orders: matching.reduce((s, c) => s + (c.orders ?? 0), 0),
        amount: yuan(matching.reduce((s, c) => s + (c.amount ?? 0), 0)),
      };
    };
    return {
      period,
      rows,
      totals,
      channels: ORDER_SOURCES.map((key) => ({ key, ...sumBy('label', key) })),
      payments: PAYMENT_TYPES.map((key) => ({ key, ...sumBy('name', key) })),
    };
  }

  async operate(
    auth: AuthContext,
    q: { cycle: 'MONTH' | 'YEAR'; year: number; month?: number | undefined },
  ): Promise<OperateReport> {
    const period = await this.period(q);
    return this.memoised(auth.shopId, 'operate', period, [q.cycle], () =>
      this.buildOperate(auth, period, q.cycle),
    );
  }

  private async buildOperate(
    auth: AuthContext,
    period: ResolvedPeriod,
    cycle: 'MONTH' | 'YEAR',
  ): Promise<OperateReport> {
    const by = cycle === 'MONTH' ? 'day' : 'month';
    const days = await this.repo.days(auth.shopId, period);
    const members = byKey(await this.repo.membersBy(auth.shopId, period, by), 'label');
    const labels = [...new Set(eachDay(period).map((d) => (by === 'day' ? d : d.slice(0, 7))))];
    const rows = labels.map((label) => {
      const mine = days.filter((d) => String(d.day).startsWith(label));
      const sum = (k: string) => mine.reduce((s, d) => s + (d[k] ?? 0), 0);
      return {
        label,
        orders: sum('orders'),
        amount: yuan(sum('amount')),
        members: members.get(label)?.n ?? 0,
        units: sum('units'),
        refund_amount: yuan(sum('refund_amount')),
      };
    });
    const sum = (k: string) => days.reduce((s, d) => s + (d[k] ?? 0), 0);
    return {
      period,
      rows,
      totals: {
        label: by === 'day' ? period.start_date.slice(0, 7) : period.start_date.slice(0, 4),
        orders: sum('orders'),
        amount: yuan(sum('amount')),
        members: await this.repo.members(auth.shopId, period),
        units: sum('units'),
        refund_amount: yuan(sum('refund_amount')),
      },
    };
  }

  async region(
    auth: AuthContext,
    q: PeriodInput & { province_id?: number | undefined },
  ): Promise<RegionReport> {
    const period = await this.period(q);
    let province: RegionReport['province'] = null;
    if (q.province_id !== undefined) {
      const name = await this.repo.regionName(q.province_id);
      if (name === undefined) throw invalidField('province_id', 'rule.required');
      province = { region_id: q.province_id, name };
    }
    return this.memoised(auth.shopId, 'region', period, [q.province_id ?? null], () =>
      this.buildRegion(auth, period, province),
    );
  }

  private async buildRegion(
    auth: AuthContext,
    period: ResolvedPeriod,
    province: RegionReport['province'],
  ): Promise<RegionReport> {
    const rows = await this.repo.regions(auth.shopId, period, province?.region_id);
    const members = byKey(
      await this.repo.regionMembers(auth.shopId, period, province?.region_id),
      'region_id',
    );
    return {
      period,
      province,
      rows: rows
        .map((r) => ({
          region_id: r.region_id ?? 0,
          name: String(r.name ?? ''),
          orders: r.orders ?? 0,
          amount: yuan(r.amount),
          members: members.get(String(r.region_id))?.n ?? 0,
        }))
        .sort((a, b) => b.amount - a.amount || a.region_id - b.region_id),
    };
  }
}
