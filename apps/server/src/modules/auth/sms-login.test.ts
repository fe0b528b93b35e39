import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { solvedCaptcha } from '../../testing/captcha.ts';
import { secondsUntilNextMidnight } from '@rxdesk/contract/common/date-format';
import { CODE_DAILY_CAP_PER_MOBILE, CODE_RESEND_SECONDS, CODE_TTL_SECONDS } from './sms-code.service.ts';

describe('mobile + SMS code sign-in', () => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const uuid = () => `test-client-${++n}-abcdef`;
  const sendCode = async (mobile: string, captcha?: string) => {
    const id = uuid();
    const answer = captcha ?? (await solvedCaptcha(t, id));
    return t.app.inject({
      method: 'POST',
      url: '/api/admin-user/login/sendCode',
      payload: { mobile, captcha: answer, uuid: id },
    });
  };
  const outbox = () =>
    readFileSync(join(t.config.dataDir, 'sms-outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { mobile: string; code: string });
  const lastCode = (mobile: string) =>
    outbox()
      .filter((m) => m.mobile === mobile)
      .at(-1)!.code;
  const smsLogin = (mobile: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin-user/login/smsLogin',
      payload: { mobile, code, actype: 'seller' },
    });

  it('serves an SVG captcha that is not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/captchas/SMS_LOGIN/abcdefgh-1234?rmd=99' });
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^<svg/);
  });

  it('requires the image captcha before sending a code, and uses each captcha once', async () => {
    const id = uuid();
    await solvedCaptcha(t, id, 'wxyz');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/admin-user/login/sendCode',
      payload: { mobile: '13800000001', captcha: 'nope', uuid: id },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'captcha', message: '图片验证码错误或已过期，请重新输入' });
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/admin-user/login/sendCode',
      payload: { mobile: '13800000001', captcha: 'wxyz', uuid: id },
    });
    expect(reused.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin-user/login/sendCode',
      payload: { mobile: '13800000001', uuid: id },
    });
    expect(missing.json().field).toBe('captcha');
  });

  it('signs the clerk in with the code from the outbox; the code works once', async () => {
    const sent = await sendCode('13800000001');
    expect(sent.json()).toEqual({ resend_after: CODE_RESEND_SECONDS, expires_in: CODE_TTL_SECONDS });
    const code = lastCode('13800000001');
    expect(code).toMatch(/^\d{6}$/);
    const res = await smsLogin('13800000001', code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'clerk', founder: 0 });
    expect((await smsLogin('13800000001', code)).statusCode).toBe(400);
    const log = await t.db
      .selectFrom('operation_logs')
      .select('detail')
      .where('action', '=', 'login.success')
      .where('username', '=', 'clerk')
      .execute();
    expect(log.map((l) => JSON.parse(l.detail).mode)).toContain('sms');
  });

  it('accepts the optional leading 0 of §5 mobiles', async () => {
    t.clock.advance(CODE_RESEND_SECONDS);
    await sendCode('013800000002');
    const res = await smsLogin('013800000002', lastCode('13800000002'));
    expect(res.json().username).toBe('pharmacist');
  });

  it('a verified mobile with no seller account gets role_id -1 and no tokens', async () => {
    await sendCode('13712345678');
    const res = await smsLogin('13712345678', lastCode('13712345678'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.role_id).toBe(-1);
    expect(body.access_token).toBeUndefined();
    expect(body.message).toBe('该手机号未开通商家账号，请联系店铺管理员开通');
  });

  it('sends at most one code a minute per mobile', async () => {
    expect((await sendCode('13711110000')).statusCode).toBe(200);
    const again = await sendCode('13711110000');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/秒后再试/);
    expect(again.json().retry_after).toBeGreaterThan(0);
    t.clock.advance(CODE_RESEND_SECONDS);
    expect((await sendCode('13711110000')).statusCode).toBe(200);
  });

  it('codes expire after five minutes', async () => {
    t.clock.advance(CODE_RESEND_SECONDS);
    await sendCode('13711112222');
    const code = lastCode('13711112222');
    t.clock.advance(CODE_TTL_SECONDS + 1);
    const res = await smsLogin('13711112222', code);
    expect(res.json()).toMatchObject({ field: 'code', message: '短信验证码已过期，请重新获取' });
  });

  it('allows five tries, then even the right code is refused', async () => {
    await sendCode('13711113333');
    const code = lastCode('13711113333');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await smsLogin('13711113333', wrong)).json().message).toBe('短信验证码错误');
    expect((await smsLogin('13711113333', code)).json().message).toBe('验证码错误次数过多，请重新获取');
  });

  it('caps the codes a mobile gets per day', async () => {
    // The cap counts from Shanghai midnight: start at 01:00 of the next day, so the sends below
    // (11 minutes) stay inside one day whatever the hour the suite runs at.
    t.clock.advance(secondsUntilNextMidnight(t.clock.now()) + 3600);
    for (let i = 0; i < CODE_DAILY_CAP_PER_MOBILE; i++) {
      t.clock.advance(CODE_RESEND_SECONDS);
      // Keep the per-IP hourly cap out of this test: only this mobile's codes count here.
      await t.db.deleteFrom('verification_codes').where('mobile', '!=', '13722223333').execute();
      expect((await sendCode('13722223333')).statusCode, `send ${i}`).toBe(200);
    }
    t.clock.advance(CODE_RESEND_SECONDS);
    const capped = await sendCode('13722223333');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe('今日验证码发送次数已达上限，请明天再试');
  });
});
