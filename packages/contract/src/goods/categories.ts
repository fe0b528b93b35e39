import { z } from 'zod';

/** The parent id of the top categories: `categories/0/children` and `categories/0/all-children`
 * answer them ("the category tree with id 0", §7). */
export const CATEGORY_ROOT_ID = 0;
/** §9: the category picker goes four levels deep; the platform's tree has no more. */
export const CATEGORY_MAX_LEVEL = 4;

const categoryId = z.coerce.number().int().min(0).max(2147483647);

/** `GET admin/goods/categories/{ids}/children`: one id or several, comma-joined (at most 50). */
export const categoryIdsParams = z.object({
  ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
    .transform((s) => [...new Set(s.split(',').map(Number))]),
});

/** `GET admin/goods/categories/{id}/all-children`: one id (0: the whole tree). */
export const categoryIdParams = z.object({ id: categoryId });

/** §3 Category: a platform category as the category picker shows it. `category_path` is the
 * ancestors then itself, `0|3|12|`, which the goods picker filters by as a prefix. */
export const category = z.object({
  category_id: z.number().int(),
  parent_id: z.number().int(),
  name: z.string(),
  category_path: z.string(),
  /** 1 = top level … 4 (§9). */
  level: z.number().int().min(1).max(CATEGORY_MAX_LEVEL),
  /** false for a leaf: the picker's choice is complete there. */
  has_children: z.boolean(),
});
export type Category = z.infer<typeof category>;

export const categoryList = z.array(category);

// The subtree as nested `children`, spelled out level by level (the tree is at most four deep), so
// the schema stays a plain JSON Schema without recursion.
const level4 = category.extend({ children: z.array(category) });
const level3 = category.extend({ children: z.array(level4) });
const level2 = category.extend({ children: z.array(level3) });
/** A category with everything under it, `children` at every level ([] under a leaf). */
export const categoryTreeNode = category.extend({ children: z.array(level2) });
export type CategoryTreeNode = Category & { children: CategoryTreeNode[] };

/** `all-children`: the subtree under the id (its children with theirs, not the id itself). */
export const categoryTree = z.array(categoryTreeNode);
