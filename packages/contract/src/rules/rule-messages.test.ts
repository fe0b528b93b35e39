import { describe, it, expect } from 'vitest';
import { RULE_MESSAGES, formatRuleMessage, isRuleMessageKey } from './rule-messages.ts';

describe('rule messages', () => {
  it('has the same keys in both languages, none empty', () => {
    const zhKeys = Object.keys(RULE_MESSAGES.zh).sort();
    expect(Object.keys(RULE_MESSAGES.en).sort()).toEqual(zhKeys);
    for (const key of zhKeys) {
      expect(RULE_MESSAGES.zh[key as keyof typeof RULE_MESSAGES.zh].length).toBeGreaterThan(0);
      expect(RULE_MESSAGES.en[key as keyof typeof RULE_MESSAGES.en].length).toBeGreaterThan(0);
    }
  });

  it('uses the exact §5 Chinese wording', () => {
    expect(RULE_MESSAGES.zh).toMatchObject({
      'rule.required': '请填写此项！',
      'rule.leadingSpace': '【不能以空格开始】',
      'rule.formInvalid': '表单填写有误，请核对！',
      'rule.newPassword': '请输入以字母开头，6-20位新密码！',
      'rule.passwordMismatch': '两次输入不一致！',
      'rule.passwordMismatchSubmit': '两次输入密码不一致！',
      'rule.linkValue': '链接值只能以 / 开头！',
      'rule.fileLimit': '文件数量超过限制！',
      'rule.selectLimit': '超过最大可选个数：{limit}',
      'rule.textRequired': '请输入文本内容！',
      'rule.actionValueRequired': '请选择操作值！',
      'rule.priceRangeLast': '最后一个区间的第二个值需要大于第一个值！',
      'rule.printerRequired': '请选择小票打印机！',
      'rule.printerUnavailable': '小票打印机无法打印，请设置小票打印机',
    });
  });

  it('states the keyword limit of 80 in both languages', () => {
    expect(RULE_MESSAGES.zh['rule.keywordTooLong']).toContain('80');
    expect(RULE_MESSAGES.en['rule.keywordTooLong']).toContain('80');
  });

  it('substitutes placeholders', () => {
    expect(formatRuleMessage('zh', 'rule.selectLimit', { limit: 5 })).toBe('超过最大可选个数：5');
    expect(formatRuleMessage('en', 'rule.selectLimit', { limit: '5' })).toBe('You can select at most 5.');
    expect(formatRuleMessage('zh', 'rule.priceRangeLimit', { max: 10 })).toBe('最多只能设置10个价格区间！');
  });

  it('leaves a placeholder without a param as written', () => {
    expect(formatRuleMessage('zh', 'rule.selectLimit')).toBe('超过最大可选个数：{limit}');
    expect(formatRuleMessage('zh', 'rule.selectLimit', { other: 1 })).toBe('超过最大可选个数：{limit}');
  });

  it('returns plain messages unchanged', () => {
    expect(formatRuleMessage('en', 'rule.mobile')).toBe('Please enter a valid mobile number.');
    expect(formatRuleMessage('zh', 'rule.mobile', { limit: 1 })).toBe('请输入正确的手机号码！');
  });

  it('recognises keys and nothing else', () => {
    expect(isRuleMessageKey('rule.mobile')).toBe(true);
    expect(isRuleMessageKey('rule.nope')).toBe(false);
    expect(isRuleMessageKey('toString')).toBe(false);
  });
});
