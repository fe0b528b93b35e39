import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of electronic waybills and parcel tracking (issue 23). */
const l = (zh: string, en: string): Label => ({ zh, en });

export const WAYBILL_LABELS: LabelMap = {
  'waybill.account.save': l('保存电子面单账号', 'E-waybill account saved'),
  'waybill.account.delete': l('删除电子面单账号', 'E-waybill account deleted'),
  'waybill.create': l('获取电子面单', 'E-waybill issued'),
  'waybill.trace': l('更新物流轨迹', 'Parcel trace updated'),
};

export const WAYBILL_TARGET_TYPES: LabelMap = {
  waybill: l('电子面单', 'E-waybill'),
  'waybill.account': l('电子面单账号', 'E-waybill account'),
};
