import { describe, expect, it } from 'vitest';
import { invoiceRequest } from './invoice-request.ts';

const company = { kind: 'PLAIN', title_type: 'COMPANY', title: '上海某某科技有限公司' } as const;
const messages = (input: unknown) => {
  const r = invoiceRequest.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('invoice request: the §5 taxpayer number rule', () => {
  it('takes 15, 18 or 20 letters or digits, upper-cased', () => {
    for (const tax_no of ['1'.repeat(15), '91310115ma1k4abc2x', 'A1B2C3D4E5F6G7H8I9J0']) {
      const r = invoiceRequest.parse({ ...company, tax_no });
      expect(r.tax_no).toBe(tax_no.toUpperCase());
    }
  });

  it('refuses other lengths and characters', () => {
    for (const tax_no of [
      '1'.repeat(14),
      '1'.repeat(16),
      '1'.repeat(19),
      '1'.repeat(21),
      '91310115MA1K4ABC2-',
    ])
      expect(messages({ ...company, tax_no })).toEqual(['tax_no:rule.taxpayerNumber']);
  });

  it('requires it for a company title, not for a personal one', () => {
    expect(messages(company)).toEqual(['tax_no:rule.invoice.taxNoRequired']);
    expect(messages({ ...company, title_type: 'PERSONAL', title: '张三' })).toEqual([]);
  });
});

describe('invoice request: kind rules', () => {
  it('an electronic invoice needs a valid email', () => {
    const e = { kind: 'ELECTRONIC', title_type: 'PERSONAL', title: '张三' };
    expect(messages(e)).toEqual(['email:rule.invoice.emailRequired']);
    expect(messages({ ...e, email: 'not-an-email' })).toEqual(['email:rule.email']);
    expect(messages({ ...e, email: 'a@b.cn' })).toEqual([]);
  });

  it('a special VAT invoice is for a company with its registration and bank', () => {
    const s = { ...company, kind: 'VAT_SPECIAL', tax_no: '1'.repeat(18) };
    expect(messages(s)).toHaveLength(4);
    const full = {
      ...s,
      reg_address: '上海市浦东新区',
      reg_phone: '021-5555666',
      bank_name: '招商银行',
      bank_account: '6225888',
    };
    expect(messages(full)).toEqual([]);
    expect(messages({ ...full, title_type: 'PERSONAL' })).toContain('title_type:rule.invoice.specialCompany');
  });

  it('refuses an unknown kind', () => {
    expect(messages({ ...company, tax_no: '1'.repeat(15), kind: 'PAPER' })).toEqual([
      'kind:rule.invoice.kind',
    ]);
  });
});
