import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of invoices and the invoice settings (issue 23). */
const l = (zh: string, en: string): Label => ({ zh, en });

export const INVOICE_LABELS: LabelMap = {
  'invoice.setting': l('修改发票设置', 'Invoice settings changed'),
  'invoice.issuePaper': l('开具纸质发票', 'Paper invoice issued'),
  'invoice.issueElectronic': l('开具电子发票', 'Electronic invoice issued'),
  'invoice.void': l('作废发票', 'Invoice voided'),
  'invoice.redNote': l('发票红冲', 'Red-letter note recorded'),
};

export const INVOICE_TARGET_TYPES: LabelMap = {
  invoice: l('发票', 'Invoice'),
};
