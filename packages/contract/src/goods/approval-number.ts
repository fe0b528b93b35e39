/** The goods' kinds (the field intake and restricted-drug control already read): red-label OTC
 * (甲类), green-label OTC (乙类), prescription drugs, health foods (保健食品) and medical devices. */
export const DRUG_TYPES = ['OTC_A', 'OTC_B', 'RX', 'HEALTH', 'DEVICE'] as const;
export type DrugType = (typeof DRUG_TYPES)[number];

export const DRUG_TYPE_LABELS: Record<DrugType, { zh: string; en: string }> = {
  OTC_A: { zh: '甲类非处方药', en: 'OTC (red, class A)' },
  OTC_B: { zh: '乙类非处方药', en: 'OTC (green, class B)' },
  RX: { zh: '处方药', en: 'Prescription drug' },
  HEALTH: { zh: '保健食品', en: 'Health food' },
  DEVICE: { zh: '医疗器械', en: 'Medical device' },
};

/** Drugs proper (药品): they carry a drug approval number and a package insert. */
export const isDrugType = (t: DrugType): boolean => t === 'OTC_A' || t === 'OTC_B' || t === 'RX';

/** The notice every listing of a prescription item shows (《药品网络销售监督管理办法》). */
export const RX_NOTICE = {
  zh: '处方药须凭处方在药师指导下购买和使用',
  en: 'Prescription medicine: buy and use it with a prescription, under a pharmacist’s guidance',
};

/* Approval numbers (批准文号 / 注册证号 / 备案号), checked by the item's kind. ASCII letters and
 * digits only (a full-width Ｈ is refused, as everywhere in the rules). The sets accepted:
 *
 * Drugs (OTC_A, OTC_B, RX):
 *   国药准字 + H|Z|S|J|B|T|F + 8 digits   domestic: chemical H, Chinese medicine Z, biological S,
 *                                         imported sub-packaged J, health drug B, diagnostic T,
 *                                         excipient F (国药准字H20041519)
 *   国药准字 + H|Z|S|J + C|J + 8 digits    HC/ZC/SC: made in Hong Kong, Macao or Taiwan;
 *                                         HJ/ZJ/SJ: imported, registered since 2020 (国药准字HJ20200012)
 *   H|Z|S|B|T (+ C) + 8 digits            import licence (进口药品注册证 H20140123) or the HK/Macao/
 *                                         Taiwan product licence (医药产品注册证 HC20150012)
 * Health foods (HEALTH):
 *   国食健字|国食健注 + G|J + 8 digits     registered (国食健字G20041085, 国食健注G20190123)
 *   卫食健字|卫进食健字 (yyyy) 第 nnnn 号  the former Ministry of Health's numbers (卫食健字(2002)第0123号)
 *   食健备 + G|J + 12 digits               filed (食健备G201832000123)
 * Medical devices (DEVICE):
 *   国|<province> 械注准|械注进|械注许 + 11 digits    registration (国械注准20173400123, 浙械注准20162400123)
 *   <province>[<city>] 械备 + 8-11 digits [+ 号]     class I filing (鄂咸械备20150012号)
 */
const DRUG_PATTERNS = [/^国药准字[HZSJBTF]\d{8}$/, /^国药准字[HZSJ][CJ]\d{8}$/, /^[HZSBT]C?\d{8}$/];
const HEALTH_PATTERNS = [
  /^国食健[字注][GJ]\d{8}$/,
  /^卫进?食健字[(（]\d{4}[)）]第\d{4}号$/,
  /^食健备[GJ]\d{12}$/,
];
const DEVICE_PATTERNS = [
  /^[\p{Script=Han}]{1,2}械注[准进许]\d{11}$/u,
  /^[\p{Script=Han}]{1,3}械备\d{8,11}号?$/u,
];

const PATTERNS: Record<DrugType, RegExp[]> = {
  OTC_A: DRUG_PATTERNS,
  OTC_B: DRUG_PATTERNS,
  RX: DRUG_PATTERNS,
  HEALTH: HEALTH_PATTERNS,
  DEVICE: DEVICE_PATTERNS,
};

/** Whether `value` is a well-formed approval number for an item of kind `type`. */
export function isApprovalNumber(type: DrugType, value: string): boolean {
  return typeof value === 'string' && PATTERNS[type].some((p) => p.test(value));
}

/** The message key a malformed number of this kind reports. */
export function approvalNumberRule(
  type: DrugType,
): 'rule.goods.approvalDrug' | 'rule.goods.approvalHealth' | 'rule.goods.approvalDevice' {
  if (type === 'HEALTH') return 'rule.goods.approvalHealth';
  if (type === 'DEVICE') return 'rule.goods.approvalDevice';
  return 'rule.goods.approvalDrug';
}
