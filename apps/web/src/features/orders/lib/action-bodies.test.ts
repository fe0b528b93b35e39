import { describe, expect, it } from 'vitest';
import { addressRequest, normalizeBatchNumbers, priceRequest, setoutRequest } from './action-bodies.ts';

describe('setout body', () => {
  it('trims, de-duplicates and drops empty batch numbers', () => {
    expect(normalizeBatchNumbers([' A1 ', 'A1', '', '  ', 'B2'])).toEqual(['A1', 'B2']);
    expect(normalizeBatchNumbers(undefined)).toEqual([]);
  });

  it('lists every line of the order, in order, with its batch numbers', () => {
    expect(
      setoutRequest(
        { express_code: 'SF', waybill_no: ' SF123456 ', batches: { '7': ['X1'], '9': [' Y2 ', 'Y3'] } },
        [9, 7, 11],
      ),
    ).toEqual({
      express_code: 'SF',
      waybill_no: 'SF123456',
      batches: [
        { item_id: 9, batch_numbers: ['Y2', 'Y3'] },
        { item_id: 7, batch_numbers: ['X1'] },
        { item_id: 11, batch_numbers: [] },
      ],
    });
  });
});

describe('address body', () => {
  const current = {
    region_ids: '1,2,3',
    region_names: '浙江省 杭州市 西湖区',
    address: '文三路 1 号',
    lat: 30.2,
    lng: 120.1,
  };

  it('keeps region ids and coordinates while the place is unchanged', () => {
    expect(
      addressRequest(
        {
          consignee_name: ' 李四 ',
          consignee_mobile: '13912345678',
          region_names: '浙江省 杭州市 西湖区',
          address: '文三路 1 号',
        },
        current,
      ),
    ).toEqual({
      consignee_name: '李四',
      consignee_mobile: '13912345678',
      region_ids: '1,2,3',
      region_names: '浙江省 杭州市 西湖区',
      address: '文三路 1 号',
      lat: 30.2,
      lng: 120.1,
    });
  });

  it('clears coordinates when the street changes, and region ids too when the region changes', () => {
    expect(
      addressRequest(
        {
          consignee_name: 'a',
          consignee_mobile: 'b',
          region_names: current.region_names,
          address: '天目山路 2 号',
        },
        current,
      ),
    ).toMatchObject({ region_ids: '1,2,3', lat: 0, lng: 0 });
    expect(
      addressRequest(
        {
          consignee_name: 'a',
          consignee_mobile: 'b',
          region_names: '上海市 浦东新区',
          address: current.address,
        },
        current,
      ),
    ).toMatchObject({ region_ids: '', lat: 0, lng: 0 });
  });
});

describe('price body', () => {
  it('sends the amount as typed, trimmed (the money rule validated it)', () => {
    expect(priceRequest(' 12.50 ')).toEqual({ order_price: '12.50' });
  });
});
