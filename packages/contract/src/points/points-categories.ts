import { z } from 'zod';

/** The parent id of the top points categories (`point/category/0/children`, §7). */
export const POINTS_CATEGORY_ROOT_ID = 0;
/** A points category is a top category or a child of one: two levels. */
export const POINTS_CATEGORY_MAX_LEVEL = 2;

const id = z.coerce.number().int().min(0).max(2147483647);

/** `GET admin/point/category/{ids}/children`: one id or several, comma-joined (at most 50). */
export const pointsCategoryIdsParams = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

export const pointsCategoryIdParams = z.object({ id: id.min(1) });

/** A points category as the picker and the seller's tree show it. */
export const pointsCategory = z.object({
  category_id: z.number().int(),
  parent_id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  /** 1: top category; 2: its child. */
  level: z.number().int().min(1).max(POINTS_CATEGORY_MAX_LEVEL),
  has_children: z.boolean(),
});
export type PointsCategoryItem = z.infer<typeof pointsCategory>;
export const pointsCategoryList = z.array(pointsCategory);

/** The seller's tree: the top categories, each with its children. */
export const pointsCategoryTree = z.array(pointsCategory.extend({ children: z.array(pointsCategory) }));
export type PointsCategoryTree = z.infer<typeof pointsCategoryTree>;

const name = z
  .string({ error: 'rule.required' })
  .trim()
  .min(1, 'rule.pointsCategoryName')
  .max(20, 'rule.pointsCategoryName');
const sort = z.coerce
  .number({ error: 'rule.pointsCategorySort' })
  .int('rule.pointsCategorySort')
  .min(0, 'rule.pointsCategorySort')
  .max(9999, 'rule.pointsCategorySort');

export const pointsCategoryCreateBody = z.object({
  name,
  /** 0: a top category; otherwise a top category's id. */
  parent_id: z.coerce.number({ error: 'rule.required' }).int().min(0).max(2147483647).default(0),
  sort: sort.default(0),
});
export type PointsCategoryCreateBody = z.input<typeof pointsCategoryCreateBody>;

/** An edit renames or re-sorts; a category stays under its parent. */
export const pointsCategoryUpdateBody = z.object({ name, sort: sort.default(0) });
export type PointsCategoryUpdateBody = z.input<typeof pointsCategoryUpdateBody>;

export const pointsCategoryCreated = z.object({ category_id: z.number().int() });
