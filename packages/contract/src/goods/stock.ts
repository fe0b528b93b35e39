import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { dateStringToUnix } from '../common/date-format.ts';

/**
 * Stock by batch (issue 20): each SKU's stock is held in batches (batch number, production and
 * expiry date, quantity); every change is a ledger row and stock = the ledger's sum. Expired
 * batches are locked (never sold); near-expiry ones are flagged (the shop's near_expiry_days).
 * Dates are 'YYYY-MM-DD' in Asia/Shanghai; '' = unknown (stock from before batches).
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const unix = z.number().int();
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
// A real calendar day: 2030-02-30 matches the pattern but does not exist.
const date = z
  .string()
  .trim()
  .regex(DATE, 'rule.date')
  .refine((s) => dateStringToUnix(s) !== undefined, 'rule.date');

/** What caused a ledger row. */
export const STOCK_KINDS = [
  'OPENING',
  'INTAKE',
  'IMPORT',
  'ORDER',
  'CANCEL',
  'AFTER_SALE_IN',
  'AFTER_SALE_OUT',
  'ADJUST',
] as const;
export type StockKind = (typeof STOCK_KINDS)[number];

export const skuIdParams = z.object({ sku_id: z.coerce.number().int().positive() });
export const batchIdParams = z.object({ batch_id: z.coerce.number().int().positive() });

/** A batch as the screens show it; days_to_expiry null when the expiry date is unknown. */
export const stockBatch = z.object({
  batch_id: z.number().int(),
  sku_id: z.number().int(),
  batch_no: z.string(),
  production_date: z.string(),
  expiry_date: z.string(),
  quantity: z.number().int(),
  days_to_expiry: z.number().int().nullable(),
  expired: flag,
  near_expiry: flag,
  create_time: unix,
});
export type StockBatch = z.infer<typeof stockBatch>;

/** The SKU a batch list or the warning list is about. `warning_quantity` is the one in force (its
 * own, or the shop default when `own_warning_quantity` is null); `sellable` leaves out expired. */
export const stockSku = z.object({
  sku_id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_code: z.string(),
  sku_code: z.string(),
  specs: z.string(),
  unit: z.string(),
  enabled: flag,
  stock: z.number().int(),
  sellable: z.number().int(),
  warning_quantity: z.number().int(),
  own_warning_quantity: z.number().int().nullable(),
});
export type StockSku = z.infer<typeof stockSku>;

/** GET /api/seller/goods/skus/{sku_id}/batches */
export const skuBatches = z.object({
  sku: stockSku,
  near_expiry_days: z.number().int(),
  batches: z.array(stockBatch),
});
export type SkuBatches = z.infer<typeof skuBatches>;

/** POST /api/seller/goods/skus/{sku_id}/batches — stock received. An existing batch number adds to
 * that batch (its expiry must match); a batch already expired is refused. */
export const receiveBatchFields = z.object({
  batch_no: z
    .string()
    .trim()
    .min(1, 'rule.required')
    .max(40, 'rule.batchNo')
    .regex(/^[A-Za-z0-9_-]+$/, 'rule.batchNo'),
  production_date: date,
  expiry_date: date,
  quantity: z.coerce.number().int('rule.integer').min(1, 'rule.integer').max(999_999, 'rule.quantityMax'),
});
export const receiveBatchBody = receiveBatchFields.refine((b) => b.expiry_date > b.production_date, {
  message: 'rule.expiryAfterProduction',
  path: ['expiry_date'],
});
export type ReceiveBatchBody = z.infer<typeof receiveBatchBody>;

/** PUT /api/seller/goods/batches/{batch_id}/adjust — a counted correction; never below zero. */
export const adjustBatchBody = z.object({
  delta: z.coerce
    .number()
    .int('rule.delta')
    .min(-999_999, 'rule.delta')
    .max(999_999, 'rule.delta')
    .refine((d) => d !== 0, 'rule.delta'),
  reason: z.string().trim().min(2, 'rule.adjustReason').max(200, 'rule.adjustReason'),
});
export type AdjustBatchBody = z.infer<typeof adjustBatchBody>;

/** GET /api/seller/goods/skus/{sku_id}/ledger */
export const ledgerQuery = pageQuery.extend({ kind: z.enum(STOCK_KINDS).optional() });
export const ledgerRow = z.object({
  id: z.number().int(),
  batch_id: z.number().int(),
  batch_no: z.string(),
  delta: z.number().int(),
  kind: z.enum(STOCK_KINDS),
  ref: z.string(),
  reason: z.string(),
  operator_name: z.string(),
  create_time: unix,
});
export type LedgerRow = z.infer<typeof ledgerRow>;

/** GET /api/seller/goods/warning-goods — SKUs at or under their warning quantity. */
export const warningQuery = pageQuery.extend({
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
});
export type WarningQuery = z.infer<typeof warningQuery>;

/** PUT /api/seller/goods/skus/{sku_id}/warning-quantity — null: back to the shop default. */
export const warningQuantityBody = z.object({
  warning_quantity: z.coerce
    .number()
    .int('rule.positiveInteger')
    .min(0, 'rule.positiveInteger')
    .max(999_999)
    .nullable(),
});

/** GET/PUT /api/seller/shops/warning-counts — the shop default warning quantity and how many
 * days before expiry a batch counts as near expiry. */
export const warningCounts = z.object({
  stock_warning_default: z.coerce
    .number()
    .int('rule.positiveInteger')
    .min(0, 'rule.positiveInteger')
    .max(999_999, 'rule.positiveInteger'),
  near_expiry_days: z.coerce
    .number()
    .int('rule.nearExpiryDays')
    .min(1, 'rule.nearExpiryDays')
    .max(3650, 'rule.nearExpiryDays'),
});
export type WarningCounts = z.infer<typeof warningCounts>;

/** GET /api/seller/goods/expiry-batches — batches with stock that are near expiry or expired. */
export const expiryQuery = pageQuery.extend({
  state: z.enum(['near', 'expired']).optional(),
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
});
export type ExpiryQuery = z.infer<typeof expiryQuery>;
export const expiryRow = stockBatch.extend({
  goods_id: z.number().int(),
  goods_name: z.string(),
  goods_code: z.string(),
  sku_code: z.string(),
  specs: z.string(),
  unit: z.string(),
});
export type ExpiryRow = z.infer<typeof expiryRow>;

/** A SKU's spec values (`goods_skus.spec_values`, JSON [{name, value, image}]) as one line of text,
 * what an order line copies as `sku_specs`: '' for a single-SKU item. */
export function skuSpecsText(specValues: string): string {
  try {
    const values: unknown = JSON.parse(specValues);
    if (!Array.isArray(values)) return '';
    return values
      .map((v: { value?: unknown }) => (typeof v?.value === 'string' ? v.value : ''))
      .filter(Boolean)
      .join(' ')
      .slice(0, 200);
  } catch {
    return '';
  }
}
