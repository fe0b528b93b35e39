import { shanghaiDayStart, unixToDateString } from '@rxdesk/contract/common/date-format';
import {
  DASHBOARD_TODO_KEYS,
  DASHBOARD_TODOS,
  DASHBOARD_TREND_DAYS,
  type DashboardFigures,
  type DashboardReport,
} from '@rxdesk/contract/statistics/dashboard';
import { hasPermission, type AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { fenToYuan } from '../../../platform/money.ts';
import type { RollupJob } from '../rollup-job.service.ts';
import type { RollupMemo } from '../rollup-memo.ts';
import type { DashboardRepository, DayFigures } from './dashboard.repository.ts';

const DAY = 86400;

/** 首页: today's and yesterday's paid orders, the week's trend, and the to-dos of the lists the
 * caller may open (a role without a list's permission does not learn its count). */
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly clock: Clock,
    private readonly statistics: { rollups: RollupJob; memo: RollupMemo },
  ) {}

  /** Paid orders per day in [from, to) before today. A past day's orders change only by a change
   * to a paid order, which the catch-up turns into a rollup revision (rollup-memo.ts): so once
   * caught up, the figures read under the shop's revision stand until it moves. */
  private async pastDays(shopId: number, from: number, to: number): Promise<DayFigures[]> {
    await this.statistics.rollups.catchUp();
    return this.statistics.memo.read(shopId, ['sales'], `dashboard ${from} ${to}`, () =>
      this.repo.paidByDay(shopId, from, to),
    );
  }

  async report(auth: AuthContext): Promise<DashboardReport> {
    const now = this.clock.now();
    const todayStart = shanghaiDayStart(now);
    const from = todayStart - (DASHBOARD_TREND_DAYS - 1) * DAY;
    const today = unixToDateString(now, 'yyyy-MM-dd');
    const allowed = DASHBOARD_TODO_KEYS.filter((k) => hasPermission(auth, DASHBOARD_TODOS[k]));
    const [past, current, counts] = await Promise.all([
      this.pastDays(auth.shopId, from, todayStart),
      this.repo.paidByDay(auth.shopId, todayStart, todayStart + DAY),
      this.repo.todos(auth.shopId, allowed, today),
    ]);
    const byDay = new Map([...past, ...current].map((d) => [d.dayNo, d]));
    const trend = Array.from({ length: DASHBOARD_TREND_DAYS }, (_, i) => {
      const start = from + i * DAY;
      const d = byDay.get(Math.floor((start + 8 * 3600) / DAY));
      const figures: DashboardFigures = {
        orders: d?.orders ?? 0,
        amount: fenToYuan(d?.amount ?? 0),
        members: d?.members ?? 0,
        units: d?.units ?? 0,
      };
      return { date: unixToDateString(start, 'yyyy-MM-dd'), ...figures };
    });
    const figures = (i: number): DashboardFigures => {
      const { date: _date, ...f } = trend[i]!;
      return f;
    };
    return {
      today,
      figures: { today: figures(trend.length - 1), yesterday: figures(trend.length - 2) },
      trend,
      todos: allowed.map((key, i) => ({ key, count: counts[i]! })),
    };
  }
}
