import { addAreaMessages } from '../common/locale.ts';

/** Messages of the open-API keys, theme colour, grade application and promotion rule (issue 24).
 * Registered with translateMessage when this file is imported (the server's modules, the pages). */
const zh = {
  'rule.apiKey.name': '密钥名称须为 1-40 个字符',
  'rule.apiKey.scope': '权限范围不正确',
  'rule.apiKey.scopes': '请至少选择一个权限范围',
  'error.apiKey.founderOnly': '只有店主可以管理 API 密钥',
  'error.apiKey.revoked': 'API 密钥已作废',
  'error.apiKey.scope': '此 API 密钥没有「{{scope}}」权限',
  'error.apiKey.tooMany': '有效密钥最多 {{max}} 个，请先作废不用的密钥',
  'error.apiKey.alreadyRevoked': '该密钥已作废',
  'rule.theme.color': '主题色须为 #RRGGBB 格式',
  'rule.promotionRules.rx': '请选择是否允许处方药参加促销',
  'rule.grade.grade': '请选择要申请的店铺等级',
  'rule.grade.reason': '申请理由须为 5-500 个字符',
  'rule.grade.result': '审核结果须为 APPROVED 或 REJECTED',
  'rule.grade.answerReason': '拒绝时须填写原因（最多 200 个字符）',
  'error.grade.notHigher': '只能申请比当前更高的店铺等级',
  'error.grade.open': '已有一个申请中的等级申请，请等待平台审核',
  'error.grade.answered': '该申请已处理',
};

const en: Record<keyof typeof zh, string> = {
  'rule.apiKey.name': 'The key name is 1 to 40 characters',
  'rule.apiKey.scope': 'The scope is not valid',
  'rule.apiKey.scopes': 'Choose at least one scope',
  'error.apiKey.founderOnly': 'Only the shop owner can manage API keys',
  'error.apiKey.revoked': 'The API key has been revoked',
  'error.apiKey.scope': 'This API key does not hold the "{{scope}}" scope',
  'error.apiKey.tooMany': 'At most {{max}} valid keys: revoke one you no longer use first',
  'error.apiKey.alreadyRevoked': 'The key is already revoked',
  'rule.theme.color': 'The theme colour must be #RRGGBB',
  'rule.promotionRules.rx': 'Choose whether prescription drugs may take promotions',
  'rule.grade.grade': 'Choose the shop grade to apply for',
  'rule.grade.reason': 'The reason is 5 to 500 characters',
  'rule.grade.result': 'The result must be APPROVED or REJECTED',
  'rule.grade.answerReason': 'A refusal needs a reason (at most 200 characters)',
  'error.grade.notHigher': 'You can only apply for a grade above the current one',
  'error.grade.open': 'An application is already waiting for the platform',
  'error.grade.answered': 'The application has already been answered',
};

export const SETTINGS_EXTRAS_MESSAGES = { zh, en };
addAreaMessages(SETTINGS_EXTRAS_MESSAGES);
