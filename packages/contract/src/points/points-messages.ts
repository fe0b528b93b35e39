import { addAreaMessages } from '../common/locale.ts';

/** Messages of the points ledger and the points mall (issue 22). Registered with translateMessage
 * when this file is imported (the server's members module), not spread into API_MESSAGES. */
const zh = {
  'error.points.notEnough': '会员积分不足（当前 {balance} 分）',
};

const en: Record<keyof typeof zh, string> = {
  'error.points.notEnough': 'Not enough member points (balance {balance})',
};

export const POINTS_MESSAGES = { zh, en };
addAreaMessages(POINTS_MESSAGES);
