import { addAreaMessages } from '../common/locale.ts';

/** Messages of assemble (拼团, issue 22), registered with translateMessage when imported (the
 * server's assemble module, the web's pages); the shared activity messages are in seckill-messages.ts. */
const zh = {
  'rule.assembleTeamSize': '成团人数须为 2-20 人',
  'rule.assembleTimeLimit': '成团时限须为 5 分钟至 72 小时（4320 分钟）',
  'rule.assembleLimit': '每单限购须为 1-999 件',
  'error.assemble.oneLine': '拼团订单只能有一种商品',
  'error.assemble.notRunning': '拼团活动不存在或不在进行中',
  'error.assemble.skuNotIn': '该商品规格不在此拼团活动中',
  'error.assemble.overLimit': '拼团每单限购 {limit} 件',
  'error.assemble.teamNotFound': '拼团队伍不存在',
  'error.assemble.teamClosed': '该团已满员、已结束或已失败，不能再参团',
  'error.assemble.unpriced': '该商品当前不能按拼团价购买',
  'error.assemble.notFormed': '拼团订单尚未成团，不能发货',
  'error.assemble.failedCancel': '拼团失败，订单自动取消',
};

const en: Record<keyof typeof zh, string> = {
  'rule.assembleTeamSize': 'The team size must be 2 to 20 people',
  'rule.assembleTimeLimit': 'The time limit must be 5 minutes to 72 hours (4320 minutes)',
  'rule.assembleLimit': 'The per-order limit must be 1 to 999 units',
  'error.assemble.oneLine': 'An assemble order has exactly one line',
  'error.assemble.notRunning': 'The assemble activity does not exist or is not running',
  'error.assemble.skuNotIn': 'This SKU is not in the assemble activity',
  'error.assemble.overLimit': 'An assemble order takes at most {limit} units',
  'error.assemble.teamNotFound': 'The team does not exist',
  'error.assemble.teamClosed': 'The team is full, expired or failed; it cannot be joined',
  'error.assemble.unpriced': 'This SKU cannot be bought at the assemble price now',
  'error.assemble.notFormed': 'The assemble team has not formed yet; the order cannot ship',
  'error.assemble.failedCancel': 'The assemble team failed; the order is cancelled',
};

export const ASSEMBLE_MESSAGES = { zh, en };
addAreaMessages(ASSEMBLE_MESSAGES);
