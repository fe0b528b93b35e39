import { describe, expect, it } from 'vitest';
import { FrameImpl, Parser } from '@stomp/stompjs';
import { StompProtocolError, decodeFrames, encodeFrame } from './stomp-frame.ts';

const b = (s: string) => Buffer.from(s, 'utf8');
const one = (s: string, version: '1.0' | '1.1' | '1.2' = '1.2') => {
  const { frames, rest } = decodeFrames(b(s), version);
  expect(rest).toBeNull();
  expect(frames).toHaveLength(1);
  return frames[0]!;
};

describe('STOMP frame decoding', () => {
  it('reads command, headers and body up to NULL, with LF or CRLF line ends', () => {
    const f = one('SUBSCRIBE\r\nid:sub-0\r\ndestination:/topic/1\r\n\r\n\0');
    expect(f.command).toBe('SUBSCRIBE');
    expect(Object.fromEntries(f.headers)).toEqual({ id: 'sub-0', destination: '/topic/1' });
    expect(f.body).toBe('');
    expect(one('SEND\ndestination:/q\n\nhello\0\n').body).toBe('hello');
  });

  it('keeps the first of repeated headers', () => {
    expect(one('SEND\nfoo:1\nfoo:2\n\n\0').headers.get('foo')).toBe('1');
  });

  it('unescapes 1.2 headers, but never in CONNECT, and rejects undefined escapes', () => {
    expect(one('SEND\na\\cb:x\\ny\\\\z\\rw\n\n\0').headers.get('a:b')).toBe('x\ny\\z\rw');
    expect(one('CONNECT\npasscode:a\\cb:c\n\n\0').headers.get('passcode')).toBe('a\\cb:c');
    expect(() => decodeFrames(b('SEND\na:\\t\n\n\0'), '1.2')).toThrow(StompProtocolError);
    expect(() => decodeFrames(b('SEND\na:\\r\n\n\0'), '1.1')).toThrow(StompProtocolError);
    expect(one('SEND\na:\\c\n\n\0', '1.0').headers.get('a')).toBe('\\c');
  });

  it('reads exactly content-length bytes, NULLs and multi-byte characters included', () => {
    const body = 'a\0b药';
    const f = one(`SEND\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`);
    expect(f.body).toBe(body);
    expect(() => decodeFrames(b('SEND\ncontent-length:1\n\nab\0'), '1.2')).toThrow(/NULL/);
  });

  it('counts heart-beats, splits several frames and keeps a partial frame for later', () => {
    const first = decodeFrames(b('\n\r\nSEND\n\na\0\nSEND\n\nb\0SUBSCRIBE\nid:'), '1.2');
    expect(first.heartbeats).toBe(3);
    expect(first.frames.map((f) => f.body)).toEqual(['a', 'b']);
    expect(first.rest?.toString()).toBe('SUBSCRIBE\nid:');
    const second = decodeFrames(Buffer.concat([first.rest!, b('1\n\n\0')]), '1.2');
    expect(second.frames[0]?.headers.get('id')).toBe('1');
    expect(decodeFrames(b('\n'), '1.2')).toEqual({ frames: [], rest: null, heartbeats: 1 });
  });

  it('refuses malformed frames and frames over the size limit', () => {
    expect(() => decodeFrames(b('send\n\n\0'), '1.2')).toThrow(StompProtocolError);
    expect(() => decodeFrames(b('SEND\nno-colon\n\n\0'), '1.2')).toThrow(StompProtocolError);
    expect(() => decodeFrames(b(`SEND\n\n${'x'.repeat(200)}`), '1.2', 100)).toThrow(/too large/);
  });
});

describe('STOMP frame encoding', () => {
  it('escapes headers per version, leaves CONNECTED raw and adds content-length', () => {
    expect(encodeFrame('MESSAGE', { 'sub:id': 'a\nb\\c\rd' }, 'x')).toBe(
      'MESSAGE\nsub\\cid:a\\nb\\\\c\\rd\ncontent-length:1\n\nx\0',
    );
    expect(encodeFrame('MESSAGE', { id: 'a:b\r' }, '', '1.1')).toBe('MESSAGE\nid:a\\cb\n\n\0');
    expect(encodeFrame('CONNECTED', { version: '1.2', 'heart-beat': '0,0' })).toBe(
      'CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0',
    );
  });

  it('round-trips through our decoder and through the stompjs client parser', () => {
    const headers = { destination: '/topic/1_newOrderWarn_2', subscription: 's:1', 'message-id': '7' };
    const body = '{"type":10,"data":{"order_sn":"药1"}}';
    const text = encodeFrame('MESSAGE', headers, body);
    const ours = one(text);
    expect(Object.fromEntries(ours.headers)).toMatchObject(headers);
    expect(ours.body).toBe(body);
    let theirs: FrameImpl | undefined;
    new Parser(
      (raw) => (theirs = FrameImpl.fromRawFrame(raw, true)),
      () => undefined,
    ).parseChunk(text);
    expect(theirs?.headers.subscription).toBe('s:1');
    expect(theirs?.body).toBe(body);
  });
});
