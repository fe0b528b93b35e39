import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** Starts the app on a free local port (it must be ready) and returns its ws:// base URL. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

/** A WebSocket client for tests: records every text frame so none is missed between awaits. */
export class TestSocket {
  private readonly inbox: string[] = [];
  private waiter: (() => void) | null = null;
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.inbox.push(data.toString('utf8'));
      this.waiter?.();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })),
    );
  }

  static open(url: string, protocols?: string[]): Promise<TestSocket> {
    const ws = new WebSocket(url, protocols);
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  /** The raw-socket URL of §7 for a shop and token. */
  static liveUrl(base: string, shopId: number | string, token: string): string {
    return `${base}/websocket?source=shop&user=${shopId}&token=${encodeURIComponent(token)}`;
  }

  send(text: string): void {
    this.ws.send(text);
  }

  /** The next frame not read yet; fails after `timeoutMs`. */
  async next(timeoutMs = 2000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (this.inbox.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no frame within timeout');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiter = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiter = null;
    }
    return this.inbox.shift()!;
  }

  /** Frames received and not read yet, after waiting `ms` for stragglers. */
  async unread(ms = 100): Promise<string[]> {
    await new Promise((r) => setTimeout(r, ms));
    return this.inbox.splice(0);
  }

  /** Sends `ping` and waits for `1`: the socket is authenticated and registered. */
  async ready(): Promise<this> {
    this.send('ping');
    const reply = await this.next();
    if (reply !== '1') throw new Error(`expected heartbeat reply 1, got ${reply}`);
    return this;
  }

  close(): void {
    this.ws.terminate();
  }
}
