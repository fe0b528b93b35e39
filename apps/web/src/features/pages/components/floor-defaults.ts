import type { Floor, FloorType } from '@rxdesk/contract/pages/mobile-home';
import type { ResolvedGoods } from '@rxdesk/contract/pages/page-link';

/** A new floor of a type, empty where the seller must choose (saving says what is missing). */
export function newFloor(type: FloorType): Floor {
  switch (type) {
    case 'GOODS':
      return { type, title: '', goods_ids: [] };
    case 'BANNER':
      return { type, slides: [] };
    case 'COUPONS':
      return { type, title: '', coupon_ids: [] };
    case 'HOT_ZONE':
      return { type, image: '', zones: [] };
  }
}

/** Moves the floor at `i` by `by` places (the list stays the same length). */
export function moveFloor(floors: readonly Floor[], i: number, by: -1 | 1): Floor[] {
  const j = i + by;
  if (j < 0 || j >= floors.length) return [...floors];
  const next = [...floors];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** Goods the editor knows by id: what the server resolved plus what the picker handed back. */
export type GoodsNames = Map<number, ResolvedGoods>;
