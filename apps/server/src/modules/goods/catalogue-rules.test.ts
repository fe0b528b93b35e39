import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@rxdesk/contract/common/locale';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { call, categories, expectRefused, nextCode, rxForm } from '../../testing/catalogue.ts';

type Form = ReturnType<typeof rxForm>;
type Sku = Record<string, unknown>;
const sku = (over: Sku = {}): Sku => ({ sku_code: nextCode('S'), price: '10.00', ...over });
const OTC_INSERT = {
  indications: '感冒',
  usage: '口服',
  adverse: '尚不明确',
  contraindications: '尚不明确',
  cautions: '尚不明确',
};

/** Every rule of the goods form, one row each: the change to a valid form, the field the answer
 * names, and the message key it says (in English here). */
describe('goods form rules (POST /api/seller/goods)', () => {
  let t: TestApp;
  let admin: string;
  let leaf: number;
  let parent: number;
  beforeAll(async () => {
    ({ t, admin } = await startAsAdmin());
    ({ leaf, parent } = await categories(t));
  });
  afterAll(() => t.close());

  const cases: [string, (f: Form) => Record<string, unknown>, string, string][] = [
    ['name shorter than 3', (f) => ({ ...f, goods_name: 'ab' }), 'goods_name', 'rule.goods.name'],
    ['name longer than 60', (f) => ({ ...f, goods_name: '药'.repeat(61) }), 'goods_name', 'rule.goods.name'],
    ['code with a space', (f) => ({ ...f, goods_code: 'A B' }), 'goods_code', 'rule.goods.code'],
    [
      'code of another item',
      (f) => ({ ...f, goods_code: 'OTC01001' }),
      'goods_code',
      'error.goods.codeTaken',
    ],
    [
      'unknown category',
      (f) => ({ ...f, category_id: 999999 }),
      'category_id',
      'error.goods.categoryUnknown',
    ],
    [
      'category with children',
      (f) => ({ ...f, category_id: parent }),
      'category_id',
      'error.goods.categoryNotLeaf',
    ],
    ['unknown shop group', (f) => ({ ...f, group_id: 999999 }), 'group_id', 'error.goods.groupUnknown'],
    [
      'unknown supplier',
      (f) => ({ ...f, supplier_id: 999999, supply_price: '5' }),
      'supplier_id',
      'error.goods.supplierUnknown',
    ],
    [
      'price above the limit',
      (f) => ({ ...f, market_price: '100000000.00' }),
      'market_price',
      'rule.goods.priceMax',
    ],
    ['three decimals', (f) => ({ ...f, cost_price: '1.234' }), 'cost_price', 'rule.money'],
    [
      'sale price 0',
      (f) => ({ ...f, skus: [sku({ price: '0' })] }),
      'skus.0.price',
      'rule.goods.pricePositive',
    ],
    ['no image', (f) => ({ ...f, images: [] }), 'images', 'rule.goods.imagesRequired'],
    [
      '11 images',
      (f) => ({ ...f, images: Array.from({ length: 11 }, (_, i) => `/api/files/${i}.png`) }),
      'images',
      'rule.fileLimit',
    ],
    [
      'image not on this site',
      (f) => ({ ...f, images: ['http://x.example/a.png'] }),
      'images.0',
      'rule.linkValue',
    ],
    [
      'description over 100 KB',
      (f) => ({ ...f, intro_pc: `<p>${'a'.repeat(102_400)}</p>` }),
      'intro_pc',
      'rule.goods.richTextTooLarge',
    ],
    ['empty unit', (f) => ({ ...f, unit: '' }), 'unit', 'rule.required'],
    ['negative weight', (f) => ({ ...f, weight: -1 }), 'weight', 'rule.goods.weight'],
    [
      'drug with a health-food number',
      (f) => ({ ...f, approval_number: '国食健字G20041085' }),
      'approval_number',
      'rule.goods.approvalDrug',
    ],
    [
      'drug number with 7 digits',
      (f) => ({ ...f, approval_number: '国药准字H2000326' }),
      'approval_number',
      'rule.goods.approvalDrug',
    ],
    [
      'health food with a drug number',
      (f) => ({ ...f, drug_type: 'HEALTH', package_insert: {} }),
      'approval_number',
      'rule.goods.approvalHealth',
    ],
    [
      'device with a drug number',
      (f) => ({ ...f, drug_type: 'DEVICE', package_insert: {} }),
      'approval_number',
      'rule.goods.approvalDevice',
    ],
    ['drug without dosage form', (f) => ({ ...f, dosage_form: '' }), 'dosage_form', 'rule.required'],
    [
      'drug without validity period',
      (f) => ({ ...f, validity_period: '' }),
      'validity_period',
      'rule.required',
    ],
    [
      'health food without storage',
      (f) => ({
        ...f,
        drug_type: 'HEALTH',
        approval_number: '国食健字G20041085',
        storage: '',
        package_insert: {},
      }),
      'storage',
      'rule.required',
    ],
    [
      'device without maker',
      (f) => ({
        ...f,
        drug_type: 'DEVICE',
        approval_number: '国械注准20173400123',
        manufacturer: '',
        package_insert: {},
      }),
      'manufacturer',
      'rule.required',
    ],
    [
      'prescription flag against the kind',
      (f) => ({ ...f, is_prescription: 0 }),
      'is_prescription',
      'rule.goods.prescriptionFollows',
    ],
    [
      'controlled class on an OTC',
      (f) => ({ ...f, drug_type: 'OTC_A', regulatory_class: 'NARCOTIC' }),
      'regulatory_class',
      'rule.goods.classNeedsRx',
    ],
    [
      'insured without a code',
      (f) => ({ ...f, insurance_flag: 1, insurance_code: '' }),
      'insurance_code',
      'rule.goods.insuranceCode',
    ],
    [
      'drop-ship without supply price',
      (f) => ({ ...f, supplier_id: 1 }),
      'supply_price',
      'rule.goods.supplyPrice',
    ],
    [
      'RX insert without interactions',
      (f) => ({ ...f, package_insert: { ...f.package_insert, interactions: '' } }),
      'package_insert.interactions',
      'rule.required',
    ],
    [
      'OTC insert without cautions',
      (f) => ({ ...f, drug_type: 'OTC_B', package_insert: { ...OTC_INSERT, cautions: '' } }),
      'package_insert.cautions',
      'rule.required',
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

  it.each<[string, (f: Form) => Record<string, unknown>]>([
    ['an OTC without interactions', (f) => ({ ...f, drug_type: 'OTC_B', package_insert: OTC_INSERT })],
    [
      'a health food with a filing number',
      (f) => ({
        ...f,
        drug_type: 'HEALTH',
        approval_number: '食健备G201832000123',
        dosage_form: '',
        package_insert: {},
      }),
    ],
    [
      'a device with only its registration, specs and maker',
      (f) => ({
        ...f,
        drug_type: 'DEVICE',
        approval_number: '苏械注准20172200235',
        common_name: '',
        dosage_form: '',
        storage: '',
        validity_period: '',
        package_insert: {},
      }),
    ],
    ['a prescription drug of a barred class', (f) => ({ ...f, regulatory_class: 'PSYCHOTROPIC' })],
  ])('accepts %s', async (_, change) => {
    const r = await call(t, admin, 'POST', '/seller/goods', change(rxForm(leaf)));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  });
});
