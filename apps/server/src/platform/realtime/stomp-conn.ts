import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import {
  LIVE_CLOSE,
  STOMP_TOPIC_PREFIX,
  parseShopTopic,
  type ShopTopic,
} from '@rxdesk/contract/live/live-notices';
import type { ConnRegistry } from './conn-registry.ts';
import { closeWith, sendText, type LiveTiming } from './live-socket.ts';
import { authenticateSocket, type SocketAuthDeps, type SocketPrincipal } from './socket-auth.ts';
import {
  HEARTBEAT,
  StompProtocolError,
  decodeFrames,
  encodeFrame,
  type StompFrame,
  type StompVersion,
} from './stomp-frame.ts';

export interface StompContext extends SocketAuthDeps {
  timing: LiveTiming;
  /** Connections that finished CONNECT; notices go to these only. */
  registry: ConnRegistry<StompConn>;
  log: FastifyBaseLogger;
}

type TopicKind = ShopTopic['kind'];
interface Subscription {
  kind: TopicKind;
  destination: string;
  /** client / client-individual ack mode: MESSAGE frames then carry an `ack` header (1.2). */
  ack: boolean;
}

const SERVER_VERSIONS: readonly StompVersion[] = ['1.2', '1.1', '1.0'];
/** The §7 client subscribes to 6 topics; the cap bounds what one socket can make us hold. */
const MAX_SUBSCRIPTIONS = 16;
/** Frames a client sends before CONNECTED arrives (it should wait, but may pipeline). */
const MAX_BACKLOG = 8;
let messageSeq = 0;

/** One STOMP connection: the protocol state machine of the server side (STOMP 1.2 §Frames and
 * Heart-beating), kept small — most of these sockets sit idle all day. */
export class StompConn implements SocketPrincipal {
  userId = 0;
  shopId = 0;
  sessionId = '';
  state: 'new' | 'connecting' | 'connected' | 'closed' = 'new';
  version: StompVersion = '1.2';
  readonly openedAt = Date.now();
  lastIn = this.openedAt;
  lastOut = this.openedAt;
  /** Negotiated heart-beat periods in ms, 0 = none: we send at outEvery, and close after inLimit silent. */
  outEvery = 0;
  inLimit = 0;
  private subs: Map<string, Subscription> | null = null;
  private pending: Buffer | null = null;
  private backlog: StompFrame[] | null = null;

  constructor(
    readonly socket: WebSocket,
    private readonly ctx: StompContext,
  ) {}

  onData(data: Buffer): void {
    this.lastIn = Date.now();
    if (this.state === 'closed') return;
    let decoded;
    try {
      decoded = decodeFrames(this.pending ? Buffer.concat([this.pending, data]) : data, this.version);
    } catch (err) {
      if (err instanceof StompProtocolError) return this.fail(LIVE_CLOSE.BAD_REQUEST, err.message);
      throw err;
    }
    // Copied: a slice would keep the whole received chunk alive.
    this.pending = decoded.rest ? Buffer.from(decoded.rest) : null;
    for (const frame of decoded.frames) this.handle(frame);
  }

  /** Sends a bus message's body on every subscription of a matching kind. */
  deliver(kinds: readonly TopicKind[], body: string): void {
    if (!this.subs || this.state !== 'connected') return;
    for (const [id, sub] of this.subs) {
      if (!kinds.includes(sub.kind)) continue;
      const messageId = String(++messageSeq);
      const headers: Record<string, string> = {
        subscription: id,
        'message-id': messageId,
        destination: sub.destination,
        'content-type': 'application/json',
      };
      if (sub.ack && this.version === '1.2') headers.ack = messageId;
      this.send('MESSAGE', headers, body);
    }
  }

  heartbeat(): void {
    if (sendText(this.socket, HEARTBEAT)) this.lastOut = Date.now();
  }

  /** Sends ERROR (with the receipt asked for by the offending frame) and closes the socket. */
  fail(code: number, message: string, frame?: StompFrame): void {
    if (this.state === 'closed') return;
    const headers: Record<string, string> = { message, 'content-type': 'text/plain' };
    const receipt = frame?.headers.get('receipt');
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    this.send('ERROR', headers, message);
    this.close(code, message);
  }

  close(code: number, reason: string): void {
    this.onClosed();
    closeWith(this.socket, code, reason);
  }

  /** The socket is gone, whoever closed it. */
  onClosed(): void {
    this.state = 'closed';
    this.pending = null;
    this.backlog = null;
    this.ctx.registry.remove(this);
  }

  private handle(frame: StompFrame): void {
    if (this.state === 'closed') return;
    if (this.state === 'connecting') {
      this.backlog ??= [];
      if (this.backlog.push(frame) > MAX_BACKLOG)
        this.fail(LIVE_CLOSE.BAD_REQUEST, 'too many frames before CONNECTED');
      return;
    }
    if (this.state === 'new') {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return void this.connect(frame);
      return this.fail(LIVE_CLOSE.BAD_REQUEST, 'expected CONNECT', frame);
    }
    switch (frame.command) {
      case 'SUBSCRIBE':
        return this.subscribe(frame);
      case 'UNSUBSCRIBE': {
        const id =
          frame.headers.get('id') ?? (this.version === '1.0' ? frame.headers.get('destination') : undefined);
        if (id === undefined)
          return this.fail(LIVE_CLOSE.BAD_REQUEST, 'UNSUBSCRIBE needs an id header', frame);
        this.subs?.delete(id);
        return this.receipt(frame);
      }
      case 'ACK':
      case 'NACK':
        // Nothing is ever redelivered (pub/sub): an acknowledgement changes nothing.
        return this.receipt(frame);
      case 'DISCONNECT':
        this.receipt(frame);
        return this.close(1000, 'disconnected');
      default:
        return this.fail(
          LIVE_CLOSE.BAD_REQUEST,
          `${frame.command} is not supported: this server only delivers to subscribers`,
          frame,
        );
    }
  }

  private async connect(frame: StompFrame): Promise<void> {
    const accepted = (frame.headers.get('accept-version') ?? '1.0').split(',').map((v) => v.trim());
    const version = SERVER_VERSIONS.find((v) => accepted.includes(v));
    if (!version) return this.fail(LIVE_CLOSE.BAD_REQUEST, 'supported versions are 1.0,1.1,1.2', frame);
    const heartBeat = parseHeartBeat(frame.headers.get('heart-beat'));
    if (!heartBeat) return this.fail(LIVE_CLOSE.BAD_REQUEST, 'malformed heart-beat header', frame);
    // §7 clients log in as 'guest'; the access token is what identifies them.
    const authorization = frame.headers.get('Authorization') ?? frame.headers.get('authorization');
    const token = (authorization ?? frame.headers.get('passcode') ?? '').replace(/^Bearer\s+/i, '').trim();
    this.state = 'connecting';
    const result = await authenticateSocket(this.ctx, token).catch((err: unknown) => {
      this.ctx.log.error({ err }, 'stomp: authentication failed');
      return { ok: false as const, code: 1011, reason: 'server error', logout: false };
    });
    if (this.state !== 'connecting') return;
    if (!result.ok) return this.fail(result.code, result.reason, frame);
    ({ userId: this.userId, shopId: this.shopId, sessionId: this.sessionId } = result.principal);
    this.version = version;
    // Heart-beating (STOMP 1.1+): each side sends at the slower of what one offers and the other wants.
    const [cx, cy] = heartBeat;
    const ours = this.ctx.timing.heartbeatMs;
    if (version !== '1.0') {
      this.outEvery = cy > 0 ? Math.max(ours, cy) : 0;
      this.inLimit = cx > 0 ? 2 * Math.max(ours, cx) : 0;
    }
    this.send('CONNECTED', { version, 'heart-beat': `${ours},${ours}`, server: 'RxDesk' });
    this.state = 'connected';
    this.ctx.registry.add(this);
    const backlog = this.backlog;
    this.backlog = null;
    for (const f of backlog ?? []) this.handle(f);
  }

  private subscribe(frame: StompFrame): void {
    const destination = frame.headers.get('destination');
    if (!destination) return this.fail(LIVE_CLOSE.BAD_REQUEST, 'SUBSCRIBE needs a destination header', frame);
    const id = frame.headers.get('id') ?? (this.version === '1.0' ? destination : undefined);
    if (id === undefined) return this.fail(LIVE_CLOSE.BAD_REQUEST, 'SUBSCRIBE needs an id header', frame);
    const topic = destination.startsWith(STOMP_TOPIC_PREFIX)
      ? parseShopTopic(destination.slice(STOMP_TOPIC_PREFIX.length))
      : null;
    if (!topic) return this.fail(LIVE_CLOSE.BAD_REQUEST, `unknown destination ${destination}`, frame);
    if (topic.shopId !== this.shopId)
      return this.fail(LIVE_CLOSE.WRONG_SHOP, `${destination} belongs to another shop`, frame);
    this.subs ??= new Map();
    if (!this.subs.has(id) && this.subs.size >= MAX_SUBSCRIPTIONS)
      return this.fail(LIVE_CLOSE.BAD_REQUEST, 'too many subscriptions', frame);
    const ack = frame.headers.get('ack') ?? 'auto';
    this.subs.set(id, { kind: topic.kind, destination, ack: ack !== 'auto' });
    this.receipt(frame);
  }

  private receipt(frame: StompFrame): void {
    const receipt = frame.headers.get('receipt');
    if (receipt !== undefined) this.send('RECEIPT', { 'receipt-id': receipt });
  }

  private send(command: string, headers: Record<string, string>, body = ''): void {
    if (sendText(this.socket, encodeFrame(command, headers, body, this.version))) this.lastOut = Date.now();
  }
}

/** `cx,cy` in ms; absent means 0,0. */
function parseHeartBeat(value: string | undefined): [number, number] | null {
  if (value === undefined) return [0, 0];
  const m = /^\s*(\d{1,9})\s*,\s*(\d{1,9})\s*$/.exec(value);
  return m ? [Number(m[1]), Number(m[2])] : null;
}
