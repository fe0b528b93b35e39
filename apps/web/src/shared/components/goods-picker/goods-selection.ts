import type { GoodsSku } from '@rxdesk/contract/goods/goods';
import { changePicked, type PickerSelectionChange } from '../picker-kit/picker-selection.ts';

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

/** Ticks or unticks rows of the page on screen (picker-selection.ts), keeping §3 goods items. */
export function changeSelection(
  selected: readonly PickedGoods[],
  rows: readonly GoodsSku[],
  checked: boolean,
  limit: number,
): PickerSelectionChange<PickedGoods> {
  const key = (item: { goods_id: number }) => item.goods_id;
  return changePicked(selected, rows, checked, limit, { ofRow: key, ofPicked: key }, toPickedGoods);
}
