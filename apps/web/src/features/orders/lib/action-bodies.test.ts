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
    region_ids: '33,3301,330106,330106002',
    region_names: '浙江省 杭州市 西湖区 北山街道',
    address: '文三路 1 号',
    lat: 30.2,
    lng: 120.1,
  };

  it('sends the picked region as its id path, never names, and keeps coordinates while the place is unchanged', () => {
    expect(
      addressRequest(
        {
          consignee_name: ' 李四 ',
          consignee_mobile: '13912345678',
          region_ids: [33, 3301, 330106, 330106002],
          address: '文三路 1 号',
        },
        current,
      ),
    ).toEqual({
      consignee_name: '李四',
      consignee_mobile: '13912345678',
      region_ids: '33,3301,330106,330106002',
      address: '文三路 1 号',
      lat: 30.2,
      lng: 120.1,
    });
  });

  it('clears coordinates when the street or the region changes', () => {
    expect(
      addressRequest(
        {
          consignee_name: 'a',
          consignee_mobile: 'b',
          region_ids: [33, 3301, 330106, 330106002],
          address: '天目山路 2 号',
        },
        current,
      ),
    ).toMatchObject({ region_ids: '33,3301,330106,330106002', lat: 0, lng: 0 });
    expect(
      addressRequest(
        {
          consignee_name: 'a',
          consignee_mobile: 'b',
          region_ids: [31, 3101, 310115, 310115004],
          address: current.address,
        },
        current,
      ),
    ).toMatchObject({ region_ids: '31,3101,310115,310115004', lat: 0, lng: 0 });
  });

  it('sends an empty path when nothing is picked, for the server to refuse', () => {
    expect(
      addressRequest({ consignee_name: 'a', consignee_mobile: 'b', address: 'c' }, current),
    ).toMatchObject({ region_ids: '' });
  });
});

describe('price body', () => {
  it('sends the amount as typed, trimmed (the money rule validated it)', () => {
    expect(priceRequest(' 12.50 ')).toEqual({ order_price: '12.50' });
  });
});
