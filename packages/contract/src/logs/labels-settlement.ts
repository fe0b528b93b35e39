import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of settlement bills (issue 23). */
const l = (zh: string, en: string): Label => ({ zh, en });

export const SETTLEMENT_LABELS: LabelMap = {
  'settlement.bill.create': l('出账', 'Bill issued'),
  'settlement.bill.confirm': l('确认结算单（本期结算无误）', 'Bill confirmed'),
  'settlement.bill.paid': l('平台结算付款', 'Bill paid by the platform'),
  'settlement.terms.update': l('平台设置结算条款', 'Settlement terms set by the platform'),
};

export const SETTLEMENT_TARGET_TYPES: LabelMap = {
  'settlement.bill': l('结算单', 'Settlement bill'),
  'settlement.terms': l('结算条款', 'Settlement terms'),
};
