import {
  LIVE_HEARTBEAT_MS,
  LIVE_HEARTBEAT_REPLY,
  LIVE_PING,
  LIVE_RECONNECT_MS,
} from '@rxdesk/contract/live/live-protocol';

/** The part of a browser WebSocket the loop uses (a fake in tests). */
export interface SocketLike {
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: (() => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LoopTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface SocketLoopDeps {
  /** The address to open now (the token may have been refreshed since last time); null: not now. */
  url(): string | null;
  open(url: string): SocketLike;
  timers: LoopTimers;
  /** The first heartbeat reply after opening: the server is authenticated and listening, so
   * a re-read of the counters from here on misses nothing. */
  onReady(): void;
  /** Every frame but the heartbeat reply. */
  onText(text: string): void;
  /** After a close: resolve true to reconnect after the delay (after refreshing the token if
   * the code asks for it), false to stay closed (the session ended). */
  onClosed(code: number): Promise<boolean>;
  heartbeatMs?: number;
  reconnectMs?: number;
}

export interface SocketLoop {
  start(): void;
  stop(): void;
}

/**
 * §7 raw socket lifecycle: ping `heartbeatMs` after the last frame from the server, close when no
 * reply comes within another `heartbeatMs`, reconnect `reconnectMs` after any close or error
 * (§8: socket errors only trigger a reconnect). Pure timing logic: socket and timers are injected.
 */
export function createSocketLoop(deps: SocketLoopDeps): SocketLoop {
  const heartbeatMs = deps.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const reconnectMs = deps.reconnectMs ?? LIVE_RECONNECT_MS;
  const { timers } = deps;
  let socket: SocketLike | null = null;
  let running = false;
  let pingTimer: unknown = null;
  let replyTimer: unknown = null;
  let reconnectTimer: unknown = null;

  function clear(id: unknown): null {
    if (id !== null) timers.clearTimeout(id);
    return null;
  }

  function clearHeartbeat(): void {
    pingTimer = clear(pingTimer);
    replyTimer = clear(replyTimer);
  }

  function ping(target: SocketLike): void {
    try {
      target.send(LIVE_PING);
    } catch {
      // not open any more: the close handler reconnects
    }
    replyTimer = clear(replyTimer);
    replyTimer = timers.setTimeout(() => target.close(), heartbeatMs);
  }

  /** Any frame proves the line is alive: wait for the next ping time again. */
  function armHeartbeat(target: SocketLike): void {
    clearHeartbeat();
    pingTimer = timers.setTimeout(() => ping(target), heartbeatMs);
  }

  function scheduleReconnect(): void {
    if (!running || reconnectTimer !== null) return;
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = null;
      connect();
    }, reconnectMs);
  }

  function connect(): void {
    if (!running) return;
    const url = deps.url();
    if (!url) return scheduleReconnect();
    let target: SocketLike;
    try {
      target = deps.open(url);
    } catch {
      return scheduleReconnect();
    }
    socket = target;
    let ready = false;
    let closed = false;
    target.onopen = () => ping(target); // the first reply says "authenticated"
    target.onmessage = (event) => {
      if (socket !== target) return;
      armHeartbeat(target);
      const text = typeof event.data === 'string' ? event.data : String(event.data);
      if (text === LIVE_HEARTBEAT_REPLY) {
        if (!ready) {
          ready = true;
          deps.onReady();
        }
        return;
      }
      deps.onText(text);
    };
    target.onerror = () => target.close();
    target.onclose = (event) => {
      if (closed || socket !== target) return;
      closed = true;
      socket = null;
      clearHeartbeat();
      if (!running) return;
      void deps.onClosed(event.code).then(
        (again) => again && scheduleReconnect(),
        () => scheduleReconnect(),
      );
    };
  }

  return {
    start() {
      if (running) return;
      running = true;
      connect();
    },
    stop() {
      running = false;
      clearHeartbeat();
      reconnectTimer = clear(reconnectTimer);
      const current = socket;
      socket = null;
      current?.close(1000, 'stopped');
    },
  };
}
