import type { Db } from '../../../platform/db/database.ts';
import { countRows, paged } from '../../../platform/db/list-query.ts';

export interface ActivityRow {
  id: number;
  kind: string;
  title: string;
  start_at: number;
  end_at: number;
}

/** The shop's activities a shop page may link to. Kysely only; every query names the shop. */
export class ActivitiesRepository {
  constructor(private readonly db: Db) {}

  /** Not closed and not ended at `now` (window [start, end)), newest first. The shop+window index
   * (promotions_shop_window) serves the filter. */
  async open(shopId: number, now: number, q: { page_no: number; page_size: number }) {
    const base = this.db
      .selectFrom('promotions')
      .where('shop_id', '=', shopId)
      .where('closed_at', 'is', null)
      .where('end_at', '>', now);
    const [rows, total] = await Promise.all([
      base
        .select(['id', 'kind', 'title', 'start_at', 'end_at'])
        .orderBy('id', 'desc')
        .$call(paged(q))
        .execute(),
      countRows(base),
    ]);
    return { rows: rows as ActivityRow[], total };
  }
}
