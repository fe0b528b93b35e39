import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../common/api-messages.ts';
import { isApprovalNumber, type DrugType } from './approval-number.ts';
import { goodsListQuery, skuMatrixBody } from './catalogue.ts';
import { goodsCreateBody, goodsEditBody } from './goods-form.ts';
import { GOODS_MESSAGES } from './goods-messages.ts';
import { GOODS_FORM_EXAMPLE } from './goods-form-example.ts';

const VALID_RX = {
  goods_name: '阿莫西林胶囊 0.25g*24粒',
  goods_code: 'RXT0001',
  category_id: 1,
  unit: '盒',
  images: ['/api/files/a.png'],
  common_name: '阿莫西林胶囊',
  approval_number: '国药准字H20003263',
  dosage_form: '胶囊剂',
  specs: '0.25g*24粒',
  manufacturer: '石药集团中诺药业（石家庄）有限公司',
  storage: '遮光，密封保存',
  validity_period: '24个月',
  drug_type: 'RX',
  package_insert: {
    indications: '敏感菌所致感染',
    usage: '口服，一次0.5g，每6-8小时1次',
    adverse: '恶心、呕吐、腹泻',
    contraindications: '青霉素过敏者禁用',
    cautions: '用前须做皮试',
    interactions: '尚不明确',
  },
  skus: [{ sku_code: 'RXT0001', price: '12.50' }],
};

const firstMessage = (r: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => (r.success ? null : `${r.error!.issues[0]!.path.join('.')} ${r.error!.issues[0]!.message}`);

describe('goods contract', () => {
  it.each<[DrugType, string, boolean]>([
    ['RX', '国药准字H20003263', true],
    ['OTC_A', '国药准字Z44021940', true],
    ['RX', '国药准字HJ20200012', true],
    ['RX', '国药准字HC20150012', true],
    ['RX', 'H20140123', true],
    ['RX', '国药准字Ｈ20003263', false],
    ['RX', '国药准字H2000326', false],
    ['RX', '国食健字G20041085', false],
    ['HEALTH', '国食健字G20041085', true],
    ['HEALTH', '国食健注G20190123', true],
    ['HEALTH', '卫食健字(2002)第0123号', true],
    ['HEALTH', '食健备G201832000123', true],
    ['HEALTH', '国药准字H20003263', false],
    ['DEVICE', '国械注准20173400123', true],
    ['DEVICE', '浙械注准20162400123', true],
    ['DEVICE', '鄂咸械备20150012号', true],
    ['DEVICE', '械注准20173400123', false],
  ])('%s %s → %s', (type, value, ok) => expect(isApprovalNumber(type, value)).toBe(ok));

  it('the documented example passes the create, edit and SKU schemas', () => {
    expect(firstMessage(goodsCreateBody.safeParse(GOODS_FORM_EXAMPLE))).toBeNull();
    expect(firstMessage(goodsEditBody.safeParse(GOODS_FORM_EXAMPLE))).toBeNull();
    expect(firstMessage(skuMatrixBody.safeParse({ skus: GOODS_FORM_EXAMPLE.skus }))).toBeNull();
  });

  it('a complete prescription drug passes; edits refuse opening batches', () => {
    expect(firstMessage(goodsCreateBody.safeParse(VALID_RX))).toBeNull();
    const withBatch = {
      ...VALID_RX,
      skus: [
        {
          ...VALID_RX.skus[0],
          batches: [
            { batch_no: 'B1', production_date: '2026-01-01', expiry_date: '2028-01-01', quantity: 5 },
          ],
        },
      ],
    };
    expect(firstMessage(goodsCreateBody.safeParse(withBatch))).toBeNull();
    expect(firstMessage(goodsEditBody.safeParse(withBatch))).toBe('skus.0.batches rule.goods.batchesOnEdit');
  });

  it('rules report their keys, and every key has both languages', () => {
    expect(firstMessage(goodsCreateBody.safeParse({ ...VALID_RX, approval_number: 'X1' }))).toBe(
      'approval_number rule.goods.approvalDrug',
    );
    expect(
      firstMessage(
        skuMatrixBody.safeParse({
          skus: [
            { sku_code: 'A', price: 1, spec_values: [{ name: '规格', value: '12粒' }] },
            { sku_code: 'A', price: 2, spec_values: [{ name: '规格', value: '24粒' }] },
          ],
        }),
      ),
    ).toBe('skus.1.sku_code rule.goods.skuCodeDuplicate');
    expect(firstMessage(goodsListQuery.safeParse({ min_price: '10', max_price: '5' }))).toBe(
      'max_price rule.priceRangeLast',
    );
    for (const key of Object.keys(GOODS_MESSAGES.zh))
      expect(API_MESSAGES.en[key as keyof typeof API_MESSAGES.en]).toBeTruthy();
  });
});
