import {
  TRAFFIC_TOP_GOODS,
  type TrafficQuery,
  type TrafficReport,
  type TrafficRow,
} from '@rxdesk/contract/statistics/traffic';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { periodDays } from './report-period.ts';
import type { ReportsRepository } from './reports.repository.ts';

/** 流量统计: the shop's views and visitors per day or month of the period, and its most viewed goods. */
export class TrafficService {
  constructor(
    private readonly repo: ReportsRepository,
    private readonly clock: Clock,
  ) {}

  async report(auth: AuthContext, q: TrafficQuery): Promise<TrafficReport> {
    const { period, days } = periodDays(q, this.clock.now());
    const [stored, top_goods] = await Promise.all([
      this.repo.shopDays(auth.shopId, period.start_date, period.end_date),
      this.repo.topViewed(auth.shopId, period.start_date, period.end_date, TRAFFIC_TOP_GOODS),
    ]);
    const byDay = new Map(stored.map((d) => [d.day, d]));
    const rows: TrafficRow[] = [];
    for (const day of days) {
      const date = q.unit === 'month' ? day.slice(0, 7) : day;
      let row = rows.at(-1);
      if (row?.date !== date) {
        row = { date, views: 0, visitors: 0 };
        rows.push(row);
      }
      row.views += byDay.get(day)?.views ?? 0;
      row.visitors += byDay.get(day)?.visitors ?? 0;
    }
    const totals = rows.reduce((t, r) => ({ views: t.views + r.views, visitors: t.visitors + r.visitors }), {
      views: 0,
      visitors: 0,
    });
    return { period, unit: q.unit, totals, rows, top_goods };
  }
}
