import type { ActivitiesQuery, Activity } from '@rxdesk/contract/promotions/activities';
import type { Page } from '@rxdesk/contract/common/paging';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { ActivitiesRepository, ActivityRow } from './activities.repository.ts';

/** §3 Activity of a row: published (publish_date = its start) once it has started. The state is
 * computed from the clock, never stored (RULES-FORMAT.md state tabs). */
export function toActivity(row: ActivityRow, now: number): Activity {
  return {
    activities_id: row.id,
    activities_name: row.title,
    publish_date: now >= row.start_at ? row.start_at : null,
    kind: row.kind,
    start_time: row.start_at,
    end_time: row.end_at,
  };
}

/** The §2 activity picker's list: the caller's shop's activities not started or running. Both
 * client types answer the same rows: an activity of the shop runs on every client. */
export class ActivitiesService {
  constructor(
    private readonly repo: ActivitiesRepository,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: ActivitiesQuery): Promise<Page<Activity>> {
    const now = this.clock.now();
    const { rows, total } = await this.repo.open(auth.shopId, now, q);
    return {
      data: rows.map((r) => toActivity(r, now)),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }
}
