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
import type { DashboardRepository } from './dashboard.repository.ts';

const DAY = 86400;

/** 首页: today's and yesterday's paid orders, the week's trend, and the to-dos of the lists the
 * caller may open (a role without a list's permission does not learn its count). */
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly clock: Clock,
  ) {}

  async report(auth: AuthContext): Promise<DashboardReport> {
    const now = this.clock.now();
    const todayStart = shanghaiDayStart(now);
    const from = todayStart - (DASHBOARD_TREND_DAYS - 1) * DAY;
    const today = unixToDateString(now, 'yyyy-MM-dd');
    const allowed = DASHBOARD_TODO_KEYS.filter((k) => hasPermission(auth, DASHBOARD_TODOS[k]));
    const [days, counts] = await Promise.all([
      this.repo.paidByDay(auth.shopId, from, todayStart + DAY),
      Promise.all(allowed.map((k) => this.repo.todo(auth.shopId, k, today))),
    ]);
    const byDay = new Map(days.map((d) => [d.dayNo, d]));
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
