import { z } from 'zod';
import { pageQuery } from '../common/paging.ts';
import { isMobile } from '../rules/rules.ts';

/**
 * Suppliers (供应商): the drop-ship suppliers that ship goods for the shop (README "Drop-ship
 * sub-orders"). A disabled supplier gets no new sub-orders (its goods are shipped by the shop
 * itself) and cannot be chosen for goods; its past sub-orders go on as they were.
 */

const flag = z.coerce.number().int().min(0).max(1);

/** GET /api/seller/suppliers */
export const supplierListQuery = pageQuery.extend({
  /** Name, contact or mobile. */
  keyword: z.string().trim().max(80, 'rule.keywordTooLong').optional(),
  /** 1: only disabled ones; 0: only the ones in use (what a goods form may choose from). */
  disabled: flag.optional(),
});
export type SupplierListQuery = z.infer<typeof supplierListQuery>;

/** PUT …/suppliers/{supplier_id}[/disable|/enable] */
export const supplierIdParams = z.object({
  supplier_id: z.coerce.number().int().positive().max(2147483647),
});

// §5: text may not start with a space; what is kept is trimmed.
const text = (min: number, max: number, key: string) =>
  z
    .string({ error: 'rule.required' })
    .refine((v) => !/^\s/.test(v), 'rule.leadingSpace')
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(min, min > 0 ? 'rule.required' : key)
        .max(max, key),
    );

/** POST /api/seller/suppliers and PUT …/{supplier_id} */
export const supplierBody = z.object({
  name: z
    .string({ error: 'rule.required' })
    .refine((v) => !/^\s/.test(v), 'rule.leadingSpace')
    .transform((v) => v.trim())
    .pipe(z.string().min(2, 'rule.supplierName').max(50, 'rule.supplierName')),
  contact_name: text(1, 30, 'rule.tooLong30'),
  mobile: z.string({ error: 'rule.required' }).trim().refine(isMobile, 'rule.mobile'),
  address: text(0, 200, 'rule.tooLong200').default(''),
  remark: text(0, 200, 'rule.tooLong200').default(''),
});
export type SupplierBody = z.infer<typeof supplierBody>;

export const supplier = z.object({
  supplier_id: z.number().int(),
  name: z.string(),
  contact_name: z.string(),
  mobile: z.string(),
  address: z.string(),
  remark: z.string(),
  disabled: z.number().int(),
  /** Goods marked drop-ship with this supplier (recycled goods left out). */
  goods_count: z.number().int(),
  create_time: z.number().int(),
  update_time: z.number().int(),
});
export type Supplier = z.infer<typeof supplier>;
export const supplierCreated = z.object({ supplier_id: z.number().int() });
