import { describe, expect, it } from 'vitest';
import { goodsSkuQuery } from '@rxdesk/contract/goods/goods';
import { serializeParams, type Params } from '../../http/serialize.ts';
import { goodsPickerQuery } from './goods-query.ts';

describe('goods picker query', () => {
  it('always asks for goods on sale and approved, ten a page', () => {
    expect(goodsPickerQuery({}, 1)).toEqual({
      page_no: 1,
      page_size: 10,
      market_enable: 1,
      is_auth: 1,
      keyword: undefined,
      category_path: undefined,
      goods_ids: undefined,
      goods_codes: undefined,
    });
    expect(goodsPickerQuery({ keyword: '感冒' }, 3)).toMatchObject({
      page_no: 3,
      market_enable: 1,
      is_auth: 1,
    });
  });

  it('trims the keyword and leaves blank filters out', () => {
    const query = goodsPickerQuery({ keyword: '  布洛芬 ', category_path: '', codes: ' ，\n' }, 1);
    expect(query.keyword).toBe('布洛芬');
    expect(query.category_path).toBeUndefined();
    expect(query.goods_codes).toBeUndefined();
    expect(goodsPickerQuery({ keyword: '   ' }, 1).keyword).toBeUndefined();
  });

  it('turns pasted codes into a clean list', () => {
    const query = goodsPickerQuery({ codes: 'A1 B2\nC3，A1,D4\t' }, 1);
    expect(query.goods_codes).toEqual(['A1', 'B2', 'C3', 'D4']);
  });

  it('passes the category path on as the prefix filter', () => {
    expect(goodsPickerQuery({ category_path: '0|3|12|' }, 1).category_path).toBe('0|3|12|');
  });

  it('is a query the server accepts', () => {
    const query = goodsPickerQuery({ keyword: 'a', category_path: '0|3|', codes: 'X1,X2' }, 2);
    expect(goodsSkuQuery.parse(query)).toMatchObject(query);
  });

  it('sends the codes as repeated keys, the way the server reads a list', () => {
    const query = goodsPickerQuery({ codes: 'A1，B 2' }, 1);
    expect(serializeParams(query as unknown as Params)).toBe(
      'page_no=1&page_size=10&market_enable=1&is_auth=1&goods_codes=A1&goods_codes=B&goods_codes=2',
    );
  });
});
