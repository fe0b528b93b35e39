import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { solvedCaptcha } from '../../testing/captcha.ts';
import { startFakeSmsGateway } from '../../testing/fakes/fake-sms-gateway.ts';

describe('SMS through the HTTP gateway adapter', () => {
  const secret = 'gateway-secret-0123456789';
  let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
  let t: TestApp;
  beforeAll(async () => {
    gateway = await startFakeSmsGateway({ appKey: 'rxdesk', secret });
    t = await createTestApp({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${gateway.url}/sms/send`,
      SMS_HTTP_APP_KEY: 'rxdesk',
      SMS_HTTP_SECRET: secret,
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('delivers a signed request that the gateway accepts, and the delivered code signs in', async () => {
    const uuid = 'gateway-client-0001';
    const captcha = await solvedCaptcha(t, uuid);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin-user/login/sendCode',
      payload: { mobile: '13800000000', captcha, uuid },
    });
    expect(res.statusCode).toBe(200);
    expect(gateway.delivered).toHaveLength(1);
    const req = gateway.requests[0]!;
    expect(req.url.pathname).toBe('/sms/send');
    expect(JSON.parse(req.body)).toMatchObject({
      app_key: 'rxdesk',
      mobile: '13800000000',
      template: 'LOGIN_CODE',
      params: { minutes: 5 },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin-user/login/smsLogin',
      payload: { mobile: '13800000000', code: gateway.delivered[0]!.code },
    });
    expect(login.json().username).toBe('admin');
  });

  it('a gateway refusal is an error, and the user may ask again at once', async () => {
    const failing = await startFakeSmsGateway({ appKey: 'rxdesk', secret: 'another-secret-that-differs' });
    const t2 = await createTestApp({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: failing.url,
      SMS_HTTP_APP_KEY: 'rxdesk',
      SMS_HTTP_SECRET: secret,
    });
    try {
      const captcha = await solvedCaptcha(t2, 'gateway-client-0002');
      const res = await t2.app.inject({
        method: 'POST',
        url: '/api/admin-user/login/sendCode',
        payload: { mobile: '13800000000', captcha, uuid: 'gateway-client-0002' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json().message).toBe('短信发送失败，请稍后再试');
      expect(failing.delivered).toHaveLength(0);
      const left = await t2.db.selectFrom('verification_codes').selectAll().execute();
      expect(left).toHaveLength(0);
    } finally {
      await t2.close();
      await failing.close();
    }
  });

  it('refuses to start with SMS_PROVIDER=http but no gateway address', async () => {
    await expect(createTestApp({ SMS_PROVIDER: 'http' })).rejects.toThrow(/SMS_HTTP_URL/);
  });
});
