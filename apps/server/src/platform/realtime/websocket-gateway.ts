import type { FastifyPluginAsync } from 'fastify';
import { SOCKET_ACCESS } from '../http/route-schema.ts';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  LIVE_CLOSE,
  LIVE_FORCE_LOGOUT,
  LIVE_HEARTBEAT_REPLY,
  encodeLiveNotice,
} from '@rxdesk/contract/live/live-notices';
import type { BusMessage } from './bus-message.ts';
import { watchClosedShops } from './closed-shop-watch.ts';
import { ConnRegistry } from './conn-registry.ts';
import type { EventBus } from './event-bus.ts';
import { closeWith, notAnUpgrade, releaseUpgradeRequest, sendText, type LiveTiming } from './live-socket.ts';
import { authenticateSocket, isLogoutTarget, type SocketAuthDeps } from './socket-auth.ts';

export interface GatewayDeps extends SocketAuthDeps {
  bus: EventBus;
  timing: LiveTiming;
}

/** Per-socket state, kept to a handful of fields: thousands of mostly idle sockets per process. */
class RawConn {
  lastSeen = Date.now();
  constructor(
    readonly socket: WebSocket,
    readonly userId: number,
    readonly shopId: number,
    readonly sessionId: string,
  ) {}
}

const query = z.object({
  source: z.literal('shop'),
  user: z.coerce.number().int().positive(),
  token: z.string().min(1),
});

/** `/websocket?source=shop&user={shop_id}&token=…`: the raw §4 protocol (wire format in the contract's
 * live-notices.ts). The socket is upgraded first and refused with a close code, so the browser can tell
 * why (a refused HTTP upgrade only shows as a generic error). */
export function websocketGateway(deps: GatewayDeps): FastifyPluginAsync {
  return async (app) => {
    const registry = new ConnRegistry<RawConn>();
    const { idleMs, sweepMs } = deps.timing;

    const unsubscribe = deps.bus.subscribe((message) => deliver(registry, message));
    const sweeper = setInterval(() => {
      const now = Date.now();
      const idle = [...registry.all()].filter((c) => now - c.lastSeen > idleMs);
      for (const c of idle) closeWith(c.socket, LIVE_CLOSE.IDLE, 'no heartbeat');
    }, sweepMs);
    sweeper.unref();
    const stopShopWatch = watchClosedShops({
      db: deps.db,
      everyMs: deps.timing.shopCheckMs,
      shops: () => registry.shopIds(),
      onClosed: (shopId) => {
        for (const c of [...registry.ofShop(shopId)]) {
          registry.remove(c);
          closeWith(c.socket, LIVE_CLOSE.NOT_ALLOWED, 'shop closed');
        }
      },
      log: app.log,
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      clearInterval(sweeper);
      stopShopWatch();
    });

    // Resets and protocol errors of one client are routine: drop that socket, keep the log quiet.
    function onSocketError(this: WebSocket, err: Error): void {
      app.log.debug({ err }, 'websocket: socket error');
      this.terminate();
    }

    // logLevel warn: the access token is in the query string and must not reach the request log.
    app.route({
      method: 'GET',
      url: '/websocket',
      logLevel: 'warn',
      config: { access: SOCKET_ACCESS },
      handler: notAnUpgrade,
      wsHandler: (socket, request) => {
        const q = query.safeParse(request.query);
        releaseUpgradeRequest(socket, request, onSocketError);
        let conn: RawConn | undefined;
        // A ping that arrives while the token is being checked is answered once it passed, so `1`
        // always means "authenticated and listening" (the client pings as soon as it opens).
        let unanswered = false;
        socket.on('message', () => {
          if (!conn) return void (unanswered = true);
          conn.lastSeen = Date.now();
          sendText(socket, LIVE_HEARTBEAT_REPLY);
        });
        socket.on('close', () => {
          if (conn) registry.remove(conn);
        });

        if (!q.success) {
          closeWith(
            socket,
            LIVE_CLOSE.BAD_REQUEST,
            'expected ?source=shop&user={shop_id}&token={access_token}',
          );
          return;
        }
        void authenticateSocket(deps, q.data.token, q.data.user).then(
          (result) => {
            if (socket.readyState !== socket.OPEN) return;
            if (!result.ok) {
              if (result.logout) sendText(socket, LIVE_FORCE_LOGOUT);
              closeWith(socket, result.code, result.reason);
              return;
            }
            const { userId, shopId, sessionId } = result.principal;
            conn = new RawConn(socket, userId, shopId, sessionId);
            registry.add(conn);
            if (unanswered) sendText(socket, LIVE_HEARTBEAT_REPLY);
          },
          (err: unknown) => {
            app.log.error({ err }, 'websocket: authentication failed');
            closeWith(socket, 1011, 'server error');
          },
        );
      },
    });
  };
}

function deliver(registry: ConnRegistry<RawConn>, message: BusMessage): void {
  if (message.kind === 'notice') {
    const conns = registry.ofShop(message.shopId);
    if (conns.size === 0) return;
    // Encoded once for the whole shop.
    const frame = Buffer.from(encodeLiveNotice(message));
    for (const c of conns) sendText(c.socket, frame);
  } else if (message.kind === 'force-logout') {
    for (const c of registry.ofUser(message.userId)) {
      if (!isLogoutTarget(c, message)) continue;
      registry.remove(c);
      sendText(c.socket, LIVE_FORCE_LOGOUT);
      closeWith(c.socket, LIVE_CLOSE.SESSION_ENDED, 'session ended');
    }
  }
}
