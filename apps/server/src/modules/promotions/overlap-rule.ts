/** The overlap rules of issue 22 as one pure function: may a SKU be in an activity of kind `a`
 * and one of kind `b` whose windows overlap? Both the promotion kinds' creation checks and their
 * tests read it, so the rule is written once. */

export const PROMOTION_KINDS = [
  'FULL_DISCOUNT',
  'MINUS',
  'HALF_PRICE',
  'GIFT',
  'GROUPBUY',
  'SECKILL',
  'ASSEMBLE',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** Kinds that set a line's own price: an order line takes at most one of them. */
const GOODS_LEVEL: ReadonlySet<PromotionKind> = new Set([
  'MINUS',
  'HALF_PRICE',
  'GROUPBUY',
  'SECKILL',
  'ASSEMBLE',
]);
/** Kinds whose SKUs are in no other goods-level activity in the same window. */
const EXCLUSIVE: ReadonlySet<PromotionKind> = new Set(['GROUPBUY', 'SECKILL', 'ASSEMBLE']);

export function isGoodsLevel(kind: PromotionKind): boolean {
  return GOODS_LEVEL.has(kind);
}

/** True when the two may not share a SKU in overlapping windows. */
export function kindsConflict(a: PromotionKind, b: PromotionKind): boolean {
  if (a === b) return true;
  return isGoodsLevel(a) && isGoodsLevel(b) && (EXCLUSIVE.has(a) || EXCLUSIVE.has(b));
}

/** The kinds a new activity of `kind` must not overlap on a SKU. */
export function conflictingKinds(kind: PromotionKind): PromotionKind[] {
  return PROMOTION_KINDS.filter((k) => kindsConflict(kind, k));
}

/** Half-open windows [start, end) overlap. */
export function windowsOverlap(
  a: { start: number; end: number },
  b: { start: number; end: number },
): boolean {
  return a.start < b.end && b.start < a.end;
}
