import {
  COLLECT_TOP_GOODS,
  type CollectQuery,
  type CollectReport,
} from '@rxdesk/contract/statistics/collect';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { periodDays } from './report-period.ts';
import type { ReportsRepository } from './reports.repository.ts';

/** 收藏统计: goods by current favourites with the period's added / removed, and the daily trend. */
export class CollectService {
  constructor(
    private readonly repo: ReportsRepository,
    private readonly clock: Clock,
  ) {}

  async report(auth: AuthContext, q: CollectQuery): Promise<CollectReport> {
    const { period, days } = periodDays(q, this.clock.now());
    const shopId = auth.shopId;
    const [top, stored, favorites] = await Promise.all([
      this.repo.topFavorites(shopId, COLLECT_TOP_GOODS),
      this.repo.favoriteDays(shopId, period.start_date, period.end_date),
      this.repo.favoritesTotal(shopId),
    ]);
    const inPeriod = await this.repo.favoritesOf(
      shopId,
      top.map((g) => g.goods_id),
      period.start_date,
      period.end_date,
    );
    const byDay = new Map(stored.map((d) => [d.day, d]));
    const trend = days.map((date) => ({
      date,
      added: byDay.get(date)?.added ?? 0,
      removed: byDay.get(date)?.removed ?? 0,
    }));
    const totals = trend.reduce(
      (t, d) => ({ ...t, added: t.added + d.added, removed: t.removed + d.removed }),
      {
        favorites,
        added: 0,
        removed: 0,
      },
    );
    return {
      period,
      totals,
      top_goods: top.map((g) => ({ ...g, ...(inPeriod.get(g.goods_id) ?? { added: 0, removed: 0 }) })),
      trend,
    };
  }
}
