import { orderAddressBody, pickBody, setoutBody } from '@rxdesk/contract/orders/orders';
import { describe, expect, it } from 'vitest';
import { schemaMessageKey } from './schema-rule.ts';

describe('schemaMessageKey', () => {
  it("reports the contract's message key, or null when the value passes", () => {
    expect(schemaMessageKey(pickBody.shape.pickcode, '12345')).toBe('rule.pickcode');
    expect(schemaMessageKey(pickBody.shape.pickcode, '123456')).toBeNull();
    expect(schemaMessageKey(setoutBody.shape.waybill_no, 'SF 1')).toBe('rule.waybill');
    expect(schemaMessageKey(orderAddressBody.shape.consignee_mobile, '1381234567')).toBe('rule.mobile');
    expect(schemaMessageKey(orderAddressBody.shape.consignee_name, '   ')).toBe('rule.required');
  });
});
