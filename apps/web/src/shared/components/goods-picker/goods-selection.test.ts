import { describe, expect, it } from 'vitest';
import type { GoodsSku } from '@rxdesk/contract/goods/goods';
import { changeSelection, toPickedGoods, type PickedGoods } from './goods-selection.ts';

const sku = (goods_id: number): GoodsSku => ({
  goods_id,
  goods_name: `药品${goods_id}`,
  common_name: '通用名',
  specs_name: '10片/盒',
  thumbnail: `/files/${goods_id}.thumb.webp`,
  price: 12.5,
  goods_code: `G${goods_id}`,
  dosage_form: '片剂',
  manufacturer: '厂家',
  storage: '阴凉',
  drug_type: 'OTC',
  is_prescription: 0,
  stock: 5,
  unit: '盒',
  category_path: '0|1|',
});
const ids = (list: readonly PickedGoods[]) => list.map((g) => g.goods_id);

describe('picked goods', () => {
  it('carries exactly the §3 fields', () => {
    expect(toPickedGoods(sku(7))).toEqual({
      goods_id: 7,
      goods_name: '药品7',
      specs_name: '10片/盒',
      thumbnail: '/files/7.thumb.webp',
      price: 12.5,
      goods_code: 'G7',
    });
  });
});

describe('changing the selection', () => {
  const page1 = [sku(1), sku(2), sku(3)];
  const page2 = [sku(4), sku(5)];

  it('keeps what was chosen on other pages', () => {
    const first = changeSelection([], [sku(1), sku(3)], true, 0);
    if (!first.ok) throw new Error('refused');
    const second = changeSelection(first.selected, page2, true, 0);
    if (!second.ok) throw new Error('refused');
    expect(ids(second.selected)).toEqual([1, 3, 4, 5]);
    const third = changeSelection(second.selected, page1, false, 0);
    expect(third.ok && ids(third.selected)).toEqual([4, 5]);
  });

  it('does not add a row twice', () => {
    const once = changeSelection([toPickedGoods(sku(2))], page1, true, 0);
    expect(once.ok && ids(once.selected)).toEqual([2, 1, 3]);
  });

  it('limit 0 is unlimited', () => {
    const many = Array.from({ length: 200 }, (_, i) => sku(i + 1));
    const result = changeSelection([], many, true, 0);
    expect(result.ok && result.selected.length).toBe(200);
  });

  it('refuses to go past the limit and changes nothing', () => {
    const two = [toPickedGoods(sku(4)), toPickedGoods(sku(5))];
    expect(changeSelection(two, [sku(1)], true, 2)).toEqual({ ok: false, limit: 2 });
    expect(changeSelection(two.slice(0, 1), page1, true, 3)).toEqual({ ok: false, limit: 3 });
    const upTo = changeSelection(two.slice(0, 1), [sku(1), sku(2)], true, 3);
    expect(upTo.ok && ids(upTo.selected)).toEqual([4, 1, 2]);
  });

  it('unticking is always allowed, even over a limit', () => {
    const three = [sku(1), sku(2), sku(3)].map(toPickedGoods);
    const result = changeSelection(three, [sku(2)], false, 1);
    expect(result.ok && ids(result.selected)).toEqual([1, 3]);
  });
});
