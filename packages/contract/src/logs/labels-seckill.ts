import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of seckill (限时抢购), group buy (团购) and assemble (拼团), issue 22. */
const l = (zh: string, en: string): Label => ({ zh, en });

export const SECKILL_LABELS: LabelMap = {
  'seckill.create': l('添加限时抢购', 'Time-limited sale added'),
  'seckill.edit': l('修改限时抢购', 'Time-limited sale edited'),
  'seckill.delete': l('删除限时抢购', 'Time-limited sale deleted'),
  'seckill.close': l('关闭限时抢购', 'Time-limited sale closed'),
  'group-buy.create': l('添加团购', 'Group buy added'),
  'group-buy.edit': l('修改团购', 'Group buy edited'),
  'group-buy.delete': l('删除团购', 'Group buy deleted'),
  'group-buy.close': l('关闭团购', 'Group buy closed'),
  'assemble.create': l('添加拼团', 'Assemble added'),
  'assemble.edit': l('修改拼团', 'Assemble edited'),
  'assemble.delete': l('删除拼团', 'Assemble deleted'),
  'assemble.close': l('关闭拼团', 'Assemble closed'),
  'assemble.teamFailed': l('拼团失败', 'Assemble team failed'),
};

export const SECKILL_TARGET_TYPES: LabelMap = {
  seckill: l('限时抢购', 'Time-limited sale'),
  'group-buy': l('团购', 'Group buy'),
  assemble: l('拼团', 'Assemble'),
};
