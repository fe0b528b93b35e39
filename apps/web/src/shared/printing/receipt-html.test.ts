import type { PrintData } from '@rxdesk/contract/orders/orders';
import { describe, expect, it } from 'vitest';
import { receiptHtml } from './receipt-html.ts';

const data: PrintData = {
  print_name: 'XP-80',
  print_num: 1,
  order_serial_number: 17,
  site_name: '演示大药房',
  sn: 'SN20250101',
  goods_num: 3,
  consignee: '张三',
  phone: '13812345678',
  address: '上海市 浦东新区 张江路 88 号',
  remark: '放门卫室 <b>',
  order_price: 61.5,
  shipping_price: 5,
  discount_price: 2.5,
  discounts: [{ kind: 'FULL_DISCOUNT', promotion_id: 3, title: '满30减2.5', amount: 2.5 }],
  gifts: [
    {
      kind: 'GIFT',
      gift_id: 4,
      sku_id: null,
      promotion_id: 3,
      name: '便携药盒',
      num: 1,
      granted: true,
      returned: false,
    },
    {
      kind: 'GIFT',
      gift_id: 5,
      sku_id: null,
      promotion_id: 3,
      name: '体温计',
      num: 1,
      granted: false,
      returned: false,
    },
  ],
  create_time_text: '2025-01-01 10:00:00',
  seller_name: '演示大药房张江店',
  shop_contact_phone: '021-55550000',
  source: '小程序',
  order_sku_list: [
    {
      goods_print_name: '布洛芬缓释胶囊',
      num: 2,
      original_price: 29.5,
      subtotal: 59,
      goods_code: 'G0001',
      specifications: '0.3g*24粒',
      dosage_form: '胶囊剂',
      production_enterprise: '中美天津史克',
      storage: '密封保存',
    },
  ],
};

describe('receiptHtml', () => {
  const html = receiptHtml(data, (key) => `[${key}]`);

  it('shows every print-data field', () => {
    for (const text of [
      '演示大药房',
      '#17',
      'SN20250101',
      '2025-01-01 10:00:00',
      '张三',
      '上海市 浦东新区 张江路 88 号',
      '小程序',
      '演示大药房张江店',
      '021-55550000',
      '满30减2.5',
      '-¥2.50',
    ]) {
      expect(html, text).toContain(text);
    }
    for (const text of [
      '布洛芬缓释胶囊',
      '0.3g*24粒',
      '胶囊剂',
      '中美天津史克',
      '密封保存',
      'G0001',
      '×2',
      '¥29.50',
      '¥59.00',
    ])
      expect(html, text).toContain(text);
    for (const text of ['¥61.50', '¥5.00', '¥2.50', '[goodsNum]：</b>3']) expect(html, text).toContain(text);
  });

  it('prints the gifts the buyer receives, not those out of stock', () => {
    expect(html).toContain('[gift]：</b>便携药盒 ×1');
    expect(html).not.toContain('体温计');
  });

  it('masks the phone and escapes what the buyer typed', () => {
    expect(html).toContain('138****5678');
    expect(html).not.toContain('13812345678');
    expect(html).toContain('放门卫室 &lt;b&gt;');
  });
});
