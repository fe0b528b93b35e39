import { z } from 'zod';

/**
 * Shop goods groups (店铺分组, Javashop seller `/api/seller/shops/cats`): the shop's own two-level
 * tree its goods are filed under (apart from the platform's categories). `parent_id` 0 is the top.
 */

export const GROUP_ROOT_ID = 0;
export const GROUP_NAME_MAX = 20;
export const GROUP_SORT_MAX = 9999;

const id = z.coerce.number().int().positive().max(2147483647);

/** PUT|DELETE /api/seller/shops/cats/{cat_id} */
export const groupIdParams = z.object({ cat_id: id });

// §5: a name may not start with a space; what is kept is trimmed.
const groupName = z
  .string({ error: 'rule.required' })
  .refine((v) => !/^\s/.test(v), 'rule.leadingSpace')
  .transform((v) => v.trim())
  .pipe(z.string().min(1, 'rule.groupName').max(GROUP_NAME_MAX, 'rule.groupName'));

/** POST /api/seller/shops/cats and PUT …/{cat_id}: a group's fields. */
export const groupBody = z.object({
  name: groupName,
  /** 0: a top-level group; else one of the shop's top-level groups (a third level is refused). */
  parent_id: z.coerce.number().int().min(0).max(2147483647).default(GROUP_ROOT_ID),
  sort: z.coerce
    .number({ error: 'rule.groupSort' })
    .int('rule.groupSort')
    .min(0, 'rule.groupSort')
    .max(GROUP_SORT_MAX, 'rule.groupSort')
    .default(0),
  /** 1: shown in the storefront. */
  visible: z.coerce.number().int().min(0).max(1).default(1),
});
export type GroupBody = z.infer<typeof groupBody>;

/** PUT /api/seller/shops/cats/sort: every group under one parent, in their new order (the sort
 * numbers become 0, 1, 2 …). */
export const groupSortBody = z.object({
  cat_ids: z.array(z.coerce.number().int().positive().max(2147483647)).min(1).max(200),
});

export const group = z.object({
  cat_id: z.number().int(),
  parent_id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  visible: z.number().int(),
  /** Goods filed directly under this group (recycled goods left out). */
  goods_count: z.number().int(),
  create_time: z.number().int(),
});
export type Group = z.infer<typeof group>;

/** A top-level group with its sub-groups, both in sort order (then by id). */
export const groupNode = group.extend({ children: z.array(group) });
export type GroupNode = z.infer<typeof groupNode>;

export const groupTree = z.array(groupNode);
export const groupCreated = z.object({ cat_id: z.number().int() });
