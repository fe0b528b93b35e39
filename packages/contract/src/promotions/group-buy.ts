import { z } from 'zod';
import { ACTIVITY_SKUS_MAX, activityRowShape, activitySkuFields, activitySkuFieldsOut } from './seckill.ts';

/**
 * Group buy (团购, issue 22): a named group (`group_name`, 2–30 characters, shown before the
 * goods tab's title) over a window [start_time, end_time), with a group price, quantity and
 * per-order limit per SKU. Same states, editing and closing rules as seckill (seckill.ts).
 */

export const GROUP_NAME_MIN = 2;
export const GROUP_NAME_MAX = 30;

const unix = z.coerce.number().int('rule.activityWindow').min(0, 'rule.activityWindow').max(4102444800);

export const groupBuySkuInput = z.object(activitySkuFields);

/** POST / PUT /api/seller/promotion/group-buy-goods. */
export const groupBuyBody = z
  .object({
    group_name: z
      .string({ error: 'rule.groupName' })
      .trim()
      .min(GROUP_NAME_MIN, 'rule.groupName')
      .max(GROUP_NAME_MAX, 'rule.groupName'),
    start_time: unix,
    end_time: unix,
    skus: z.array(groupBuySkuInput).min(1, 'rule.activitySkus').max(ACTIVITY_SKUS_MAX, 'rule.activitySkus'),
  })
  .superRefine((b, ctx) => {
    if (b.end_time <= b.start_time)
      ctx.addIssue({ code: 'custom', path: ['end_time'], message: 'rule.activityWindow' });
    const seen = new Set<number>();
    b.skus.forEach((s, i) => {
      if (seen.has(s.sku_id))
        ctx.addIssue({ code: 'custom', path: ['skus', i, 'sku_id'], message: 'rule.activitySkuTwice' });
      seen.add(s.sku_id);
    });
  })
  .meta({
    examples: [
      {
        group_name: '家庭常备药团购',
        start_time: 1893456000,
        end_time: 1894060800,
        skus: [{ sku_id: 1, price: '19.90', quantity: 50, limit_num: 5 }],
      },
    ],
  });
export type GroupBuyBody = z.infer<typeof groupBuyBody>;

export const groupBuyRow = z.object({ ...activityRowShape, group_name: z.string() });
export type GroupBuyRow = z.infer<typeof groupBuyRow>;

export const groupBuySkuRow = z.object(activitySkuFieldsOut);
export type GroupBuySkuRow = z.infer<typeof groupBuySkuRow>;

export const groupBuyDetail = groupBuyRow.extend({ skus: z.array(groupBuySkuRow) });
export type GroupBuyDetail = z.infer<typeof groupBuyDetail>;
