import { addAreaMessages } from '../common/locale.ts';

/** Messages of the settlement area (issue 23). Registered with translateMessage when this file is
 * imported (the server's settlement module, the web's settlement pages). */
const zh = {
  'rule.settlement.sn': '结算单号格式不正确',
  'rule.settlement.remark': '备注最多 200 个字符',
  'rule.settlement.rate': '佣金比例须为 0-5000 的整数（万分比）',
  'rule.settlement.days': '结算日须为 1-28 日，最多 4 个',
  'error.settlement.wrongState': '结算单状态已变化，不能执行此操作',
  'error.settlement.platformKey': '平台密钥不正确',
};

const en: Record<keyof typeof zh, string> = {
  'rule.settlement.sn': 'The bill number is not valid',
  'rule.settlement.remark': 'The remark is at most 200 characters',
  'rule.settlement.rate': 'The commission must be a whole number of basis points from 0 to 5000',
  'rule.settlement.days': 'Settle days are 1 to 4 days of the month from 1 to 28',
  'error.settlement.wrongState': 'The bill is no longer in a state that allows this',
  'error.settlement.platformKey': 'The platform key is wrong',
};

export const SETTLEMENT_MESSAGES = { zh, en };
addAreaMessages(SETTLEMENT_MESSAGES);
