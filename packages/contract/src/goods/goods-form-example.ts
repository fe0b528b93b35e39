/** A complete goods form that passes every rule of the contract (a prescription drug with two
 * SKUs): the OpenAPI example of the form routes, and what the trust suite sends where random
 * values could not satisfy rules that span several fields. */
export const GOODS_FORM_EXAMPLE = {
  goods_name: '阿莫仙 阿莫西林胶囊',
  goods_code: 'RX990001',
  category_id: 2,
  brand: '阿莫仙',
  market_price: '19.90',
  cost_price: '8.00',
  weight: 60,
  unit: '盒',
  images: ['/api/files/example.png'],
  intro_pc: '<p>阿莫西林胶囊</p>',
  intro_mobile: '<p>阿莫西林胶囊</p>',
  common_name: '阿莫西林胶囊',
  approval_number: '国药准字H20003263',
  dosage_form: '胶囊剂',
  specs: '0.25g*24粒',
  manufacturer: '珠海联邦制药股份有限公司',
  storage: '遮光，密封保存',
  validity_period: '24个月',
  drug_type: 'RX',
  regulatory_class: 'NONE',
  package_insert: {
    indications: '敏感菌所致的感染',
    usage: '口服，成人一次0.5g，每6-8小时1次',
    adverse: '恶心、呕吐、腹泻及假膜性肠炎等',
    contraindications: '青霉素过敏及青霉素皮肤试验阳性患者禁用',
    cautions: '用药前必须进行青霉素钠皮肤试验',
    interactions: '丙磺舒竞争性地减少本品的肾小管分泌',
  },
  skus: [
    { sku_code: 'RX990001-24', price: '12.50', spec_values: [{ name: '规格', value: '24粒' }] },
    { sku_code: 'RX990001-36', price: '17.00', spec_values: [{ name: '规格', value: '36粒' }] },
  ],
};
