import { startFakeKuaidi100 } from '../testing/fakes/fake-kuaidi100.ts';
import { startFakeMaps } from '../testing/fakes/fake-maps.ts';
import { startFakeMeituan } from '../testing/fakes/fake-meituan.ts';
import { startFakePayment } from '../testing/fakes/fake-payment.ts';
import { startFakeSfExpress } from '../testing/fakes/fake-sf-express.ts';
import { startFakeWechatMp } from '../testing/fakes/fake-wechat-mp.ts';
import { startFakeWecom } from '../testing/fakes/fake-wecom.ts';

/** The partners (delivery, payment, WeCom sign-in, WeChat buyer messages, Kuaidi100), faked, and the app settings that point at them: with them
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
  const wecom = await startFakeWecom({ corpId: 'ww-corp', corpSecret: 'corp-secret', codes: {} });
  const mp = await startFakeWechatMp({ appId: 'wx-app', appSecret: 'wx-secret', openids: [] });
  const k100 = await startFakeKuaidi100({ key: 'k100-key', secret: 'k100-secret', customer: 'K100CUST' });
  const maps = await startFakeMaps({ amapKey: 'amap-trust-key', tencentKey: 'TENCENT-TRUST-KEY' });
  return {
    env: {
      ...maps.env,
      WECOM_BASE_URL: wecom.url,
      WECOM_CORP_ID: 'ww-corp',
      WECOM_CORP_SECRET: 'corp-secret',
      WECOM_AGENT_ID: '1000002',
      WECHAT_MP_BASE_URL: mp.url,
      WECHAT_MP_APP_ID: 'wx-app',
      WECHAT_MP_APP_SECRET: 'wx-secret',
      WECHAT_MP_TEMPLATE_MEDICATION: 'tpl-medication',
      WECHAT_MP_TEMPLATE_VOUCHER: 'tpl-voucher',
      WECHAT_MP_TEMPLATE_AUDIT_REJECTED: 'tpl-rejected',
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
      // The platform's settlement calls (its own key, no fake: the platform calls us).
      PLATFORM_API_KEY: 'trust-platform-key-0123456789',
      KUAIDI100_BASE_URL: k100.url,
      KUAIDI100_KEY: 'k100-key',
      KUAIDI100_CUSTOMER: 'K100CUST',
      KUAIDI100_SECRET: 'k100-secret',
      KUAIDI100_CALLBACK_SALT: 'trust-k100-salt',
    },
    close: async () => {
      await Promise.all([
        sf.close(),
        mt.close(),
        pay.close(),
        wecom.close(),
        mp.close(),
        k100.close(),
        maps.close(),
      ]);
    },
  };
}
