import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, md5, type TestApp } from '../../testing/test-app.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { CHALLENGE_TTL_SECONDS } from './auth.service.ts';

describe('challenge login (second password)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db
      .updateTable('users')
      .set({ challenge_hash: await hashPassword(md5('second-pass')) })
      .where('username', '=', 'kangning')
      .execute();
  });
  afterAll(() => t.close());

  const first = () =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin-user/login',
      query: { username: 'kangning', password: md5('kangning123') },
    });
  const second = (token: string, password: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin-user/login/challengeLogin',
      query: { challenge_token: token, password: md5(password) },
    });

  it('answers that a challenge is needed, without any session', async () => {
    const body = (await first()).json();
    expect(body).toMatchObject({ need_challenge: 1, username: 'kangning' });
    expect(body.access_token).toBeUndefined();
    const sessions = await t.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(0);
  });

  it('refuses a wrong second password and completes with the right one', async () => {
    const { challenge_token } = (await first()).json();
    expect((await second(challenge_token, 'wrong')).statusCode).toBe(401);
    const ok = await second(challenge_token, 'second-pass');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'kangning', founder: 1 });
  });

  it('refuses an expired challenge and an access token used as one', async () => {
    const { challenge_token } = (await first()).json();
    t.clock.advance(CHALLENGE_TTL_SECONDS + 1);
    expect((await second(challenge_token, 'second-pass')).json().code).toBe('UNAUTHENTICATED');
    const admin = await t.login('admin', 'admin123');
    expect('access_token' in admin).toBe(true);
    expect((await second(admin.access_token, 'second-pass')).statusCode).toBe(401);
  });
});
