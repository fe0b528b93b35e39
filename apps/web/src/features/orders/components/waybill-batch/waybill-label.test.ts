import { describe, expect, it } from 'vitest';
import { waybillLabelHtml } from './waybill-label.ts';

const words = { receiver: '收', sender: '寄', goods: '物品', order: '订单', remark: '备注' };

describe('waybillLabelHtml', () => {
  it('prints the number, masked receiver phone, sender and goods on a 100 × 180 mm page, escaped', () => {
    const html = waybillLabelHtml(
      {
        order_sn: 'SN001',
        express_code: 'ZTO',
        waybill_no: '75000000001',
        task_id: 'T1',
        create_time: 0,
        label: {
          express_name: '中通快递',
          receiver: { name: '<b>李</b>', mobile: '13912345678', address: '上海市张江路 88 号' },
          sender: { name: '演示大药房', mobile: '021-1', address: '上海市徐汇区' },
          goods: '布洛芬×1',
          count: 1,
          remark: '',
          pay_type: 'MONTHLY',
          label_url: '',
        },
      },
      words,
    );
    expect(html).toContain('width:100mm;height:180mm');
    expect(html).toContain('75000000001');
    expect(html).toContain('139****5678');
    expect(html).not.toContain('13912345678');
    expect(html).toContain('&lt;b&gt;李&lt;/b&gt;');
    expect(html).toContain('演示大药房');
    expect(html).toContain('布洛芬×1');
  });
});
