import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { zKeyword, zMoneyYuan } from '../rules/rule-schemas.ts';

/**
 * Time-limited sale (限时抢购 / seckill, issue 22). One activity is a sale day (Asia/Shanghai) cut
 * into time slots by their start hours; a slot lasts until the next slot's hour, the last until
 * the day's end. Each SKU is offered per slot with its own seckill price, quantity and per-order
 * limit. States are computed from the clock, never stored; edit and delete only while not started;
 * closing is final. Money: yuan at this edge (integer fen inside).
 */

type Labels<T extends string> = Record<T, { zh: string; en: string }>;

/** Computed state tabs shared by seckill and group buy (RULES-FORMAT.md). */
export const ACTIVITY_STATES = ['NOT_STARTED', 'RUNNING', 'ENDED', 'CLOSED'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];
export const ACTIVITY_STATE_LABELS: Labels<ActivityState> = {
  NOT_STARTED: { zh: '未开始', en: 'Not started' },
  RUNNING: { zh: '进行中', en: 'Running' },
  ENDED: { zh: '已结束', en: 'Ended' },
  CLOSED: { zh: '已关闭', en: 'Closed' },
};
export const ACTIVITY_ACTIONS = ['edit', 'delete', 'close'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

export const SECKILL_TITLE_MIN = 2;
export const SECKILL_TITLE_MAX = 25;
export const ACTIVITY_SKUS_MAX = 100;
export const CLOSE_REASON_MAX = 200;
/** Most units on sale per SKU row (a sanity bound, far above any real stock). */
export const ACTIVITY_QUANTITY_MAX = 1_000_000;

const id = z.coerce.number().int().positive().max(2147483647);
export const activityIdParams = z.object({ id });

/** The per-SKU figures both kinds take: price (yuan, > 0), quantity (≥ 1), per-order limit (0 = none). */
export const activitySkuFields = {
  sku_id: id,
  price: zMoneyYuan().refine((fen) => fen > 0, 'rule.activityPrice'),
  quantity: z.coerce
    .number({ error: 'rule.activityQuantity' })
    .int('rule.activityQuantity')
    .min(1, 'rule.activityQuantity')
    .max(ACTIVITY_QUANTITY_MAX, 'rule.activityQuantity'),
  limit_num: z.coerce
    .number({ error: 'rule.activityLimit' })
    .int('rule.activityLimit')
    .min(0, 'rule.activityLimit')
    .max(ACTIVITY_QUANTITY_MAX, 'rule.activityLimit')
    .default(0),
};

export const seckillSkuInput = z.object({
  /** The slot (start hour) this row sells in; one of the activity's `slots`. */
  hour: z.coerce.number().int().min(0).max(23),
  ...activitySkuFields,
});

/** POST / PUT /api/seller/promotion/seckills. */
export const seckillBody = z
  .object({
    title: z
      .string({ error: 'rule.seckillTitle' })
      .trim()
      .min(SECKILL_TITLE_MIN, 'rule.seckillTitle')
      .max(SECKILL_TITLE_MAX, 'rule.seckillTitle'),
    /** yyyy-MM-dd, Shanghai. */
    sale_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'rule.seckillDate'),
    slots: z
      .array(z.coerce.number().int().min(0, 'rule.seckillSlots').max(23, 'rule.seckillSlots'))
      .min(1, 'rule.seckillSlots')
      .max(24, 'rule.seckillSlots')
      .refine((s) => s.every((h, i) => i === 0 || h > s[i - 1]!), 'rule.seckillSlots'),
    skus: z.array(seckillSkuInput).min(1, 'rule.activitySkus').max(ACTIVITY_SKUS_MAX, 'rule.activitySkus'),
  })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.skus.forEach((s, i) => {
      if (!b.slots.includes(s.hour))
        ctx.addIssue({ code: 'custom', path: ['skus', i, 'hour'], message: 'rule.seckillSkuSlot' });
      const key = `${s.hour}:${s.sku_id}`;
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['skus', i, 'sku_id'], message: 'rule.activitySkuTwice' });
      seen.add(key);
    });
  })
  // Slots and rows must agree, which random values almost never do (the trust suite samples these).
  .meta({
    examples: [
      {
        title: '周末限时抢购',
        sale_date: '2030-01-05',
        slots: [10, 14],
        skus: [{ hour: 10, sku_id: 1, price: '9.90', quantity: 10, limit_num: 2 }],
      },
    ],
  });
export type SeckillBody = z.infer<typeof seckillBody>;

export const activityCloseBody = z.object({
  reason: z
    .string({ error: 'rule.closeReason' })
    .trim()
    .min(1, 'rule.closeReason')
    .max(CLOSE_REASON_MAX, 'rule.closeReason'),
});

export const activityListQuery = pageQuery.extend({
  state: z.enum(ACTIVITY_STATES).optional(),
  keyword: zKeyword().optional(),
});
export type ActivityListQuery = z.infer<typeof activityListQuery>;

export const activityCreated = z.object({ id: z.number().int() });

const activityRowFields = {
  id: z.number().int(),
  title: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  state: z.enum(ACTIVITY_STATES),
  sku_count: z.number().int(),
  quantity: z.number().int(),
  sold: z.number().int(),
  create_time: z.number().int(),
  close_time: z.number().int().nullable(),
  close_reason: z.string(),
  allowed_actions: z.array(z.enum(ACTIVITY_ACTIONS)),
};
export const activityRowShape = activityRowFields;

export const seckillRow = z.object({
  ...activityRowFields,
  sale_date: z.string(),
  slots: z.array(z.number().int()),
});
export type SeckillRow = z.infer<typeof seckillRow>;

/** One promotion SKU row as the detail shows it. */
export const activitySkuFieldsOut = {
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  goods_name: z.string(),
  sku_code: z.string(),
  /** The SKU's list price now (yuan). */
  list_price: z.number(),
  price: z.number(),
  quantity: z.number().int(),
  sold: z.number().int(),
  limit_num: z.number().int(),
  start_time: z.number().int(),
  end_time: z.number().int(),
};
export const seckillSkuRow = z.object({ hour: z.number().int(), ...activitySkuFieldsOut });
export type SeckillSkuRow = z.infer<typeof seckillSkuRow>;

export const seckillDetail = seckillRow.extend({ skus: z.array(seckillSkuRow) });
export type SeckillDetail = z.infer<typeof seckillDetail>;

/** GET …/seckills/skus and …/group-buy-goods/skus: the SKUs of goods chosen in the goods picker
 * (which picks goods), so each SKU gets its own row in the form. */
export const activitySkuOptionsQuery = z.object({
  goods_ids: z.string().regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'rule.activitySkus'),
});
export const activitySkuOption = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  sku_code: z.string(),
  /** Spec values joined ('' for a single-SKU item). */
  specs: z.string(),
  price: z.number(),
  stock: z.number().int(),
});
export type ActivitySkuOption = z.infer<typeof activitySkuOption>;
