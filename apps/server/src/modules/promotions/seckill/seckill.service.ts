import type { Page } from '@rxdesk/contract/common/paging';
import type {
  ActivityListQuery,
  ActivitySkuOption,
  SeckillBody,
  SeckillDetail,
  SeckillRow,
} from '@rxdesk/contract/promotions/seckill';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import type { Clock } from '../../../platform/clock.ts';
import { invalidField, notFound } from '../../../platform/http/app-error.ts';
import { activityRowOf, activitySkuOf, rulesOf, skuOptionOf } from './activity-rows.ts';
import type { ActivityDraft, ActivityWriter } from './activity-writer.ts';
import { saleDateOf, seckillWindows } from './seckill-days.ts';
import type { SeckillRepository } from './seckill.repository.ts';

type Stored = NonNullable<Awaited<ReturnType<SeckillRepository['find']>>>;

/** 限时抢购: a sale day cut into slots; each SKU is offered per slot (one promotion SKU row per
 * slot, with that slot's window), so the intake's "what applies now" needs nothing special. */
export class SeckillService {
  constructor(
    private readonly repo: SeckillRepository,
    private readonly writer: ActivityWriter,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, q: ActivityListQuery): Promise<Page<SeckillRow>> {
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

  async detail(auth: AuthContext, id: number): Promise<SeckillDetail> {
    const p = await this.repo.find(auth.shopId, id);
    if (!p) throw notFound();
    const skus = await this.repo.skusWithGoods(auth.shopId, id);
    const figures = {
      sku_count: new Set(skus.map((s) => s.sku_id)).size,
      quantity: skus.reduce((n, s) => n + s.quantity, 0),
      sold: skus.reduce((n, s) => n + s.sold, 0),
    };
    const dayStart = p.end_at - 86_400;
    return {
      ...this.toRow(p, figures, this.clock.now()),
      skus: skus.map((s) => ({ hour: Math.round((s.start_at - dayStart) / 3600), ...activitySkuOf(s) })),
    };
  }

  create(auth: AuthContext, body: SeckillBody): Promise<{ id: number }> {
    return this.writer.create(auth, this.draft(body)).then((id) => ({ id }));
  }

  edit(auth: AuthContext, id: number, body: SeckillBody): Promise<void> {
    return this.writer.edit(auth, id, this.draft(body));
  }

  private draft(body: SeckillBody): ActivityDraft {
    const w = seckillWindows(body.sale_date, body.slots);
    if (!w) throw invalidField('sale_date', 'rule.seckillDate');
    if (w.end <= this.clock.now()) throw invalidField('sale_date', 'error.activity.ended');
    const slotOf = new Map(w.slots.map((s) => [s.hour, s]));
    return {
      title: body.title,
      start: w.start,
      end: w.end,
      rules: { slots: body.slots },
      checkStock: true,
      startField: 'slots',
      rows: body.skus.map((s, index) => ({
        index,
        skuId: s.sku_id,
        start: slotOf.get(s.hour)!.start,
        end: slotOf.get(s.hour)!.end,
        price: s.price,
        quantity: s.quantity,
        limitNum: s.limit_num,
      })),
    };
  }

  private toRow(p: Stored, figures: Parameters<typeof activityRowOf>[1], now: number): SeckillRow {
    const slots = rulesOf(p.rules).slots;
    return {
      ...activityRowOf(p, figures, now),
      sale_date: saleDateOf(p.start_at),
      slots: Array.isArray(slots) ? slots.filter((h): h is number => typeof h === 'number') : [],
    };
  }
}
