import type { Page } from '@rxdesk/contract/common/paging';
import type { GroupBuyBody, GroupBuyDetail, GroupBuyRow } from '@rxdesk/contract/promotions/group-buy';
import type { ActivityListQuery, ActivitySkuOption } from '@rxdesk/contract/promotions/seckill';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { notFound } from '../../../platform/http/app-error.ts';
import { activityRowOf, activitySkuOf, rulesOf, skuOptionOf } from '../seckill/activity-rows.ts';
import type { ActivityDraft, ActivityWriter } from '../seckill/activity-writer.ts';
import type { GroupBuyRepository } from './group-buy.repository.ts';

type Stored = NonNullable<Awaited<ReturnType<GroupBuyRepository['find']>>>;

/** 团购: a named group over a window, a group price, quantity and per-order limit per SKU. The
 * group name is the activity's title and its rules' `group_name` (RULES-FORMAT.md). */
export class GroupBuyService {
  constructor(
    private readonly repo: GroupBuyRepository,
    private readonly writer: ActivityWriter,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: ActivityListQuery): Promise<Page<GroupBuyRow>> {
    const now = this.clock.now();
    const { rows, total } = await this.repo.page(auth.shopId, q, now);
    return {
      data: rows.map((r) => this.toRow(r, r, now)),
      data_total: total,
      page_no: q.page_no,
      page_size: q.page_size,
    };
  }

  async skuOptions(auth: AuthContext, goodsIds: string): Promise<ActivitySkuOption[]> {
    const ids = [...new Set(goodsIds.split(',').map(Number))];
    return (await this.repo.skuOptions(auth.shopId, ids)).map(skuOptionOf);
  }

  async detail(auth: AuthContext, id: number): Promise<GroupBuyDetail> {
    const p = await this.repo.find(auth.shopId, id);
    if (!p) throw notFound();
    const skus = await this.repo.skusWithGoods(auth.shopId, id);
    const figures = {
      sku_count: skus.length,
      quantity: skus.reduce((n, s) => n + s.quantity, 0),
      sold: skus.reduce((n, s) => n + s.sold, 0),
    };
    return { ...this.toRow(p, figures, this.clock.now()), skus: skus.map(activitySkuOf) };
  }

  create(auth: AuthContext, body: GroupBuyBody): Promise<{ id: number }> {
    return this.writer.create(auth, this.draft(body)).then((id) => ({ id }));
  }

  edit(auth: AuthContext, id: number, body: GroupBuyBody): Promise<void> {
    return this.writer.edit(auth, id, this.draft(body));
  }

  private draft(body: GroupBuyBody): ActivityDraft {
    return {
      title: body.group_name,
      start: body.start_time,
      end: body.end_time,
      rules: { group_name: body.group_name },
      checkStock: false,
      startField: 'start_time',
      rows: body.skus.map((s, index) => ({
        index,
        skuId: s.sku_id,
        start: body.start_time,
        end: body.end_time,
        price: s.price,
        quantity: s.quantity,
        limitNum: s.limit_num,
      })),
    };
  }

  private toRow(p: Stored, figures: Parameters<typeof activityRowOf>[1], now: number): GroupBuyRow {
    const name = rulesOf(p.rules).group_name;
    return { ...activityRowOf(p, figures, now), group_name: typeof name === 'string' ? name : p.title };
  }
}
