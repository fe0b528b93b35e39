import { describe, expect, it } from 'vitest';
import { createDeliveryPartners, DeliveryConfigError, parseDeliveryConfig } from './delivery-config.ts';

const sfEnv = { SF_DEV_ID: '1551234567', SF_DEV_KEY: 'sf-key', SF_SHOP_ID: '3243279847393' };
const meituanEnv = {
  MEITUAN_APP_KEY: 'mt-key',
  MEITUAN_APP_SECRET: 'mt-secret',
  MEITUAN_SHOP_ID: 'rx_shop_001',
};

describe('parseDeliveryConfig', () => {
  it('leaves both partners unconfigured when nothing is given', () => {
    expect(parseDeliveryConfig({})).toEqual({ sf: null, meituan: null });
  });

  it('configures a partner from its full set, with the documented production base URLs by default', () => {
    expect(parseDeliveryConfig({ ...sfEnv, ...meituanEnv })).toEqual({
      sf: {
        baseUrl: 'https://openic.sf-express.com',
        devId: '1551234567',
        devKey: 'sf-key',
        shopId: '3243279847393',
      },
      meituan: {
        baseUrl: 'https://peisongopen.meituan.com',
        appKey: 'mt-key',
        appSecret: 'mt-secret',
        shopId: 'rx_shop_001',
      },
    });
  });

  it('takes other base URLs, without a trailing slash', () => {
    const config = parseDeliveryConfig({
      ...sfEnv,
      SF_BASE_URL: 'http://127.0.0.1:9001/',
      MEITUAN_BASE_URL: 'http://127.0.0.1:9002',
    });
    expect(config.sf?.baseUrl).toBe('http://127.0.0.1:9001');
    expect(config.meituan).toBeNull();
  });

  it('refuses a partial set and names exactly the missing variables', () => {
    const partial = () => parseDeliveryConfig({ SF_DEV_ID: '1551234567', MEITUAN_APP_SECRET: 'mt-secret' });
    expect(partial).toThrow(DeliveryConfigError);
    const message = errorMessage(partial);
    const missing = [
      ...message.matchAll(/(SF Express|Meituan) is partly configured: missing ([A-Z_, ]+) \(/g),
    ].map((m) => [m[1], m[2]]);
    expect(missing).toEqual([
      ['SF Express', 'SF_DEV_KEY, SF_SHOP_ID'],
      ['Meituan', 'MEITUAN_APP_KEY, MEITUAN_SHOP_ID'],
    ]);
  });

  it('treats an empty variable as not given', () => {
    expect(parseDeliveryConfig({ SF_DEV_ID: '', SF_DEV_KEY: '', SF_SHOP_ID: '', SF_BASE_URL: '' })).toEqual({
      sf: null,
      meituan: null,
    });
    expect(() => parseDeliveryConfig({ ...meituanEnv, MEITUAN_SHOP_ID: '' })).toThrow(
      /missing MEITUAN_SHOP_ID/,
    );
  });

  it('refuses a malformed value, naming the variable', () => {
    expect(() => parseDeliveryConfig({ ...sfEnv, SF_DEV_ID: 'abc' })).toThrow(
      /SF_DEV_ID: must be the numeric developer id/,
    );
    expect(() => parseDeliveryConfig({ ...meituanEnv, MEITUAN_BASE_URL: 'ftp://example.com' })).toThrow(
      /MEITUAN_BASE_URL/,
    );
  });
});

describe('createDeliveryPartners', () => {
  it('builds an adapter for each configured partner only', () => {
    const partners = createDeliveryPartners(parseDeliveryConfig(meituanEnv));
    expect(partners.sf).toBeNull();
    expect(partners.meituan?.kind).toBe('meituan');
    expect(createDeliveryPartners(parseDeliveryConfig(sfEnv)).sf?.kind).toBe('sf');
  });
});

function errorMessage(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}
