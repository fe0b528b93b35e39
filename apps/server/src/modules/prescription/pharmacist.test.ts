import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, md5, type TestApp } from '../../testing/test-app.ts';

// 2026-11-22 00:00:00 Asia/Shanghai
const SHANGHAI_MIDNIGHT = Date.UTC(2026, 10, 21, 16, 0, 0) / 1000;

describe('pharmacist settings', () => {
  let t: TestApp;
  let pharmacist: string;
  let clerk: string;
  beforeAll(async () => {
    t = await createTestApp();
    pharmacist = (await t.login('pharmacist', 'pharm123')).access_token;
    clerk = (await t.login('clerk', 'clerk123')).access_token;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });

  it('isPhramacist and getPharmaistMethod answer truthfully', async () => {
    expect(
      (await call('GET', '/api/seller/prescription/prescriptionOrder/isPhramacist', pharmacist)).json(),
    ).toBe(true);
    expect((await call('GET', '/api/seller/prescription/prescriptionOrder/isPhramacist', clerk)).json()).toBe(
      false,
    );
    const m = (await call('GET', '/api/admin-user/login/getPharmaistMethod', pharmacist)).json();
    expect(m).toMatchObject({
      is_pharmacist: 1,
      has_audit_password: 1,
      work_start: '01:01',
      work_end: '23:59',
    });
  });

  it('isWorkTime follows the clock in Asia/Shanghai', async () => {
    t.clock.advance(SHANGHAI_MIDNIGHT + 30 - t.clock.now()); // 00:00:30
    expect((await call('GET', '/api/seller/pharmacist/isWorkTime', pharmacist)).json().is_work_time).toBe(0);
    t.clock.advance(2 * 3600); // 02:00:30
    expect((await call('GET', '/api/seller/pharmacist/isWorkTime', pharmacist)).json()).toEqual({
      is_work_time: 1,
      work_start: '01:01',
      work_end: '23:59',
    });
  });

  it('sets working hours from two timestamps; start must be before end', async () => {
    const at = (h: number, m: number) => SHANGHAI_MIDNIGHT + h * 3600 + m * 60;
    const bad = await call('POST', '/api/seller/pharmacist/setWork', pharmacist, {
      start_time: at(18, 0),
      end_time: at(9, 0),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('end_time');
    const ok = await call('POST', '/api/seller/pharmacist/setWork', pharmacist, {
      start_time: at(9, 0),
      end_time: at(18, 30),
    });
    expect(ok.json()).toMatchObject({ work_start: '09:00', work_end: '18:30', is_work_time: 0 });
    const log = await t.db
      .selectFrom('operation_logs')
      .select('detail')
      .where('action', '=', 'pharmacist.work-hours')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.detail)).toMatchObject({
      start: '09:00',
      end: '18:30',
      changes: { start: { to: '09:00' }, end: { to: '18:30' } },
    });
  });

  it('changes the audit password only with the current one', async () => {
    const base = { password: md5('newaudit1'), rep_password: md5('newaudit1') };
    expect((await call('POST', '/api/seller/pharmacist/setPwd', pharmacist, base)).json().field).toBe(
      'old_password',
    );
    const wrong = await call('POST', '/api/seller/pharmacist/setPwd', pharmacist, {
      ...base,
      old_password: md5('nope'),
    });
    expect(wrong.json()).toMatchObject({ field: 'old_password', message: '审方密码不正确' });
    const ok = await call('POST', '/api/seller/pharmacist/setPwd', pharmacist, {
      ...base,
      old_password: md5('audit123'),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses pharmacist settings to everyone else', async () => {
    const res = await call('POST', '/api/seller/pharmacist/setWork', clerk, {
      start_time: 0,
      end_time: 3600,
    });
    expect(res.statusCode).toBe(423);
    expect(res.json().message).toBe('仅药师可以进行此操作');
  });
});
