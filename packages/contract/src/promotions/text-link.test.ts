import { describe, expect, it } from 'vitest';
import { formatRuleMessage } from '../rules/rule-messages.ts';
import {
  MINI_PROGRAM_LINKS,
  optValueError,
  textError,
  textLength,
  textLinkError,
  textLinkTypes,
  withTextLinkType,
} from './text-link.ts';

describe('text-link picker rules (§3 / §5 / §9)', () => {
  it('offers each variant its own types, in order', () => {
    expect(textLinkTypes('full')).toEqual(['NONE', 'URL', 'GOODS', 'CATEGORY', 'ACTIVE']);
    expect(textLinkTypes('short')).toEqual(['NONE', 'GOODS', 'CATEGORY']);
    expect(textLinkTypes('store')).toEqual(['NONE', 'GOODS', 'CATEGORY', 'ACTIVE', 'URL']);
  });

  it('requires the text, 1..100 characters by default, counting a Chinese character as one', () => {
    expect(textError(undefined)).toBe('rule.textRequired');
    expect(textError('')).toBe('rule.textRequired');
    expect(textError('   ')).toBe('rule.textRequired');
    expect(textError('满100减20')).toBeNull();
    expect(textError('药'.repeat(100))).toBeNull();
    expect(textError('药'.repeat(101))).toBe('rule.textLength');
    expect(formatRuleMessage('zh', 'rule.textRequired')).toBe('请输入文本内容！');
  });

  it('takes the caller-supplied length (store variant) and keeps it sane', () => {
    expect(textError('ab', { min: 3, max: 10 })).toBe('rule.textLength');
    expect(textError('abc', { min: 3, max: 10 })).toBeNull();
    expect(textError('a'.repeat(11), { min: 3, max: 10 })).toBe('rule.textLength');
    expect(textLength()).toEqual({ min: 1, max: 100 });
    expect(textLength({ min: 0, max: -5 })).toEqual({ min: 1, max: 1 });
    expect(textLength({ min: 5, max: 2 })).toEqual({ min: 5, max: 5 });
    expect(formatRuleMessage('zh', 'rule.textLength', { min: 1, max: 100 })).toBe(
      '文本长度须为 1-100 个字符！',
    );
  });

  it('requires a value unless the type is NONE or unset', () => {
    expect(optValueError(undefined, undefined)).toBeNull();
    expect(optValueError('NONE', undefined)).toBeNull();
    for (const type of ['URL', 'GOODS', 'CATEGORY', 'ACTIVE'] as const) {
      expect(optValueError(type, undefined)).toBe('rule.actionValueRequired');
      expect(optValueError(type, '  ')).toBe('rule.actionValueRequired');
    }
    expect(optValueError('GOODS', '12')).toBeNull();
    expect(optValueError('GOODS', 'abc')).toBe('rule.actionValueRequired');
    expect(optValueError('ACTIVE', '7')).toBeNull();
    expect(optValueError('CATEGORY', '0|3|12|')).toBeNull();
    expect(formatRuleMessage('zh', 'rule.actionValueRequired')).toBe('请选择操作值！');
  });

  it('takes a URL only as a mini-program path; every known link passes', () => {
    for (const link of MINI_PROGRAM_LINKS) expect(optValueError('URL', link)).toBeNull();
    expect(MINI_PROGRAM_LINKS).toHaveLength(6);
    expect(optValueError('URL', 'https://example.com')).toBe('rule.linkValue');
    expect(optValueError('URL', '/')).toBe('rule.linkValue');
  });

  it('clears the value when the type changes, keeps it when it does not', () => {
    const value = { text: '领券', opt_type: 'GOODS' as const, opt_value: '12' };
    expect(withTextLinkType(value, 'CATEGORY')).toEqual({ text: '领券', opt_type: 'CATEGORY' });
    expect(withTextLinkType(value, 'GOODS')).toBe(value);
  });

  it('checks a whole value against its variant', () => {
    expect(textLinkError({ text: '秒杀', opt_type: 'URL', opt_value: '/seckill' })).toBeNull();
    expect(textLinkError({ text: '秒杀', opt_type: 'URL', opt_value: '/seckill' }, 'short')).toBe(
      'rule.textLinkType',
    );
    expect(textLinkError({ text: '', opt_type: 'NONE' })).toBe('rule.textRequired');
    expect(textLinkError({ text: '看看', opt_type: 'ACTIVE' }, 'store')).toBe('rule.actionValueRequired');
    expect(textLinkError({ text: '看看' }, 'short')).toBeNull();
  });
});
