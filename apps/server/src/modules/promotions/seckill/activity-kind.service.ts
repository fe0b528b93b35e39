import type { Page } from '@rxdesk/contract/common/paging';
import type { ActivityListQuery, ActivitySkuOption } from '@rxdesk/contract/promotions/seckill';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import type { ActivitiesRepository } from './activities.repository.ts';
import type { activityRowOf } from './activity-rows.ts';
import { skuOptionOf } from './activity-rows.ts';
import type { ActivityDraft, ActivityWriter } from './activity-writer.ts';

export type StoredActivity = NonNullable<Awaited<ReturnType<ActivitiesRepository['find']>>>;
export type ActivitySkuRow = Awaited<ReturnType<ActivitiesRepository['skusWithGoods']>>[number];
export type ActivityFigures = Parameters<typeof activityRowOf>[1];

/** What makes one activity kind (seckill, group buy …) differ from another: how its form becomes
 * promotion rows, and how a stored activity reads as a list row and a detail. */
export interface ActivityKindSpec<Body, Row, Detail> {
  draft(body: Body, now: number): ActivityDraft;
  row(p: StoredActivity, figures: ActivityFigures, now: number): Row;
  /** The detail's figures (a seckill counts its SKUs across slots once). */
  figures(skus: readonly ActivitySkuRow[]): ActivityFigures;
  detail(row: Row, p: StoredActivity, skus: readonly ActivitySkuRow[]): Detail;
}

/** Lists, details and writes of one activity kind; the kind's spec fills in what differs. */
export class ActivityKindService<Body, Row, Detail> {
  constructor(
    private readonly repo: ActivitiesRepository,
    private readonly writer: ActivityWriter,
    private readonly clock: Clock,
    private readonly spec: ActivityKindSpec<Body, Row, Detail>,
  ) {}

  async list(auth: AuthContext, q: ActivityListQuery): Promise<Page<Row>> {
    const now = this.clock.now();
    const { rows, total } = await this.repo.page(auth.shopId, q, now);
    return {
      data: rows.map((r) => this.spec.row(r, r, now)),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async skuOptions(auth: AuthContext, goodsIds: string): Promise<ActivitySkuOption[]> {
    const ids = [...new Set(goodsIds.split(',').map(Number))];
    return (await this.repo.skuOptions(auth.shopId, ids)).map(skuOptionOf);
  }

  async detail(auth: AuthContext, id: number): Promise<Detail> {
    const p = await this.repo.find(auth.shopId, id);
    if (!p) throw notFound();
    const skus = await this.repo.skusWithGoods(auth.shopId, id);
    const row = this.spec.row(p, this.spec.figures(skus), this.clock.now());
    return this.spec.detail(row, p, skus);
  }

  async create(auth: AuthContext, body: Body): Promise<{ id: number }> {
    return { id: await this.writer.create(auth, this.spec.draft(body, this.clock.now())) };
  }

  edit(auth: AuthContext, id: number, body: Body): Promise<void> {
    return this.writer.edit(auth, id, this.spec.draft(body, this.clock.now()));
  }

  remove(auth: AuthContext, id: number): Promise<void> {
    return this.writer.remove(auth, id);
  }

  close(auth: AuthContext, id: number, reason: string): Promise<void> {
    return this.writer.close(auth, id, reason);
  }
}

/** Units on offer and sold across an activity's SKU rows. */
export function sumFigures(skus: readonly ActivitySkuRow[], skuCount: number): ActivityFigures {
  return {
    sku_count: skuCount,
    quantity: skus.reduce((n, s) => n + s.quantity, 0),
    sold: skus.reduce((n, s) => n + s.sold, 0),
  };
}
