import { GOODS_ACTIONS, type GoodsAction } from '@rxdesk/contract/goods/catalogue';

/* Which buttons a goods row shows: the actions the server allows on it now (`allowed_actions`,
 * from the goods rules table), in a fixed order, those needing a permission only for its holders,
 * plus the SKU page beside edit. */

export type GoodsRowAction = GoodsAction | 'sku';

/** The permission a button needs besides the server's allowing it (the server checks it too). */
const PERMISSION: Partial<Record<GoodsRowAction, string>> = {
  edit: 'good-publish',
  sku: 'good-sku',
  approve: 'goods-review',
  reject: 'goods-review',
  revert: 'recycle-station',
  delete: 'recycle-station',
};

const ORDER: readonly GoodsRowAction[] = [
  'approve',
  'reject',
  'edit',
  'sku',
  'up',
  'under',
  'recycle',
  'revert',
  'delete',
];

/** The row's buttons, in order; unknown actions (a newer server) are left out. */
export function rowActions(
  allowed: readonly string[],
  can: (permission: string) => boolean,
): GoodsRowAction[] {
  const known = new Set(
    allowed.filter((a): a is GoodsAction => (GOODS_ACTIONS as readonly string[]).includes(a)),
  );
  const shown = new Set<GoodsRowAction>(known);
  if (known.has('edit')) shown.add('sku');
  return ORDER.filter((action) => shown.has(action) && (!PERMISSION[action] || can(PERMISSION[action])));
}

/** Actions that undo something for good or take an item off sale are red. */
export const isDangerAction = (action: GoodsRowAction): boolean =>
  action === 'reject' || action === 'delete' || action === 'recycle';

/** The batch actions of the list's toolbar, each applied to the ticked rows. */
export const BATCH_ACTIONS = ['up', 'under', 'group', 'tags', 'warning', 'recycle'] as const;
export type GoodsBatchAction = (typeof BATCH_ACTIONS)[number];
