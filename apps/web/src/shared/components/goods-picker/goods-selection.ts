import type { GoodsSku } from '@rxdesk/contract/goods/goods';
import { exceedsLimit } from '@rxdesk/contract/rules/picker-rules';

/** §3 goods item in a picker: what confirming the goods picker hands back (price in yuan). */
export interface PickedGoods {
  goods_id: number;
  goods_name: string;
  specs_name: string;
  thumbnail: string;
  price: number;
  goods_code: string;
}

export function toPickedGoods(sku: GoodsSku): PickedGoods {
  const { goods_id, goods_name, specs_name, thumbnail, price, goods_code } = sku;
  return { goods_id, goods_name, specs_name, thumbnail, price, goods_code };
}

export type SelectionChange = { ok: true; selected: PickedGoods[] } | { ok: false; limit: number };

/**
 * Ticks or unticks rows of the page on screen; what was chosen on other pages stays (the list
 * is kept in choice order). Ticking past the limit (0: none) changes nothing and says so, so the
 * caller can show §5's message.
 */
export function changeSelection(
  selected: readonly PickedGoods[],
  rows: readonly GoodsSku[],
  checked: boolean,
  limit: number,
): SelectionChange {
  const ids = new Set(rows.map((row) => row.goods_id));
  if (!checked) return { ok: true, selected: selected.filter((goods) => !ids.has(goods.goods_id)) };
  const have = new Set(selected.map((goods) => goods.goods_id));
  const added = rows.filter((row) => !have.has(row.goods_id)).map(toPickedGoods);
  const next = [...selected, ...added];
  return exceedsLimit(next.length, limit) ? { ok: false, limit } : { ok: true, selected: next };
}
