import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { zKeyword } from '../rules/rule-schemas.ts';

/**
 * What every promotion kind of the seller centre shares (issue 22, RULES-FORMAT.md): the state tabs
 * (computed from the window and `closed_at`, never stored), the row actions, the list query, the
 * close body and the detail's figures. Money is yuan at this edge, fen inside.
 */

export const PROMOTION_STATES = ['NOT_STARTED', 'RUNNING', 'ENDED', 'CLOSED'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
export const PROMOTION_ACTIONS = ['edit', 'delete', 'close'] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];
export const PROMOTION_SCOPES = ['ALL', 'SKUS'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];

export const PROMOTION_TITLE_MIN = 2;
export const PROMOTION_TITLE_MAX = 25;
export const PROMOTION_CLOSE_REASON_MAX = 200;
/** A creation may start this many seconds in the past (the form's clock and ours differ a little). */
export const PROMOTION_START_SLACK = 60;
/** Most SKUs one activity covers. */
export const PROMOTION_MAX_SKUS = 200;

const id = z.coerce.number().int().positive().max(2147483647);
const time = z.coerce.number().int().min(0).max(4102444800);

export const promotionIdParams = z.object({ id });

export const promotionListQuery = pageQuery.extend({
  status: z.enum(PROMOTION_STATES, { error: 'rule.promotion.status' }).optional(),
  keyword: zKeyword().trim().optional(),
  /** Activities whose window overlaps [start_time, end_time] (unix seconds). */
  start_time: time.optional(),
  end_time: time.optional(),
});
export type PromotionListQuery = z.infer<typeof promotionListQuery>;

export const promotionTitle = z
  .string({ error: 'rule.required' })
  .trim()
  .min(PROMOTION_TITLE_MIN, 'rule.promotion.title')
  .max(PROMOTION_TITLE_MAX, 'rule.promotion.title');

/** The fields every kind's create / edit body starts with. */
export const promotionBaseBody = z.object({
  title: promotionTitle,
  start_time: z.coerce.number({ error: 'rule.required' }).int().min(0).max(4102444800),
  end_time: z.coerce.number({ error: 'rule.required' }).int().min(0).max(4102444800),
});

export const promotionCloseBody = z.object({
  reason: z
    .string({ error: 'rule.required' })
    .trim()
    .min(1, 'rule.required')
    .max(PROMOTION_CLOSE_REASON_MAX, 'rule.promotion.reason'),
});
export type PromotionCloseBody = z.infer<typeof promotionCloseBody>;

export const skuIdList = z
  .array(id, { error: 'rule.promotion.skus' })
  .max(PROMOTION_MAX_SKUS, 'rule.promotion.skusMax');

/** What every kind's list row shows. */
export const promotionRow = z.object({
  promotion_id: z.number().int(),
  title: z.string(),
  start_time: z.number().int(),
  end_time: z.number().int(),
  status: z.enum(PROMOTION_STATES),
  scope: z.enum(PROMOTION_SCOPES),
  sku_count: z.number().int(),
  create_time: z.number().int(),
  closed_time: z.number().int().nullable(),
  close_reason: z.string(),
  /** What the caller may do now (the state rules table). */
  allowed_actions: z.array(z.enum(PROMOTION_ACTIONS)),
});
export type PromotionRow = z.infer<typeof promotionRow>;

/** A covered SKU as the detail shows it; `minus` only for single cuts (yuan off each unit). */
export const promotionSku = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  specs: z.string(),
  /** The SKU's list price, yuan. */
  price: z.number(),
  minus: z.number().optional(),
});
export type PromotionSku = z.infer<typeof promotionSku>;

/** Read from order_item_promotions: orders that took this activity, their units, the discount. */
export const promotionFigures = z.object({
  orders: z.number().int(),
  units: z.number().int(),
  /** Yuan. */
  discount: z.number(),
});
export type PromotionFigures = z.infer<typeof promotionFigures>;

export const promotionCreated = z.object({ promotion_id: z.number().int() });

/** GET …/{kind}/skus?goods_ids=1,2: the SKUs of goods chosen in the goods picker (which picks
 * goods), so the form can send SKU ids. At most 100 goods. */
export const promotionGoodsSkusQuery = z.object({
  goods_ids: z
    .string({ error: 'rule.promotion.skus' })
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/, 'rule.promotion.skus')
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});
export const promotionSkuList = z.array(promotionSku);
