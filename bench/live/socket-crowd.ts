/**
 * The connected shop sockets of the live-notice benchmark, in a worker thread so that their CPU
 * (2 000 sockets' frames and pings) is not on the thread that takes the measurements. Real `ws`
 * clients on `/websocket?source=shop&user={shop_id}&token=…`, each behaving like the §7 browser
 * client: `ping` when it opens (the `1` reply means authenticated and registered), then every
 * LIVE_HEARTBEAT_MS at its own phase. The worker counts the notices each shop's sockets receive and
 * every close, so the benchmark can check who heard what. Plain JS source (eval'd worker): no loader.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface CrowdSocket {
  shopId: number;
  url: string;
}

export interface ConnectResult {
  connected: number;
  failed: number;
  firstError: string | null;
  seconds: number;
}

export interface CrowdReport {
  /** type-10 frames received, summed over the sockets of each shop */
  newOrderFrames: Record<string, number>;
  /** sockets of each shop that are open now */
  openByShop: Record<string, number>;
  /** close codes seen after the socket was ready (none expected while the benchmark runs) */
  unexpectedCloses: Record<string, number>;
  pingsSent: number;
}

const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.wsPath);
const { heartbeatMs } = workerData;
let sockets = [];
let pingsSent = 0;
const newOrderFrames = {};
const unexpectedCloses = {};

function open(entry) {
  return new Promise((resolve) => {
    const ws = new WebSocket(entry.url);
    const s = { ws, shopId: entry.shopId, ready: false, timer: null };
    let settled = false;
    const done = (error) => { if (!settled) { settled = true; resolve({ s, error }); } };
    ws.on('open', () => ws.send('ping'));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text === '1') {
        if (!s.ready) {
          s.ready = true;
          // §7: ping every heartbeat; phases spread as browsers opened at different times.
          const first = Math.floor(Math.random() * heartbeatMs);
          s.timer = setTimeout(function beat() {
            if (ws.readyState !== ws.OPEN) return;
            ws.send('ping'); pingsSent++;
            s.timer = setTimeout(beat, heartbeatMs);
          }, first);
          done(null);
        }
        return;
      }
      if (text.startsWith('{"type":10,')) newOrderFrames[s.shopId] = (newOrderFrames[s.shopId] || 0) + 1;
    });
    ws.on('close', (code, reason) => {
      clearTimeout(s.timer);
      if (s.ready && !s.closing) unexpectedCloses[code] = (unexpectedCloses[code] || 0) + 1;
      done('closed ' + code + ' ' + reason.toString());
    });
    ws.on('error', (e) => done(String(e && e.message || e)));
  });
}

async function connectAll(list, concurrency) {
  const t0 = performance.now();
  let next = 0, failed = 0, firstError = null;
  async function lane() {
    while (next < list.length) {
      const entry = list[next++];
      const { s, error } = await open(entry);
      if (error) { failed++; firstError = firstError || error; s.ws.terminate(); }
      else sockets.push(s);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { connected: list.length - failed, failed, firstError, seconds: (performance.now() - t0) / 1000 };
}

function closeAll() {
  for (const s of sockets) { s.closing = true; clearTimeout(s.timer); s.ws.terminate(); }
  sockets = [];
}

parentPort.on('message', async (m) => {
  try {
    if (m.cmd === 'connect') parentPort.postMessage({ id: m.id, result: await connectAll(m.list, m.concurrency) });
    else if (m.cmd === 'report') {
      const openByShop = {};
      for (const s of sockets) if (s.ws.readyState === s.ws.OPEN) openByShop[s.shopId] = (openByShop[s.shopId] || 0) + 1;
      parentPort.postMessage({ id: m.id, result: { newOrderFrames: { ...newOrderFrames }, openByShop, unexpectedCloses: { ...unexpectedCloses }, pingsSent } });
    } else if (m.cmd === 'close') { closeAll(); parentPort.postMessage({ id: m.id, result: null }); }
  } catch (e) { parentPort.postMessage({ id: m.id, error: String(e && e.stack || e) }); }
});
`;

export class SocketCrowd {
  private readonly worker: Worker;
  private seq = 0;
  private readonly waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();

  constructor(heartbeatMs: number) {
    const wsPath = createRequire(import.meta.url).resolve('ws');
    this.worker = new Worker(SOURCE, { eval: true, workerData: { wsPath, heartbeatMs } });
    this.worker.on('message', (m: { id: number; result?: unknown; error?: string }) => {
      const w = this.waiting.get(m.id);
      this.waiting.delete(m.id);
      if (m.error) w?.reject(new Error(m.error));
      else w?.resolve(m.result);
    });
    this.worker.on('error', (e) => {
      for (const w of this.waiting.values()) w.reject(e);
      this.waiting.clear();
    });
  }

  private call<T>(message: object): Promise<T> {
    const id = ++this.seq;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Opens every socket (`concurrency` handshakes at a time) and waits for each one's `1`. */
  connect(list: CrowdSocket[], concurrency = 50): Promise<ConnectResult> {
    return this.call({ cmd: 'connect', list, concurrency });
  }

  report(): Promise<CrowdReport> {
    return this.call({ cmd: 'report' });
  }

  /** Drops every socket (terminate: no closing handshake to wait for). */
  close(): Promise<void> {
    return this.call({ cmd: 'close' });
  }

  async stop(): Promise<void> {
    await this.worker.terminate();
  }
}
