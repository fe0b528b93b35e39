import { startFakeMeituan } from '../testing/fakes/fake-meituan.ts';
import { startFakePayment } from '../testing/fakes/fake-payment.ts';
import { startFakeSfExpress } from '../testing/fakes/fake-sf-express.ts';

/** The delivery and payment partners, faked, and the app settings that point at them: with them
 * configured, a partner route answers what it means (404, 401) instead of "not configured". */
export async function startPartners(): Promise<{ env: Record<string, string>; close: () => Promise<void> }> {
  const sf = await startFakeSfExpress({
    devId: '1555600001',
    devKey: 'sf-dev-key-0001',
    shopId: '3243279847393',
    feeFen: 1200,
  });
  const mt = await startFakeMeituan({
    appKey: 'mt-app-key',
    appSecret: 'mt-app-secret',
    shopId: 'test_0001',
    feeFen: 900,
  });
  const pay = await startFakePayment({ mchId: '1900000109', apiKey: 'trust-payment-key-0123456789abcdef' });
  return {
    env: {
      SF_BASE_URL: sf.url,
      SF_DEV_ID: '1555600001',
      SF_DEV_KEY: 'sf-dev-key-0001',
      SF_SHOP_ID: '3243279847393',
      MEITUAN_BASE_URL: mt.url,
      MEITUAN_APP_KEY: 'mt-app-key',
      MEITUAN_APP_SECRET: 'mt-app-secret',
      MEITUAN_SHOP_ID: 'test_0001',
      PAYMENT_BASE_URL: pay.url,
      PAYMENT_MCH_ID: '1900000109',
      PAYMENT_API_KEY: 'trust-payment-key-0123456789abcdef',
      PAYMENT_NOTIFY_URL: 'https://shop.example.com/api/open/payment/refund-callback',
    },
    close: async () => {
      await Promise.all([sf.close(), mt.close(), pay.close()]);
    },
  };
}
