import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import { LIVE_CLOSE, STOMP_SUBPROTOCOLS } from '@rxdesk/contract/live/live-notices';
import type { EventBus } from './event-bus.ts';
import { liveTiming } from './live-socket.ts';
import type { SocketAuthDeps } from './socket-auth.ts';
import { stompGateway } from './stomp-gateway.ts';
import { websocketGateway } from './websocket-gateway.ts';

export interface RealtimeDeps extends SocketAuthDeps {
  bus: EventBus;
  /** The §9 heartbeat (28 s); tests shrink it. */
  heartbeatMs?: number;
}

/** Client frames are a ping or a small STOMP frame: anything bigger is refused (close 1009). */
const MAX_PAYLOAD = 64 * 1024;

/** Registers the WebSocket server and both gateways (DESIGN.md §5): `/websocket` and `/stomp`. */
export async function registerRealtime(app: FastifyInstance, deps: RealtimeDeps): Promise<void> {
  // On shutdown every socket hears 1001 "going away", the contract's "reconnect" (the plugin's own
  // preClose, which runs after this one, would close them with no code at all: 1005).
  app.addHook('preClose', (done) => {
    for (const socket of app.websocketServer?.clients ?? [])
      socket.close(LIVE_CLOSE.GOING_AWAY, 'server stopping');
    done();
  });
  await app.register(websocket, {
    options: { maxPayload: MAX_PAYLOAD, handleProtocols: chooseSubprotocol },
  });
  const gatewayDeps = { ...deps, timing: liveTiming(deps.heartbeatMs) };
  await app.register(websocketGateway(gatewayDeps));
  await app.register(stompGateway(gatewayDeps));
}

/** On /stomp the newest STOMP version the client offers (ws would take the first offered, and
 * stompjs offers v10 first); elsewhere the first offered, as ws does by default. */
function chooseSubprotocol(offered: Set<string>, request: IncomingMessage): string | false {
  if (request.url?.startsWith('/stomp')) return STOMP_SUBPROTOCOLS.find((p) => offered.has(p)) ?? false;
  return offered.values().next().value ?? false;
}
