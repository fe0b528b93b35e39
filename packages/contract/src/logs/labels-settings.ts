import type { Label, LabelMap } from './labels-core.ts';

/** The log labels of issue 24's settings: open-API keys, theme colour, grade application, the
 * prescription-drug promotion rule. */
const l = (zh: string, en: string): Label => ({ zh, en });

export const SETTINGS_LABELS: LabelMap = {
  'api-key.create': l('创建 API 密钥', 'API key created'),
  'api-key.rename': l('重命名 API 密钥', 'API key renamed'),
  'api-key.scopes': l('修改 API 密钥权限', 'API key scopes changed'),
  'api-key.revoke': l('作废 API 密钥', 'API key revoked'),
  'theme.update': l('切换主题色', 'Theme colour changed'),
  'grade-application.apply': l('申请店铺等级', 'Shop grade applied for'),
  'grade-application.answer': l('平台审核等级申请', 'Grade application answered'),
  'promotion-rules.update': l('修改处方药促销规则', 'Prescription promotion rule changed'),
};

export const SETTINGS_TARGET_TYPES: LabelMap = {
  'api-key': l('API 密钥', 'API key'),
  theme: l('主题色', 'Theme colour'),
  'grade-application': l('等级申请', 'Grade application'),
  'promotion-rules': l('促销规则', 'Promotion rules'),
};
