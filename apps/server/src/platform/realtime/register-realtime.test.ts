import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@rxdesk/contract/live/live-notices';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { TestSocket, listenForSockets } from '../../testing/realtime-client.ts';
import { encodeFrame } from './stomp-frame.ts';

describe('live sockets when the server stops', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('closes raw and STOMP sockets with 1001 going away, so clients reconnect', async () => {
    const base = await listenForSockets(t.app);
    const u = await t.login('admin', 'admin123');
    const raw = await (await TestSocket.open(TestSocket.liveUrl(base, u.shop_id, u.access_token))).ready();
    const stomp = await TestSocket.open(`${base}/stomp`, ['v12.stomp']);
    stomp.send(encodeFrame('CONNECT', { 'accept-version': '1.2', passcode: u.access_token }));
    expect(await stomp.next()).toMatch(/^CONNECTED\n/);

    await t.app.close();
    const going = { code: LIVE_CLOSE.GOING_AWAY, reason: 'server stopping' };
    expect(await raw.closed).toEqual(going);
    expect(await stomp.closed).toEqual(going);
  });
});
