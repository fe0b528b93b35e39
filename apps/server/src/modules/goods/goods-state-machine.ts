import type { GoodsAction, GoodsStatus } from '@rxdesk/contract/goods/catalogue';
import {
  BARRED_REGULATORY_CLASSES,
  REGULATORY_CLASS_LABELS,
  type RegulatoryClass,
} from '@rxdesk/contract/drug-control/drug-control';
import { defineMachine, type Check, type RulesTable } from '../../platform/state/state-machine.ts';

/** The goods item state machine (README "State machines"), a rules table of the state kernel.
 * There is no status column: the state is read from market_enable × is_auth × recycled_at
 * (goodsStatus), and the repository's conditional update compares those columns.
 *
 * The GSP first-sale review is taken by a reviewer (the goods-review permission) who is not the
 * item's submitter — the founder included: the actor kinds say which the caller is for this
 * item. An item of a class barred from online sale may be catalogued and reviewed, never sold. */
export type GoodsActor = 'SELLER' | 'REVIEWER' | 'SUBMITTER';

export interface GoodsFacts {
  status: GoodsStatus;
  name: string;
  is_auth: number;
  regulatory_class: string;
  /** Enabled SKUs: nothing to sell without one. */
  enabled_skus: number;
  /** An order line, drop-ship line or prescription names it: it can never be deleted. */
  referenced: boolean;
  /** Marked as a restricted goods item (drug control holds a reference to it). */
  restricted: boolean;
  /** Stock was received for it: its batches and ledger are records GSP keeps. */
  stocked: boolean;
  /** The edit being decided changes a regulated field (REGULATED_FIELDS). */
  regulated_change: boolean;
}

/** The state of a goods row. Recycled wins; then the review; then the shelf. */
export function goodsStatus(g: {
  market_enable: number;
  is_auth: number;
  recycled_at: number | null;
}): GoodsStatus {
  if (g.recycled_at !== null) return 'RECYCLED';
  if (g.is_auth === 0) return 'AWAITING_REVIEW';
  if (g.is_auth === 2) return 'REJECTED';
  return g.market_enable === 1 ? 'ON_SALE' : 'OFF_SHELF';
}

const isBarred = (c: string) => BARRED_REGULATORY_CLASSES.includes(c as RegulatoryClass);

const notBarred: Check<GoodsFacts> = {
  refused: 'error.goods.barred',
  ok: (f) => !isBarred(f.regulatory_class),
  params: (f) => ({
    name: f.name,
    category: REGULATORY_CLASS_LABELS[f.regulatory_class as RegulatoryClass]?.zh ?? f.regulatory_class,
  }),
};
const hasEnabledSku: Check<GoodsFacts> = {
  refused: 'error.goods.noEnabledSku',
  ok: (f) => f.enabled_skus > 0,
  params: (f) => ({ name: f.name }),
};
const notReferenced: Check<GoodsFacts> = {
  refused: 'error.goods.referenced',
  ok: (f) => !f.referenced,
  params: (f) => ({ name: f.name }),
};
const notRestricted: Check<GoodsFacts> = {
  refused: 'error.goods.restricted',
  ok: (f) => !f.restricted,
  params: (f) => ({ name: f.name }),
};

const noStockHistory: Check<GoodsFacts> = {
  refused: 'error.goods.stocked',
  ok: (f) => !f.stocked,
  params: (f) => ({ name: f.name }),
};

/** An edit goes back to review when the item was rejected (the edit is its resubmission) or an
 * approved item's regulated field changed; otherwise it keeps its state. */
function afterEdit(f: GoodsFacts): GoodsStatus {
  if (f.status === 'REJECTED') return 'AWAITING_REVIEW';
  if (f.regulated_change && (f.status === 'OFF_SHELF' || f.status === 'ON_SALE')) return 'AWAITING_REVIEW';
  return f.status;
}

/** Out of the recycle station, back to where its review left it (always off shelf). */
function afterRevert(f: GoodsFacts): GoodsStatus {
  if (f.is_auth === 1) return 'OFF_SHELF';
  return f.is_auth === 2 ? 'REJECTED' : 'AWAITING_REVIEW';
}

const LIVE: readonly GoodsStatus[] = ['AWAITING_REVIEW', 'REJECTED', 'OFF_SHELF', 'ON_SALE'];

export const GOODS_RULES: RulesTable<GoodsFacts, GoodsStatus, GoodsAction, GoodsActor> = {
  edit: [
    {
      from: LIVE,
      to: afterEdit,
      toText: 'AWAITING_REVIEW if rejected or a regulated field changed on an approved item, else (=)',
    },
  ],
  approve: [{ by: ['REVIEWER'], from: ['AWAITING_REVIEW'], to: 'OFF_SHELF' }],
  reject: [{ by: ['REVIEWER'], from: ['AWAITING_REVIEW'], to: 'REJECTED' }],
  up: [{ from: ['OFF_SHELF'], checks: [notBarred, hasEnabledSku], to: 'ON_SALE' }],
  under: [{ from: ['ON_SALE'], to: 'OFF_SHELF' }],
  recycle: [{ from: ['AWAITING_REVIEW', 'REJECTED', 'OFF_SHELF'], to: 'RECYCLED' }],
  revert: [{ from: ['RECYCLED'], to: afterRevert, toText: 'the review state it had, off shelf' }],
  delete: [{ from: ['RECYCLED'], checks: [notReferenced, notRestricted, noStockHistory], to: 'DELETED' }],
};

export const GOODS_MACHINE = defineMachine('goods', GOODS_RULES, {
  actor: 'error.goods.reviewOwn',
  notApplicable: 'error.goods.wrongStatus',
  wrongStatus: 'error.goods.wrongStatus',
});

/** The permission each action's route asks for (the rows' allowed actions follow them too). */
export const ACTION_PERMISSION: Record<GoodsAction, string> = {
  edit: 'good-publish',
  approve: 'goods-review',
  reject: 'goods-review',
  up: 'goods-list',
  under: 'goods-list',
  recycle: 'goods-list',
  revert: 'recycle-station',
  delete: 'recycle-station',
};
