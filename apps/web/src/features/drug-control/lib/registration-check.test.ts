import { describe, expect, it } from 'vitest';
import { checkRegistration } from './registration-check.ts';

const valid = { real_name: '张三', id_card: '11010519491231002X' };

describe('checkRegistration', () => {
  it('accepts a real name and a valid national ID; the phone only when asked for', () => {
    expect(checkRegistration({ require_mobile: 0 }, valid)).toEqual({});
    expect(checkRegistration({ require_mobile: 1 }, { ...valid, mobile: '13800000000' })).toEqual({});
  });

  it('uses the §5 rules: national ID check digit and date, mobile pattern', () => {
    expect(checkRegistration({ require_mobile: 0 }, { ...valid, id_card: '110105194912310021' })).toEqual({
      id_card: 'rule.nationalId',
    });
    expect(checkRegistration({ require_mobile: 0 }, { ...valid, id_card: '110105194902300020' })).toEqual({
      id_card: 'rule.nationalId',
    });
    expect(checkRegistration({ require_mobile: 0 }, { ...valid, mobile: '12345' })).toEqual({
      mobile: 'rule.mobile',
    });
  });

  it('requires the name, and the phone when the template says so', () => {
    expect(checkRegistration({ require_mobile: 1 }, { id_card: valid.id_card })).toEqual({
      real_name: 'rule.required',
      mobile: 'error.control.mobileRequired',
    });
  });
});
