import type { DeliveryOrderInput } from '../platform/adapters/delivery/delivery-partner.ts';

/** One same-city delivery as the order service hands it to a partner adapter: the partners'
 * tests send the same order, so what each puts on the wire is checked against the same facts. */
export function deliveryOrderInput(sn: string): DeliveryOrderInput {
  return {
    sn,
    shop: {
      name: '康宁大药房',
      phone: '010-88886666',
      address: '北京市朝阳区望京街1号',
      lat: 39.99,
      lng: 116.48,
    },
    receiver: {
      name: '李四',
      phone: '13911112222',
      address: '北京市朝阳区阜通东大街6号',
      lat: 39.996794,
      lng: 116.480881,
    },
    goods: [
      { name: '布洛芬缓释胶囊', num: 2, price_fen: 1590 },
      { name: '医用口罩', num: 1, price_fen: 400 },
    ],
    total_fen: 3580,
    weight_g: 450,
    remark: '请尽快送达',
    created_at: 1_716_170_000,
  };
}
