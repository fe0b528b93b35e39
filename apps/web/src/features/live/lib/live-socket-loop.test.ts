import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSocketLoop, type SocketLike, type SocketLoopDeps } from './live-socket-loop.ts';

class FakeSocket implements SocketLike {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1005) {
    if (this.closed) return;
    this.closed = true;
    this.onclose?.({ code });
  }
  receive(text: string) {
    this.onmessage?.({ data: text });
  }
}

function setup(over: Partial<SocketLoopDeps> = {}) {
  const sockets: FakeSocket[] = [];
  const deps = {
    url: () => 'ws://x/websocket?token=t',
    open: (url: string) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    timers: {
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      clearTimeout: (id: unknown) => clearTimeout(id as number),
    },
    onReady: vi.fn(),
    onText: vi.fn(),
    onClosed: vi.fn(async () => true),
    ...over,
  };
  const loop = createSocketLoop(deps);
  return { loop, deps, sockets, last: () => sockets[sockets.length - 1]! };
}

describe('createSocketLoop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings on open and is ready at the first reply; frames go through', () => {
    const { loop, deps, last } = setup();
    loop.start();
    last().onopen?.();
    expect(last().sent).toEqual(['ping']);
    last().receive('1');
    last().receive('1');
    expect(deps.onReady).toHaveBeenCalledTimes(1);
    last().receive('{"type":11}');
    expect(deps.onText).toHaveBeenCalledWith('{"type":11}');
  });

  it('pings 28 s after the last frame and closes when no reply comes within 28 s', async () => {
    const { loop, deps, sockets, last } = setup();
    loop.start();
    last().onopen?.();
    last().receive('1');
    vi.advanceTimersByTime(27_999);
    expect(last().sent).toEqual(['ping']);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(['ping', 'ping']);
    last().receive('1'); // answered: still open
    vi.advanceTimersByTime(28_000);
    expect(last().sent.length).toBe(3);
    vi.advanceTimersByTime(27_999);
    expect(last().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.onClosed).toHaveBeenCalledTimes(1);
    expect(sockets.length).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sockets.length).toBe(2);
  });

  it('reconnects 5 s after an error or close, re-reading when ready again', async () => {
    const { loop, deps, sockets, last } = setup();
    loop.start();
    last().onopen?.();
    last().receive('1');
    last().onerror?.();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(sockets.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets.length).toBe(2);
    last().onopen?.();
    last().receive('1');
    expect(deps.onReady).toHaveBeenCalledTimes(2);
  });

  it('stays closed when the close handler says the session ended, and after stop', async () => {
    const ended = setup({ onClosed: vi.fn(async () => false) });
    ended.loop.start();
    ended.last().close(4410);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ended.sockets.length).toBe(1);
    expect(ended.deps.onClosed).toHaveBeenCalledWith(4410);

    const stopped = setup();
    stopped.loop.start();
    stopped.loop.stop();
    expect(stopped.sockets[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stopped.sockets.length).toBe(1);
    expect(stopped.deps.onClosed).not.toHaveBeenCalled();
  });

  it('retries later when there is no address yet or opening throws', async () => {
    let url: string | null = null;
    const { loop, sockets } = setup({ url: () => url });
    loop.start();
    expect(sockets.length).toBe(0);
    url = 'ws://x';
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sockets.length).toBe(1);
  });
});
