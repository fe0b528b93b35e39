/** Validation messages keyed by a stable key. Schemas report the KEY as their error message; the
 * server and the web form translate it here, so both sides say the same thing in either language.
 * Where §5 gives the Chinese wording it is copied exactly (including full-width punctuation). */

const zh = {
  'rule.required': '请填写此项！',
  'rule.leadingSpace': '【不能以空格开始】',
  'rule.formInvalid': '表单填写有误，请核对！',
  'rule.mobile': '请输入正确的手机号码！',
  'rule.email': '请输入正确的电子邮箱！',
  'rule.password': '密码须为6-20位字母、数字或 ! # $ % ^ & * . ~ , 字符！',
  'rule.newPassword': '请输入以字母开头，6-20位新密码！',
  'rule.passwordMismatch': '两次输入不一致！',
  'rule.passwordMismatchSubmit': '两次输入密码不一致！',
  'rule.integer': '请输入正整数！',
  'rule.positiveInteger': '请输入0或正整数！',
  'rule.money': '请输入正确的金额，最多两位小数！',
  'rule.taxpayerNumber': '纳税人识别号须为15、18或20位字母或数字！',
  'rule.nationalId': '请输入正确的身份证号码！',
  'rule.username': '只能包含字母、数字、下划线、中划线和汉字！',
  'rule.url': '请输入以 http://、https:// 或 ftp:// 开头的正确网址！',
  'rule.telephone': '请输入正确的电话号码，如 010-12345678！',
  // 80 is KEYWORD_MAX_LENGTH (§9); written out because servers translate keys without params.
  'rule.keywordTooLong': '搜索关键字不能超过80个字符！',
  'rule.passwordDigest': '密码摘要格式有误！',
  'rule.linkValue': '链接值只能以 / 开头！',
  'rule.fileLimit': '文件数量超过限制！',
  'rule.selectLimit': '超过最大可选个数：{limit}',
  'rule.textRequired': '请输入文本内容！',
  'rule.actionValueRequired': '请选择操作值！',
  'rule.priceRangeLast': '最后一个区间的第二个值需要大于第一个值！',
  // §5 only says "else an error" for badly ordered initial ranges; this is our wording.
  'rule.priceRangeOrder': '价格区间须为非负数且依次递增！',
  'rule.priceRangeLimit': '最多只能设置{max}个价格区间！',
  'rule.printerRequired': '请选择小票打印机！',
  'rule.printerUnavailable': '小票打印机无法打印，请设置小票打印机',
  // Text-link picker (issue 22): §5 gives the range, not its wording.
  'rule.textLength': '文本长度须为 {min}-{max} 个字符！',
  'rule.textLinkType': '请选择正确的操作类型！',
} as const;

export type RuleMessageKey = keyof typeof zh;

// Typed against the Chinese keys so a missing or extra English key is a compile error.
const en: Record<RuleMessageKey, string> = {
  'rule.required': 'This field is required.',
  'rule.leadingSpace': 'Must not start with a space.',
  'rule.formInvalid': 'The form has errors, please check it.',
  'rule.mobile': 'Please enter a valid mobile number.',
  'rule.email': 'Please enter a valid email address.',
  'rule.password': 'Password must be 6-20 characters: letters, digits or ! # $ % ^ & * . ~ ,',
  'rule.newPassword': 'Please enter a new password of 6-20 characters starting with a letter.',
  'rule.passwordMismatch': 'The two entries do not match.',
  'rule.passwordMismatchSubmit': 'The two passwords do not match.',
  'rule.integer': 'Please enter a positive whole number.',
  'rule.positiveInteger': 'Please enter 0 or a positive whole number.',
  'rule.money': 'Please enter a valid amount with at most 2 decimal places.',
  'rule.taxpayerNumber': 'The taxpayer number must be 15, 18 or 20 letters or digits.',
  'rule.nationalId': 'Please enter a valid national ID number.',
  'rule.username': 'Only letters, digits, underscores, hyphens and Chinese characters are allowed.',
  'rule.url': 'Please enter a valid address starting with http://, https:// or ftp://.',
  'rule.telephone': 'Please enter a valid telephone number, e.g. 010-12345678.',
  'rule.keywordTooLong': 'The search keyword must be at most 80 characters.',
  'rule.passwordDigest': 'The password digest is malformed.',
  'rule.linkValue': 'The link value must start with /.',
  'rule.fileLimit': 'Too many files.',
  'rule.selectLimit': 'You can select at most {limit}.',
  'rule.textRequired': 'Please enter the text.',
  'rule.actionValueRequired': 'Please choose an action value.',
  'rule.priceRangeLast': 'The second value of the last range must be greater than the first.',
  'rule.priceRangeOrder': 'Price ranges must be non-negative and increasing.',
  'rule.priceRangeLimit': 'At most {max} price ranges can be set.',
  'rule.printerRequired': 'Please choose a receipt printer.',
  'rule.printerUnavailable': 'The receipt printer cannot print; please set a receipt printer.',
  'rule.textLength': 'The text must be {min} to {max} characters.',
  'rule.textLinkType': 'Please choose a valid action type.',
};

export const RULE_MESSAGES = { zh, en } as const;

export type RuleLocale = keyof typeof RULE_MESSAGES;

/** Narrows an arbitrary string (e.g. a zod issue message) to a known key. */
export function isRuleMessageKey(value: string): value is RuleMessageKey {
  return Object.hasOwn(zh, value);
}

/** Translates a key and fills `{name}` placeholders; a placeholder without a param is left as
 * written so a missing param is visible rather than silently blank. */
export function formatRuleMessage(
  locale: RuleLocale,
  key: RuleMessageKey,
  params?: Record<string, string | number>,
): string {
  const template: string = RULE_MESSAGES[locale][key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
