import { describe, expect, it } from 'vitest';
import { meituanDeliveryId } from './meituan-delivery-id.ts';
import { signMeituan } from './meituan-sign.ts';

describe('signMeituan', () => {
  it("matches the example in Meituan's documentation", () => {
    // Documented: secret "test" + "appkeytestbooleantruedouble123.123number123string测试timestamp1477395862version1.0"
    const params = {
      appkey: 'test',
      timestamp: '1477395862',
      version: '1.0',
      number: '123',
      string: '测试',
      double: '123.123',
      boolean: 'true',
      empty: '',
    };
    expect(signMeituan(params, 'test')).toBe('8943ba698f4b009f80dc2fd69ff9b313381263bd');
  });

  it('leaves out sign itself and empty or absent values, so a signed set verifies again', () => {
    const params = {
      appkey: 'test',
      timestamp: '1477395862',
      version: '1.0',
      number: '123',
      string: '测试',
      double: '123.123',
      boolean: 'true',
    };
    const sign = signMeituan(params, 'test');
    expect(signMeituan({ ...params, sign, note: '', other: undefined }, 'test')).toBe(sign);
  });

  it('does not depend on the order the parameters were given in', () => {
    expect(signMeituan({ b: '1', a: '2' }, 's')).toBe(signMeituan({ a: '2', b: '1' }, 's'));
  });
});

describe('meituanDeliveryId', () => {
  it('uses a numeric sn as is', () => {
    expect(meituanDeliveryId('202405200001')).toBe('202405200001');
  });

  it('turns any other sn into a stable long that JSON numbers would not round', () => {
    const id = meituanDeliveryId('SN-2024-0001');
    expect(id).toMatch(/^\d+$/);
    expect(BigInt(id) < 2n ** 63n).toBe(true);
    expect(meituanDeliveryId('SN-2024-0001')).toBe(id);
    expect(meituanDeliveryId('SN-2024-0002')).not.toBe(id);
    // A leading zero would make "007" and "7" collide if used as a number.
    expect(meituanDeliveryId('007')).not.toBe(meituanDeliveryId('7'));
  });
});
