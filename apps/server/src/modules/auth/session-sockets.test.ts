import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@rxdesk/contract/live/live-notices';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { listenForSockets, TestSocket } from '../../testing/realtime-client.ts';

/** Ending a sign-in on the server reaches the browser at once: its live socket gets `2` (§4). */
describe('ended sessions close their live sockets', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenForSockets(t.app);
  });
  afterAll(() => t.close());

  const live = async (u: { shop_id: number; access_token: string }) =>
    (await TestSocket.open(TestSocket.liveUrl(base, u.shop_id, u.access_token))).ready();

  it('a sign-in elsewhere displaces the older session and its socket, not the new one', async () => {
    const first = await t.login('admin', 'admin123');
    const s1 = await live(first);
    const second = await t.login('admin', 'admin123');
    expect(await s1.next()).toBe('2');
    expect((await s1.closed).code).toBe(LIVE_CLOSE.SESSION_ENDED);
    const s2 = await live(second);
    s2.send('ping');
    expect(await s2.next()).toBe('1');
  });

  it('disabling a clerk logs their screen out', async () => {
    const clerk = await t.login('clerk', 'clerk123');
    const admin = await t.login('admin', 'admin123');
    const s = await live(clerk);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/seller/shops/clerks/${clerk.uid}/disable`,
      headers: { authorization: admin.access_token },
    });
    expect(res.statusCode).toBe(200);
    expect(await s.next()).toBe('2');
  });

  it('signing out closes the socket of that sign-in', async () => {
    const u = await t.login('pharmacist', 'pharm123');
    const s = await live(u);
    await t.app.inject({
      method: 'POST',
      url: '/api/seller/members/logout',
      headers: { authorization: u.access_token },
      payload: {},
    });
    expect(await s.next()).toBe('2');
  });
});
