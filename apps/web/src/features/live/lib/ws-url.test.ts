import { describe, expect, it } from 'vitest';
import { wsUrl } from './ws-url.ts';

describe('wsUrl', () => {
  it('follows the page protocol and encodes the query', () => {
    expect(
      wsUrl({ protocol: 'http:', host: 'a:8080' }, '/websocket', { source: 'shop', user: 7, token: 'a b' }),
    ).toBe('ws://a:8080/websocket?source=shop&user=7&token=a+b');
    expect(wsUrl({ protocol: 'https:', host: 'a' }, '/stomp')).toBe('wss://a/stomp');
  });
});
