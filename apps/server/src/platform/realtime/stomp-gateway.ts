import type { FastifyPluginAsync } from 'fastify';
import { SOCKET_ACCESS } from '../http/route-schema.ts';
import type { RawData, WebSocket } from 'ws';
import { LIVE_CLOSE, encodeLiveNotice, type ShopTopic } from '@rxdesk/contract/live/live-notices';
import type { BusMessage } from './bus-message.ts';
import { watchClosedShops } from './closed-shop-watch.ts';
import { ConnRegistry } from './conn-registry.ts';
import { notAnUpgrade, releaseUpgradeRequest } from './live-socket.ts';
import { isLogoutTarget } from './socket-auth.ts';
import { StompConn } from './stomp-conn.ts';
import type { GatewayDeps } from './websocket-gateway.ts';

/** Which topic kinds carry each notice type (§7). Types 11–14 only update lists of the raw socket. */
const NOTICE_TOPICS: Partial<Record<number, readonly ShopTopic['kind'][]>> = {
  10: ['shop', 'newOrderWarn'],
  15: ['refundOrderWarn'],
  16: ['cancelOrderWarn'],
};

/** `/stomp`: STOMP 1.2 over WebSocket (subprotocols v12/v11/v10.stomp) for the §7 topics. */
export function stompGateway(deps: GatewayDeps): FastifyPluginAsync {
  return async (app) => {
    const registry = new ConnRegistry<StompConn>();
    const handshaking = new Set<StompConn>();
    const ctx = {
      db: deps.db,
      tokens: deps.tokens,
      clock: deps.clock,
      timing: deps.timing,
      registry,
      log: app.log,
    };
    const { idleMs, sweepMs, connectMs } = deps.timing;

    const unsubscribe = deps.bus.subscribe((message) => deliver(registry, message));
    const sweeper = setInterval(() => {
      const now = Date.now();
      for (const c of [...handshaking]) {
        if (c.state !== 'new' && c.state !== 'connecting') handshaking.delete(c);
        else if (now - c.openedAt > connectMs) c.fail(LIVE_CLOSE.IDLE, 'no CONNECT in time');
      }
      for (const c of [...registry.all()]) {
        if (c.outEvery > 0 && now - c.lastOut + sweepMs >= c.outEvery) c.heartbeat();
        const silent = now - c.lastIn;
        if (c.inLimit > 0) {
          if (silent > c.inLimit) c.close(LIVE_CLOSE.IDLE, 'no heart-beat');
        } else if (silent > 2 * idleMs) {
          c.close(LIVE_CLOSE.IDLE, 'no answer to ping');
        } else if (silent > idleMs) {
          // A client without STOMP heart-beats still answers WebSocket pings (browsers do it unasked).
          c.socket.ping();
        }
      }
    }, sweepMs);
    sweeper.unref();
    const stopShopWatch = watchClosedShops({
      db: deps.db,
      everyMs: deps.timing.shopCheckMs,
      shops: () => registry.shopIds(),
      onClosed: (shopId) => {
        for (const c of [...registry.ofShop(shopId)]) c.fail(LIVE_CLOSE.NOT_ALLOWED, 'shop closed');
      },
      log: app.log,
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      clearInterval(sweeper);
      stopShopWatch();
    });

    function onSocketError(this: WebSocket, err: Error): void {
      app.log.debug({ err }, 'stomp: socket error');
      this.terminate();
    }

    // logLevel warn: keeps the per-connection request lines out of the log, like /websocket.
    app.route({
      method: 'GET',
      url: '/stomp',
      logLevel: 'warn',
      config: { access: SOCKET_ACCESS },
      handler: notAnUpgrade,
      wsHandler: (socket, request) => {
        releaseUpgradeRequest(socket, request, onSocketError);
        const conn = new StompConn(socket, ctx);
        handshaking.add(conn);
        socket.on('message', (data: RawData) => conn.onData(toBuffer(data)));
        socket.on('pong', () => {
          conn.lastIn = Date.now();
        });
        socket.on('close', () => {
          handshaking.delete(conn);
          conn.onClosed();
        });
      },
    });
  };
}

function deliver(registry: ConnRegistry<StompConn>, message: BusMessage): void {
  if (message.kind === 'force-logout') {
    for (const c of registry.ofUser(message.userId)) {
      if (isLogoutTarget(c, message)) c.fail(LIVE_CLOSE.SESSION_ENDED, 'session ended');
    }
    return;
  }
  const kinds = message.kind === 'notice' ? NOTICE_TOPICS[message.type] : [message.topic];
  if (!kinds) return;
  const conns = registry.ofShop(message.shopId);
  if (conns.size === 0) return;
  const body = message.kind === 'notice' ? encodeLiveNotice(message) : JSON.stringify(message.body);
  for (const c of conns) c.deliver(kinds, body);
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}
