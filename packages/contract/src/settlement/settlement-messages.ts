import { addAreaMessages } from '../common/locale.ts';

/** Messages of the settlement area (issue 23). Registered with translateMessage when this file is
 * imported (the server's settlement module, the web's settlement pages). */
const zh = {
  'rule.settlement.sn': '结算单号格式不正确',
  'rule.settlement.remark': '备注最多 200 个字符',
  'error.settlement.wrongState': '结算单状态已变化，不能执行此操作',
  'error.settlement.platformKey': '平台密钥不正确',
};

const en: Record<keyof typeof zh, string> = {
  'rule.settlement.sn': 'The bill number is not valid',
  'rule.settlement.remark': 'The remark is at most 200 characters',
  'error.settlement.wrongState': 'The bill is no longer in a state that allows this',
  'error.settlement.platformKey': 'The platform key is wrong',
};

export const SETTLEMENT_MESSAGES = { zh, en };
addAreaMessages(SETTLEMENT_MESSAGES);
