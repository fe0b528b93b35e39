import type { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { LIVE_HEARTBEAT_MS } from '@rxdesk/contract/live/live-notices';
import { AppError } from '../http/app-error.ts';

/** Timings of both gateways, all derived from the §9 heartbeat so tests can shrink them together. */
export interface LiveTiming {
  /** The client's ping period: a socket silent for twice as long is closed. */
  heartbeatMs: number;
  idleMs: number;
  /** One timer per gateway walks all sockets this often, instead of one timer per socket. */
  sweepMs: number;
  /** A STOMP socket must send CONNECT within this. */
  connectMs: number;
  /** How often a gateway looks for closed shops among those it has sockets for. */
  shopCheckMs: number;
}

export function liveTiming(heartbeatMs = LIVE_HEARTBEAT_MS): LiveTiming {
  return {
    heartbeatMs,
    idleMs: 2 * heartbeatMs,
    sweepMs: Math.max(Math.floor(heartbeatMs / 4), 10),
    connectMs: Math.min(10_000, heartbeatMs),
    shopCheckMs: Math.max(Math.floor(heartbeatMs / 4), 10),
  };
}

/** A client this far behind is not reading: dropping it frees the memory; it reconnects and re-reads. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const TEXT = { binary: false } as const;

/** Sends a text frame; false when the socket is gone or was dropped for not reading. */
export function sendText(socket: WebSocket, data: string | Buffer): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.terminate();
    return false;
  }
  socket.send(data, TEXT);
  return true;
}

/** Close reasons are limited to 123 bytes by the protocol (ws throws beyond). */
export function closeWith(socket: WebSocket, code: number, reason: string): void {
  if (socket.readyState === socket.CLOSED || socket.readyState === socket.CLOSING) return;
  let text = reason;
  while (Buffer.byteLength(text) > 123) text = text.slice(0, -1);
  socket.close(code, text);
}

/**
 * Lets the upgrade request be garbage-collected once the socket is open: about 6 KB per socket, most of
 * what an idle socket costs. @fastify/websocket keeps it alive twice: its `error` listener closes over
 * the request and reply, and the hijacked ServerResponse stays attached to the TCP socket. We put our own
 * listener in place of the first and detach the second (the response is never used after the upgrade).
 */
export function releaseUpgradeRequest(
  socket: WebSocket,
  request: FastifyRequest,
  onError: (this: WebSocket, err: Error) => void,
): void {
  socket.removeAllListeners('error');
  socket.on('error', onError);
  const tcp = request.raw.socket as Socket & { _httpMessage?: { detachSocket(socket: Socket): void } | null };
  tcp._httpMessage?.detachSocket(tcp);
}

/** A plain HTTP request to a socket's address (no Upgrade): the API's usual 404 {code, message}
 * in the caller's language, not the socket plugin's empty 404 (issue 19, trust/fuzz). */
export async function notAnUpgrade(request: FastifyRequest): Promise<never> {
  throw new AppError('NOT_FOUND', 'error.routeNotFound', {
    method: request.method,
    url: request.url.split('?')[0] ?? '',
  });
}
