import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of shop qualifications (issue 24): the business licence and the licences. */
const l = (zh: string, en: string): Label => ({ zh, en });

export const QUALIFICATION_LABELS: LabelMap = {
  'qualification.yyzz.add': l('登记营业执照', 'Business licence recorded'),
  'qualification.yyzz.update': l('修改营业执照', 'Business licence changed'),
  'qualification.yyzz.delete': l('删除营业执照', 'Business licence deleted'),
  'qualification.add': l('登记资质证照', 'Licence recorded'),
  'qualification.update': l('修改资质证照', 'Licence changed'),
  'qualification.delete': l('删除资质证照', 'Licence deleted'),
};

export const QUALIFICATION_TARGET_TYPES: LabelMap = {
  qualification: l('资质证照', 'Qualification'),
  'qualification.yyzz': l('营业执照', 'Business licence'),
};
