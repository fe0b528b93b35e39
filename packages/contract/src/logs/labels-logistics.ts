import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of logistics (issue 23): the express companies a shop uses, freight templates. */
const l = (zh: string, en: string): Label => ({ zh, en });

export const LOGISTICS_LABELS: LabelMap = {
  'express.open': l('启用快递公司', 'Express company turned on'),
  'express.close': l('停用快递公司', 'Express company turned off'),
  'freight-template.create': l('新增运费模板', 'Freight template added'),
  'freight-template.update': l('修改运费模板', 'Freight template edited'),
  'freight-template.delete': l('删除运费模板', 'Freight template deleted'),
};

export const LOGISTICS_TARGET_TYPES: LabelMap = {
  express: l('快递公司', 'Express company'),
  'freight-template': l('运费模板', 'Freight template'),
};
