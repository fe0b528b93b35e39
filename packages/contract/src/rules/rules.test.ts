import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  KEYWORD_MAX_LENGTH,
  hasNoLeadingSpace,
  isEmail,
  isInteger,
  isKeywordWithinLimit,
  isMobile,
  isMoney,
  isNationalId,
  isNewPassword,
  isPassword,
  isPositiveInteger,
  isTaxpayerNumber,
  isTelephone,
  isUrl,
  isUsername,
  nationalIdCheckChar,
  parseYuanToFen,
} from './rules.ts';
import {
  zEmail,
  zInteger,
  zKeyword,
  zMobile,
  zMoney,
  zMoneyYuan,
  zNationalId,
  zNewPassword,
  zPassword,
  zPositiveInteger,
  zRequired,
  zRequiredText,
  zTaxpayerNumber,
  zTelephone,
  zUrl,
  zUsername,
} from './rule-schemas.ts';

/** The messages of a failed parse, or 'ok'. */
function messages(schema: z.ZodType, value: unknown): string[] | 'ok' {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : result.error.issues.map((issue) => issue.message);
}

describe('mobile', () => {
  it.each(['13812345678', '19912345678', '15000000000', '013812345678'])('accepts %s', (v) => {
    expect(isMobile(v)).toBe(true);
  });
  it.each([
    ['12812345678', 'second digit 2'],
    ['10812345678', 'second digit 0'],
    ['1381234567', '10 digits'],
    ['138123456789', '12 digits without leading 0'],
    ['0013812345678', 'two leading zeros'],
    ['23812345678', 'does not start with 1'],
    ['138-1234-5678', 'hyphens'],
    [' 13812345678', 'leading space'],
    ['13812345678 ', 'trailing space'],
    ['+8613812345678', 'country code'],
    ['', 'empty'],
  ])('rejects %s (%s)', (v) => {
    expect(isMobile(v)).toBe(false);
  });
  it('rejects full-width digits rather than converting them', () => {
    expect(isMobile('１３８１２３４５６７８')).toBe(false);
    expect(isMobile('138１２３４５６７８')).toBe(false);
    expect(messages(zMobile(), '１３８１２３４５６７８')).toEqual(['rule.mobile']);
  });
  it('schema reports the message key', () => {
    expect(messages(zMobile(), '13812345678')).toBe('ok');
    expect(messages(zMobile(), '1381234567')).toEqual(['rule.mobile']);
  });
  it('schema reports a missing or empty value as required, once', () => {
    expect(messages(zMobile(), undefined)).toEqual(['rule.required']);
    expect(messages(zMobile(), null)).toEqual(['rule.required']);
    expect(messages(zMobile(), '')).toEqual(['rule.required']);
  });
  it('schema reports a non-string as the rule', () => {
    expect(messages(zMobile(), 13812345678)).toEqual(['rule.mobile']);
  });
  it('schemas compose with optional()', () => {
    expect(messages(zMobile().optional(), undefined)).toBe('ok');
  });
});

describe('email', () => {
  it.each(['a@b.cn', 'first.last+tag@example.com', 'x_y-z@mail.example.co.uk', 'A1@EXAMPLE.COM'])(
    'accepts %s',
    (v) => {
      expect(isEmail(v)).toBe(true);
    },
  );
  it.each([
    'plain',
    '@example.com',
    'a@',
    'a@b',
    'a@b.c',
    'a..b@example.com',
    '.a@example.com',
    'a@-example.com',
    'a@example..com',
    'a b@example.com',
    'a@example.com ',
    'ａ@example.com',
    'a＠example.com',
    '',
  ])('rejects %s', (v) => {
    expect(isEmail(v)).toBe(false);
  });
  it('rejects addresses over 254 characters', () => {
    const domain = (labels: number) =>
      `${Array.from({ length: labels }, () => 'b'.repeat(60)).join('.')}.com`;
    const fits = `${'a'.repeat(64)}@${domain(3)}`;
    const long = `${'a'.repeat(64)}@${domain(4)}`;
    expect(fits.length).toBeLessThanOrEqual(254);
    expect(isEmail(fits)).toBe(true);
    expect(long.length).toBeGreaterThan(254);
    expect(isEmail(long)).toBe(false);
  });
  it('schema', () => {
    expect(messages(zEmail(), 'a@b.cn')).toBe('ok');
    expect(messages(zEmail(), 'a@b')).toEqual(['rule.email']);
  });
});

describe('password', () => {
  it('accepts 6 and 20 characters, refuses 5 and 21', () => {
    expect(isPassword('abc123')).toBe(true);
    expect(isPassword('a'.repeat(20))).toBe(true);
    expect(isPassword('abc12')).toBe(false);
    expect(isPassword('a'.repeat(21))).toBe(false);
  });
  it('accepts every listed symbol', () => {
    expect(isPassword('!#$%^&*.~,')).toBe(true);
    expect(isPassword('123456')).toBe(true);
  });
  it.each(['abc 123', 'abc@123', 'abc-123', 'abc_123', 'abc(123)', '密码密码密码', 'ａｂｃ１２３'])(
    'refuses characters outside the alphabet: %s',
    (v) => {
      expect(isPassword(v)).toBe(false);
    },
  );
  it('schema', () => {
    expect(messages(zPassword(), 'abc123')).toBe('ok');
    expect(messages(zPassword(), 'abc12')).toEqual(['rule.password']);
  });
});

describe('new password', () => {
  it('must start with a letter and be 6-20 characters', () => {
    expect(isNewPassword('a12345')).toBe(true);
    expect(isNewPassword('Z!#$%^')).toBe(true);
    expect(isNewPassword('a'.repeat(20))).toBe(true);
    expect(isNewPassword('a1234')).toBe(false);
    expect(isNewPassword('a'.repeat(21))).toBe(false);
  });
  it('refuses a leading digit or symbol', () => {
    expect(isNewPassword('1abcdef')).toBe(false);
    expect(isNewPassword('.abcdef')).toBe(false);
    expect(isNewPassword('ａbcdef')).toBe(false);
  });
  it('refuses characters outside the password alphabet', () => {
    expect(isNewPassword('abc 123')).toBe(false);
    expect(isNewPassword('abc@123')).toBe(false);
  });
  it('schema', () => {
    expect(messages(zNewPassword(), 'a12345')).toBe('ok');
    expect(messages(zNewPassword(), '123456')).toEqual(['rule.newPassword']);
  });
});

describe('integer and positiveInteger', () => {
  it('integer is a positive integer starting 1-9', () => {
    expect(isInteger('1')).toBe(true);
    expect(isInteger('9007199254740993')).toBe(true);
    expect(isInteger('10')).toBe(true);
    for (const v of ['0', '01', '-1', '+1', '1.0', '1e3', ' 1', '', '１']) expect(isInteger(v)).toBe(false);
  });
  it('positiveInteger is any digits, 0 included', () => {
    for (const v of ['0', '00', '007', '123']) expect(isPositiveInteger(v)).toBe(true);
    for (const v of ['-1', '1.5', '', ' 1', '１２']) expect(isPositiveInteger(v)).toBe(false);
  });
  it('schemas', () => {
    expect(messages(zInteger(), '0')).toEqual(['rule.integer']);
    expect(messages(zPositiveInteger(), '0')).toBe('ok');
    expect(messages(zPositiveInteger(), '-1')).toEqual(['rule.positiveInteger']);
  });
});

describe('money', () => {
  it.each(['0', '0.0', '0.00', '0.5', '1', '1.5', '1.25', '1234567.89'])('accepts %s', (v) => {
    expect(isMoney(v)).toBe(true);
  });
  it.each([
    '-1',
    '-0.01',
    '1.234',
    '0.001',
    '01',
    '00.5',
    '.5',
    '1.',
    '1,000',
    '+1',
    '1e2',
    ' 1',
    '１.00',
    '',
  ])('rejects %s', (v) => {
    expect(isMoney(v)).toBe(false);
  });
  it('schema', () => {
    expect(messages(zMoney(), '1.25')).toBe('ok');
    expect(messages(zMoney(), '1.255')).toEqual(['rule.money']);
  });
});

describe('yuan to fen', () => {
  it('converts strings exactly', () => {
    expect(parseYuanToFen('0')).toBe(0);
    expect(parseYuanToFen('0.01')).toBe(1);
    expect(parseYuanToFen('0.1')).toBe(10);
    expect(parseYuanToFen('0.29')).toBe(29);
    expect(parseYuanToFen('1.1')).toBe(110);
    expect(parseYuanToFen('19.99')).toBe(1999);
    expect(parseYuanToFen('1234567.89')).toBe(123456789);
  });
  it('converts numbers without float error', () => {
    // 0.29 * 100 === 28.999999999999996 and 1.15 * 100 === 114.99999999999999 in floats
    expect(parseYuanToFen(0.29)).toBe(29);
    expect(parseYuanToFen(1.15)).toBe(115);
    expect(parseYuanToFen(19.99)).toBe(1999);
    expect(parseYuanToFen(0)).toBe(0);
    expect(parseYuanToFen(-0)).toBe(0);
    expect(parseYuanToFen(100)).toBe(10000);
  });
  it('refuses a float sum that is not a 2-decimal amount (0.1 + 0.2)', () => {
    expect(parseYuanToFen(0.1 + 0.2)).toBeUndefined();
    expect(parseYuanToFen('0.30')).toBe(30);
  });
  it('refuses negatives, 3 decimals and non-numbers', () => {
    expect(parseYuanToFen(-1)).toBeUndefined();
    expect(parseYuanToFen('-1')).toBeUndefined();
    expect(parseYuanToFen(-0.01)).toBeUndefined();
    expect(parseYuanToFen('1.005')).toBeUndefined();
    expect(parseYuanToFen(1.005)).toBeUndefined();
    expect(parseYuanToFen(Number.NaN)).toBeUndefined();
    expect(parseYuanToFen(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parseYuanToFen(1e-7)).toBeUndefined();
    expect(parseYuanToFen('abc')).toBeUndefined();
  });
  it('refuses amounts whose fen would not be a safe integer', () => {
    expect(parseYuanToFen('90071992547409.91')).toBe(9007199254740991);
    expect(parseYuanToFen('90071992547409.92')).toBeUndefined();
    expect(parseYuanToFen(1e21)).toBeUndefined();
  });
  it('zMoneyYuan transforms to fen', () => {
    const schema = zMoneyYuan();
    expect(schema.parse('12.5')).toBe(1250);
    expect(schema.parse(12.5)).toBe(1250);
    expect(schema.parse(0)).toBe(0);
    expect(schema.parse('0')).toBe(0);
    expect(schema.parse(0.07)).toBe(7);
  });
  it('zMoneyYuan reports keys', () => {
    const schema = zMoneyYuan();
    expect(messages(schema, '1.234')).toEqual(['rule.money']);
    expect(messages(schema, -1)).toEqual(['rule.money']);
    expect(messages(schema, 0.1 + 0.2)).toEqual(['rule.money']);
    expect(messages(schema, true)).toEqual(['rule.money']);
    expect(messages(schema, undefined)).toEqual(['rule.required']);
    expect(messages(schema, '')).toEqual(['rule.required']);
  });
});

describe('taxpayer number', () => {
  it('accepts 15, 18 and 20 alphanumerics', () => {
    expect(isTaxpayerNumber('1'.repeat(15))).toBe(true);
    expect(isTaxpayerNumber('91110108MA01ABCD2X')).toBe(true);
    expect(isTaxpayerNumber('a1B2c3D4e5F6g7H8i9J0')).toBe(true);
  });
  it('rejects other lengths and characters', () => {
    for (const n of [14, 16, 17, 19, 21]) expect(isTaxpayerNumber('1'.repeat(n))).toBe(false);
    expect(isTaxpayerNumber('91110108MA01ABCD2-')).toBe(false);
    expect(isTaxpayerNumber('１'.repeat(15))).toBe(false);
  });
  it('schema', () => {
    expect(messages(zTaxpayerNumber(), '1'.repeat(16))).toEqual(['rule.taxpayerNumber']);
  });
});

describe('national ID', () => {
  it('accepts the GB 11643 sample with check character X', () => {
    expect(isNationalId('11010519491231002X')).toBe(true);
  });
  it('accepts a lowercase x check character', () => {
    expect(isNationalId('11010519491231002x')).toBe(true);
    expect(isNationalId('11010120000229123x')).toBe(true);
  });
  it('accepts a leap day in a leap year (1996-02-29, 2000-02-29)', () => {
    expect(isNationalId('110101199602291238')).toBe(true);
    expect(isNationalId('11010120000229123X')).toBe(true);
  });
  it('rejects a leap day in a non-leap year even with a correct check digit (1997, 1900)', () => {
    expect(nationalIdCheckChar('11010119970229123')).toBe('5');
    expect(isNationalId('110101199702291235')).toBe(false);
    expect(isNationalId('110101190002291233')).toBe(false);
  });
  it('rejects impossible dates even with a correct check digit', () => {
    expect(isNationalId('110101199002301236')).toBe(false); // 30 February
    expect(isNationalId('110101199013011234')).toBe(false); // month 13
    expect(isNationalId('110101199001001231'.slice(0, 17) + nationalIdCheckChar('11010119900100123'))).toBe(
      false,
    );
  });
  it('rejects a bad check digit', () => {
    expect(isNationalId('110101199602291239')).toBe(false);
    expect(isNationalId('110101199602291230')).toBe(false);
    expect(isNationalId('11010519491231002Y')).toBe(false);
    expect(isNationalId('110105194912310021')).toBe(false);
  });
  it('rejects X anywhere but last and wrong lengths', () => {
    expect(isNationalId('X10105194912310021')).toBe(false);
    expect(isNationalId('11010519491231002')).toBe(false);
    expect(isNationalId('11010519491231002X1')).toBe(false);
    expect(isNationalId('16')).toBe(false);
    expect(isNationalId('')).toBe(false);
  });
  it('rejects a region code starting with 0 and years outside 1800-2099', () => {
    const id = (first17: string) => first17 + nationalIdCheckChar(first17);
    expect(isNationalId(id('01010119900101123'))).toBe(false);
    expect(isNationalId(id('11010117990101123'))).toBe(false);
    expect(isNationalId(id('11010121000101123'))).toBe(false);
    expect(isNationalId(id('11010118000101123'))).toBe(true);
  });
  it('accepts 15-digit IDs with a real 19yy date', () => {
    expect(isNationalId('110105491231002')).toBe(true);
    expect(isNationalId('110101960229123')).toBe(true); // 1996-02-29
  });
  it('rejects 15-digit IDs with an impossible 19yy date', () => {
    expect(isNationalId('110101970229123')).toBe(false); // 1997 is not a leap year
    expect(isNationalId('110101000229123')).toBe(false); // 1900 is not a leap year
    expect(isNationalId('110101901301123')).toBe(false);
    expect(isNationalId('110101900100123')).toBe(false);
    expect(isNationalId('11010549123100X')).toBe(false); // no check character on 15-digit IDs
  });
  it('rejects full-width digits', () => {
    expect(isNationalId('１１０１０５１９４９１２３１００２Ｘ')).toBe(false);
  });
  it('schema', () => {
    expect(messages(zNationalId(), '11010519491231002x')).toBe('ok');
    expect(messages(zNationalId(), '110101199702291235')).toEqual(['rule.nationalId']);
  });
});

describe('username', () => {
  it.each(['admin', 'user_01', 'shop-a', '张三', '药房_1-店', '𠀀'])('accepts %s', (v) => {
    expect(isUsername(v)).toBe(true);
  });
  it.each(['a b', 'a.b', 'a@b', '', '张 三', 'ａｂｃ', '😀', '，'])('rejects %s', (v) => {
    expect(isUsername(v)).toBe(false);
  });
  it('schema', () => {
    expect(messages(zUsername(), 'a.b')).toEqual(['rule.username']);
  });
});

describe('url', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?q=1#frag',
    'ftp://files.example.com/pub',
    'HTTPS://EXAMPLE.COM',
    'http://localhost:8080',
    'http://192.168.1.1/a',
    'https://user:pw@example.com',
  ])('accepts %s', (v) => {
    expect(isUrl(v)).toBe(true);
  });
  it.each([
    'example.com',
    'www.example.com',
    '//example.com',
    'mailto:a@b.cn',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'http://',
    'http:/example.com',
    'http://exa mple.com',
    'http://example.com/a b',
    'http://-example.com',
    '',
  ])('rejects %s', (v) => {
    expect(isUrl(v)).toBe(false);
  });
  it('schema', () => {
    expect(messages(zUrl(), 'www.example.com')).toEqual(['rule.url']);
  });
});

describe('telephone', () => {
  it.each([
    '1234567',
    '12345678',
    '010-12345678',
    '01012345678',
    '0755-1234567',
    '07551234567',
    '021-1234567',
  ])('accepts %s', (v) => {
    expect(isTelephone(v)).toBe(true);
  });
  it.each([
    '123456',
    '123456789',
    '10-12345678',
    '110-12345678',
    '01-12345678',
    '07555-1234567',
    '010--12345678',
    '13812345678',
    '(010)12345678',
    '０１０-１２３４５６７８',
    '',
  ])('rejects %s', (v) => {
    expect(isTelephone(v)).toBe(false);
  });
  it('schema', () => {
    expect(messages(zTelephone(), '123')).toEqual(['rule.telephone']);
  });
});

describe('required text without a leading space', () => {
  it('predicate', () => {
    expect(hasNoLeadingSpace('abc')).toBe(true);
    expect(hasNoLeadingSpace('a b ')).toBe(true);
    expect(hasNoLeadingSpace('')).toBe(true);
    expect(hasNoLeadingSpace(' abc')).toBe(false);
    expect(hasNoLeadingSpace('\tabc')).toBe(false);
    expect(hasNoLeadingSpace('\u3000abc')).toBe(false); // full-width space
  });
  it('schema needs a value and no leading space', () => {
    expect(messages(zRequiredText(), 'abc')).toBe('ok');
    expect(messages(zRequiredText(), '')).toEqual(['rule.required']);
    expect(messages(zRequiredText(), ' abc')).toEqual(['rule.leadingSpace']);
    expect(messages(zRequiredText(), '   ')).toEqual(['rule.leadingSpace']);
    expect(messages(zRequiredText(), undefined)).toEqual(['rule.required']);
  });
  it('zRequired only needs a non-empty string', () => {
    expect(messages(zRequired(), ' ')).toBe('ok');
    expect(messages(zRequired(), '')).toEqual(['rule.required']);
    expect(messages(zRequired(), 1)).toEqual(['rule.required']);
  });
});

describe('keyword', () => {
  it('allows up to 80 characters', () => {
    expect(KEYWORD_MAX_LENGTH).toBe(80);
    expect(isKeywordWithinLimit('')).toBe(true);
    expect(isKeywordWithinLimit('药'.repeat(80))).toBe(true);
    expect(isKeywordWithinLimit('a'.repeat(81))).toBe(false);
  });
  it('schema', () => {
    expect(messages(zKeyword(), '')).toBe('ok');
    expect(messages(zKeyword(), 'a'.repeat(80))).toBe('ok');
    expect(messages(zKeyword(), 'a'.repeat(81))).toEqual(['rule.keywordTooLong']);
  });
});
