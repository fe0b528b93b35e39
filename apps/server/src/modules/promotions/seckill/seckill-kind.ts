import type { SeckillBody, SeckillDetail, SeckillRow } from '@rxdesk/contract/promotions/seckill';
import { invalidField } from '../../../platform/http/app-error.ts';
import { sumFigures, type ActivityKindSpec } from './activity-kind.service.ts';
import { activityRowOf, activitySkuOf, rulesOf } from './activity-rows.ts';
import { saleDateOf, seckillWindows } from './seckill-days.ts';

/** 限时抢购: a sale day cut into slots; each SKU is offered per slot (one promotion SKU row per
 * slot, with that slot's window), so the intake's "what applies now" needs nothing special. */
export const SECKILL_KIND: ActivityKindSpec<SeckillBody, SeckillRow, SeckillDetail> = {
  draft(body, now) {
    const w = seckillWindows(body.sale_date, body.slots);
    if (!w) throw invalidField('sale_date', 'rule.seckillDate');
    if (w.end <= now) throw invalidField('sale_date', 'error.activity.ended');
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
  },
  row(p, figures, now) {
    const slots = rulesOf(p.rules).slots;
    return {
      ...activityRowOf(p, figures, now),
      sale_date: saleDateOf(p.start_at),
      slots: Array.isArray(slots) ? slots.filter((h): h is number => typeof h === 'number') : [],
    };
  },
  // A SKU offered in three slots is one SKU.
  figures: (skus) => sumFigures(skus, new Set(skus.map((s) => s.sku_id)).size),
  detail(row, p, skus) {
    const dayStart = p.end_at - 86_400;
    return {
      ...row,
      skus: skus.map((s) => ({ hour: Math.round((s.start_at - dayStart) / 3600), ...activitySkuOf(s) })),
    };
  },
};
