import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@rxdesk/contract/common/locale';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { categories, createGoods, expectRefused, nextCode, rxForm } from '../../testing/catalogue.ts';

type Form = ReturnType<typeof rxForm>;
type Sku = Record<string, unknown>;
const spec = (value: string, name = '规格') => ({ name, value });
const sku = (over: Sku = {}): Sku => ({ sku_code: nextCode('S'), price: '10.00', ...over });
const batch = (over: Record<string, unknown> = {}) => ({
  batch_no: 'B20260101',
  production_date: '2026-01-01',
  expiry_date: '2099-12-31',
  quantity: 10,
  ...over,
});

/** The SKU matrix and opening-batch rules of the goods form, one row each (see catalogue-rules). */
describe('goods form rules: SKUs and batches (POST /api/seller/goods)', () => {
  let t: TestApp;
  let admin: string;
  let leaf: number;
  let takenSku = '';
  beforeAll(async () => {
    ({ t, admin } = await startAsAdmin());
    ({ leaf } = await categories(t));
    takenSku = (await createGoods(t, admin, leaf)).skus[0]!.sku_code;
  });
  afterAll(() => t.close());

  const cases: [string, (f: Form) => Record<string, unknown>, string, string][] = [
    ['no SKU', (f) => ({ ...f, skus: [] }), 'skus', 'rule.goods.skuCount'],
    [
      '201 SKUs',
      (f) => ({ ...f, skus: Array.from({ length: 201 }, (_, i) => sku({ spec_values: [spec(String(i))] })) }),
      'skus',
      'rule.goods.skuCount',
    ],
    ['every SKU disabled', (f) => ({ ...f, skus: [sku({ enabled: 0 })] }), 'skus', 'rule.goods.skuEnabled'],
    [
      'SKU code twice',
      (f) => ({
        ...f,
        skus: [
          sku({ sku_code: 'DUP1', spec_values: [spec('a')] }),
          sku({ sku_code: 'DUP1', spec_values: [spec('b')] }),
        ],
      }),
      'skus.1.sku_code',
      'rule.goods.skuCodeDuplicate',
    ],
    [
      'bad SKU code',
      (f) => ({ ...f, skus: [sku({ sku_code: '编号' })] }),
      'skus.0.sku_code',
      'rule.goods.skuCode',
    ],
    [
      'two SKUs without specs',
      (f) => ({ ...f, skus: [sku(), sku()] }),
      'skus.0.spec_values',
      'rule.goods.specRequired',
    ],
    [
      'different spec names',
      (f) => ({ ...f, skus: [sku({ spec_values: [spec('a')] }), sku({ spec_values: [spec('b', '颜色')] })] }),
      'skus.1.spec_values',
      'rule.goods.specNames',
    ],
    [
      'four spec names',
      (f) => ({ ...f, skus: [sku({ spec_values: ['a', 'b', 'c', 'd'].map((n) => spec('1', n)) })] }),
      'skus.0.spec_values',
      'rule.goods.specNames',
    ],
    [
      'the same specs twice',
      (f) => ({ ...f, skus: [sku({ spec_values: [spec('a')] }), sku({ spec_values: [spec('a')] })] }),
      'skus.1.spec_values',
      'rule.goods.specDuplicate',
    ],
    [
      'SKU code of another item',
      (f) => ({ ...f, skus: [sku({ sku_code: takenSku })] }),
      'skus.0.sku_code',
      'error.goods.skuCodeTaken',
    ],
    [
      'warning quantity below 0',
      (f) => ({ ...f, skus: [sku({ warning_quantity: -1 })] }),
      'skus.0.warning_quantity',
      'rule.goods.warningQuantity',
    ],
    [
      'expiry before production',
      (f) => ({ ...f, skus: [sku({ batches: [batch({ expiry_date: '2025-01-01' })] })] }),
      'skus.0.batches.0.expiry_date',
      'rule.goods.expiryOrder',
    ],
    [
      'not a date',
      (f) => ({ ...f, skus: [sku({ batches: [batch({ production_date: '2026-13-01' })] })] }),
      'skus.0.batches.0.production_date',
      'rule.goods.date',
    ],
    [
      'quantity 0',
      (f) => ({ ...f, skus: [sku({ batches: [batch({ quantity: 0 })] })] }),
      'skus.0.batches.0.quantity',
      'rule.goods.quantity',
    ],
    [
      'batch number twice',
      (f) => ({ ...f, skus: [sku({ batches: [batch(), batch()] })] }),
      'skus.0.batches.1.batch_no',
      'rule.goods.batchDuplicate',
    ],
    [
      'expired batch',
      (f) => ({
        ...f,
        skus: [sku({ batches: [batch({ production_date: '2020-01-01', expiry_date: '2021-01-01' })] })],
      }),
      'skus.0.batches.0.expiry_date',
      'error.goods.batchExpired',
    ],
  ];

  it.each(cases.map(([name, change, field, key]) => ({ name, change, field, key })))(
    '$name → 400 $field $key',
    ({ change, field, key }) =>
      expectRefused(
        t,
        admin,
        change(rxForm(leaf)),
        field,
        translateMessage('en', key).split('{')[0]!,
        expect,
      ),
  );
});
