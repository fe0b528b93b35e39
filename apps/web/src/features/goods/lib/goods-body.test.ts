import { draftPayload } from '@rxdesk/contract/goods/goods-drafts';
import { describe, expect, it } from 'vitest';
import { draftPayloadOf, goodsBodyOf, valuesOf } from './goods-body.ts';
import { pickedFromUrl, type GoodsFormValues } from './goods-values.ts';
import { matrixFromSkus } from './matrix-skus.ts';
import { fillColumn, updateRow, type SkuMatrix } from './sku-matrix.ts';
import { addSpec, addValue } from './spec-ops.ts';
import {
  bodyIssues,
  firstStepWithIssues,
  issuesOfStep,
  pathOfField,
  skuIssuesByRow,
} from './wizard-steps.ts';

const IMAGE = `/api/files/${'a'.repeat(64)}.png`;

const rxValues: GoodsFormValues = {
  category_path: '0|1|11|111|',
  goods_name: '阿莫西林胶囊',
  goods_code: 'AMX-001',
  unit: '盒',
  images: [pickedFromUrl(IMAGE)],
  drug_type: 'RX',
  common_name: '阿莫西林胶囊',
  approval_number: '国药准字H20041519',
  dosage_form: '胶囊剂',
  specs: '0.25g*24粒',
  manufacturer: '某某制药有限公司',
  storage: '密封，阴凉干燥处',
  validity_period: '24个月',
  package_insert: {
    indications: '敏感菌所致感染',
    usage: '口服，一次0.5g',
    adverse: '恶心、呕吐',
    contraindications: '青霉素过敏者禁用',
    cautions: '用前做皮试',
    interactions: '尚不明确',
  },
};

function twoSkus(): SkuMatrix {
  let matrix = matrixFromSkus([]);
  matrix = addSpec(matrix, '规格');
  const spec = matrix.specs[0]?.id ?? '';
  matrix = addValue(addValue(matrix, spec, '24粒'), spec, '48粒');
  let rows = fillColumn(matrix.rows, 'price', '19.90');
  rows = updateRow(rows, rows[0]?.key ?? '', { sku_code: 'AMX-001-24' });
  rows = updateRow(rows, rows[1]?.key ?? '', {
    sku_code: 'AMX-001-48',
    batches: [
      {
        key: 'b1',
        batch_no: 'B2401',
        production_date: '2024-01-01',
        expiry_date: '2026-01-01',
        quantity: 50,
      },
    ],
  });
  return { ...matrix, rows };
}

describe('the goods body', () => {
  it('of a complete prescription drug passes the contract', () => {
    const body = goodsBodyOf(rxValues, twoSkus(), true);
    expect(bodyIssues(body, true)).toEqual([]);
    expect(body.category_id).toBe(111);
    expect(body.images).toEqual([IMAGE]);
    expect(body.skus[1]?.batches).toEqual([
      { batch_no: 'B2401', production_date: '2024-01-01', expiry_date: '2026-01-01', quantity: 50 },
    ]);
    // An edit sends no opening batches (the contract refuses them).
    expect(goodsBodyOf(rxValues, twoSkus(), false).skus[1]).not.toHaveProperty('batches');
  });

  it("puts each of the contract's complaints at its step", () => {
    const values = {
      ...rxValues,
      category_path: undefined,
      approval_number: 'H123',
      intro_pc: 'x'.repeat(200_000),
    };
    const matrix = twoSkus();
    const rows = updateRow(matrix.rows, matrix.rows[1]?.key ?? '', { sku_code: 'AMX-001-24', price: '' });
    const issues = bodyIssues(goodsBodyOf(values, { ...matrix, rows }, true), true);
    expect(firstStepWithIssues(issues)).toBe(0);
    expect(issuesOfStep(issues, 0)).toEqual([{ path: ['category_id'], message: 'rule.required' }]);
    expect(issuesOfStep(issues, 1)).toEqual([
      { path: ['approval_number'], message: 'rule.goods.approvalDrug' },
    ]);
    expect(skuIssuesByRow(issuesOfStep(issues, 2)).get(1)).toEqual({
      price: 'rule.required',
      sku_code: 'rule.goods.skuCodeDuplicate',
    });
    expect(issuesOfStep(issues, 3)).toEqual([{ path: ['intro_pc'], message: 'rule.goods.richTextTooLarge' }]);
  });

  it('asks a prescription drug for every package-insert section', () => {
    const values = { ...rxValues, package_insert: { ...rxValues.package_insert, interactions: '' } };
    const issues = bodyIssues(goodsBodyOf(values, twoSkus(), true), true);
    expect(issues).toEqual([{ path: ['package_insert', 'interactions'], message: 'rule.required' }]);
    const otc = { ...values, drug_type: 'OTC_B' as const };
    expect(bodyIssues(goodsBodyOf(otc, twoSkus(), true), true)).toEqual([]);
  });

  it('of a half-filled form is a valid draft, and comes back from it', () => {
    const half: GoodsFormValues = { goods_name: '阿莫', drug_type: 'RX', market_price: '', images: [] };
    expect(draftPayload.safeParse(draftPayloadOf(half, matrixFromSkus([]))).success).toBe(true);

    const payload = draftPayloadOf(rxValues, twoSkus());
    expect(draftPayload.safeParse(payload).success).toBe(true);
    const back = valuesOf(payload);
    expect(back.approval_number).toBe(rxValues.approval_number);
    expect(back.images?.map((i) => i.response.url)).toEqual([IMAGE]);
    expect(back.package_insert).toEqual(rxValues.package_insert);
    const matrix = matrixFromSkus(payload.skus ?? []);
    expect(matrix.specs.map((s) => [s.name, s.values.map((v) => v.value)])).toEqual([
      ['规格', ['24粒', '48粒']],
    ]);
    expect(matrix.rows.map((r) => [r.sku_code, r.price, r.batches.length])).toEqual([
      ['AMX-001-24', '19.90', 0],
      ['AMX-001-48', '19.90', 1],
    ]);
  });

  it("reads the server's dotted field names", () => {
    expect(pathOfField('skus.2.sku_code')).toEqual(['skus', 2, 'sku_code']);
    expect(pathOfField('goods_code')).toEqual(['goods_code']);
  });
});
