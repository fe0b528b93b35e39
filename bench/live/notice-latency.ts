/**
 * Live-notice latency: from `POST /api/open/orders` returning to the browser-side socket receiving
 * the type-10 notice, with 2 000 connected shop sockets, on one process and on two processes over
 * Redis; and the memory an idle socket costs the server.
 *
 *   npx tsx bench/live/notice-latency.ts          (npm run -w bench live:notices)
 *
 * Setup: a fresh SQLite file under bench/.data (real migrations + demo seed + BENCH_SHOPS − 2 more
 * shops with a founder and a clerk each). Servers are separate processes (server-process.ts: the
 * real buildApp from the environment, as main.ts does), so their RSS is theirs alone. Every account
 * signs in through `GET /api/admin-user/login` once, on a process of its own; BENCH_SOCKETS real `ws` clients connect to
 * `/websocket?source=shop&user={shop_id}&token=…` with those tokens, spread evenly over the shops
 * and round-robin over each shop's accounts (several tabs share a sign-in, as in a browser), and
 * ping every 28 s like the §7 client. They live in a worker thread (socket-crowd.ts); this thread
 * keeps one of shop 1's sockets — the probe — and places the orders.
 *
 * Per scenario:
 *  1. one process: the sockets and the orders on server A (in-process bus);
 *     redis: two processes with REDIS_URL over the same SQLite file and JWT secret; every socket on
 *     B, every order placed on A, so each notice crosses Redis.
 *  2. memory: server RSS / heap / external after two full GCs, before and after the sockets connect
 *     (a first batch of 50 sockets connects and closes before the baseline, so code loading and JIT
 *     warm-up are not counted as per-socket cost), divided by the number of sockets.
 *  3. one unmeasured order per candidate goods (those the intake refuses for a rule not modelled
 *     here, such as restricted goods needing the buyer's registration, are left out), BENCH_WARMUP
 *     orders unmeasured, then BENCH_ORDERS orders one at a time, 20–80 ms apart
 *     (random): t0 before the POST, t1 when its 201 body has been read, t2 when the probe receives
 *     the type-10 frame carrying that sn (all performance.now() on this thread). Reported:
 *     response → notice (t2 − t1, negative when the notice beats the response), POST → notice
 *     (t2 − t0) and the POST itself (t1 − t0).
 *  4. checks: every other socket of shop 1 received every notice, no socket of another shop
 *     received one, no socket was closed by the server.
 *
 * Env: BENCH_SOCKETS (2000), BENCH_SHOPS (200; 1 puts every socket on shop 1), BENCH_ORDERS (400),
 * BENCH_WARMUP (30), BENCH_SCENARIOS (one,redis), BENCH_REDIS_URL (redis://127.0.0.1:6379).
 * Last line: the headline figures.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { LIVE_HEARTBEAT_MS } from '@rxdesk/contract/live/live-notices';
import { createDatabase } from '@rxdesk/server/src/platform/db/database.ts';
import { BENCH_DIR, deadline, md5, ms, stats, table, type Stats } from '../orders/common.ts';
import { prepareBenchData, type Account } from './bench-data.ts';
import { ServerHandle } from './server-handle.ts';
import { SocketCrowd, type CrowdSocket } from './socket-crowd.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const SHOPS = Number(process.env.BENCH_SHOPS ?? 200);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 400);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'one,redis').split(',').map((s) => s.trim());
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const TARGET_P99_MS = { one: 50, redis: 100 } as const;
const DEMO_INTAKE_KEY = 'rxdesk-demo-intake-key';
const NOTICE_TIMEOUT_MS = 5000;

type Scenario = 'one' | 'redis';
interface Signed extends Account {
  token: string;
}
interface ScenarioResult {
  scenario: Scenario;
  loadBefore: number[];
  loadAfter: number[];
  respToNotice: Stats;
  postToNotice: Stats;
  post: Stats;
  lost: number;
  perSocket: { rss: number; heap: number; external: number };
  mem: { before: NodeJS.MemoryUsage; idle: NodeJS.MemoryUsage; after: NodeJS.MemoryUsage };
  connectSeconds: number;
  checks: string[];
}

const sleep = (n: number) => new Promise((r) => setTimeout(r, n));
const mib = (b: number) => (b / 1024 / 1024).toFixed(1);
const kib = (b: number) => (b / 1024).toFixed(1);
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');

async function signIn(base: string, accounts: Account[]): Promise<Signed[]> {
  const out: Signed[] = [];
  let next = 0;
  // argon2 verification is deliberately slow: two at a time keep both cores busy.
  const lane = async () => {
    while (next < accounts.length) {
      const a = accounts[next++]!;
      const url = `${base}/api/admin-user/login?username=${encodeURIComponent(a.username)}&password=${md5(a.password)}`;
      const res = await fetch(url);
      const body = (await res.json()) as { access_token?: string; shop_id?: number };
      if (res.status !== 200 || !body.access_token || body.shop_id !== a.shopId)
        throw new Error(`login ${a.username}: ${res.status} ${JSON.stringify(body)}`);
      out.push({ ...a, token: body.access_token });
    }
  };
  await Promise.all([lane(), lane()]);
  return out;
}

/** BENCH_SOCKETS sockets spread evenly over the shops, round-robin over each shop's sign-ins.
 * The first of shop 1 is the probe. */
function planSockets(signed: Signed[], wsBase: string): { probe: Signed; crowd: CrowdSocket[] } {
  const byShop = new Map<number, Signed[]>();
  for (const s of signed) byShop.set(s.shopId, [...(byShop.get(s.shopId) ?? []), s]);
  const shops = [...byShop.keys()].sort((a, b) => a - b);
  const per = Math.floor(SOCKETS / shops.length);
  const all: Signed[] = [];
  for (const [i, shopId] of shops.entries()) {
    const users = byShop.get(shopId)!;
    // Shop 1 takes the remainder, so the total is exactly BENCH_SOCKETS.
    const count = i === 0 ? SOCKETS - per * (shops.length - 1) : per;
    for (let k = 0; k < count; k++) all.push(users[k % users.length]!);
  }
  const [probe, ...rest] = all;
  const crowd = rest.map((s) => ({ shopId: s.shopId, url: liveUrl(wsBase, s) }));
  // Interleaved by shop, so the first 50 (the warm-up batch) are not all one shop's.
  return { probe: probe!, crowd: interleave(crowd) };
}

const liveUrl = (wsBase: string, s: Signed) =>
  `${wsBase}/websocket?source=shop&user=${s.shopId}&token=${encodeURIComponent(s.token)}`;

function interleave(list: CrowdSocket[]): CrowdSocket[] {
  const groups = new Map<number, CrowdSocket[]>();
  for (const s of list) groups.set(s.shopId, [...(groups.get(s.shopId) ?? []), s]);
  const out: CrowdSocket[] = [];
  const queues = [...groups.values()];
  for (let i = 0; out.length < list.length; i++) for (const q of queues) if (i < q.length) out.push(q[i]!);
  return out;
}

/** The probe: one of shop 1's sockets on this thread, recording when each order's notice arrives. */
class Probe {
  private readonly arrived = new Map<string, number>();
  private readonly waiters = new Map<string, (at: number) => void>();
  private timer: NodeJS.Timeout | null = null;
  closedWith: number | null = null;

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const at = performance.now();
      const text = data.toString();
      if (!text.startsWith('{"type":10,')) return;
      const sn = (JSON.parse(text) as { data: { order_sn: string } }).data.order_sn;
      const waiter = this.waiters.get(sn);
      if (waiter) {
        this.waiters.delete(sn);
        waiter(at);
      } else this.arrived.set(sn, at);
    });
    ws.on('close', (code: number) => (this.closedWith = code));
    const beat = () => {
      if (ws.readyState === ws.OPEN) ws.send('ping');
      this.timer = setTimeout(beat, LIVE_HEARTBEAT_MS);
    };
    this.timer = setTimeout(beat, LIVE_HEARTBEAT_MS);
  }

  static open(url: string): Promise<Probe> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      ws.once('open', () => ws.send('ping'));
      ws.once('message', (data: Buffer) =>
        data.toString() === '1' ? resolve(new Probe(ws)) : reject(new Error(`probe: ${data.toString()}`)),
      );
      ws.once('close', (code: number, reason: Buffer) => reject(new Error(`probe closed ${code} ${reason}`)));
      ws.once('error', reject);
    });
  }

  /** When the notice of `sn` arrived (now or later), or null after the timeout. */
  noticeOf(sn: string, timeoutMs: number): Promise<number | null> {
    const at = this.arrived.get(sn);
    if (at !== undefined) {
      this.arrived.delete(sn);
      return Promise.resolve(at);
    }
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(sn);
        resolve(null);
      }, timeoutMs);
      this.waiters.set(sn, (t) => {
        clearTimeout(timer);
        resolve(t);
      });
    });
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.ws.terminate();
  }
}

function orderBody(goodsCode: string, i: number) {
  return JSON.stringify({
    order_source: 'MINI',
    shipping_type: 'EXPRESS',
    payment_type: 'ONLINE',
    paid: true,
    is_erp: 0,
    consignee: {
      name: `压测${i}`,
      mobile: '13912345678',
      // A complete region path (上海市 市辖区 浦东新区 张江镇): intake refuses delivery without one.
      region_ids: '31,3101,310115,310115125',
      address: '张江路 88 号',
    },
    items: [{ goods_code: goodsCode, num: 1 }],
    remark: 'bench live notice',
  });
}

/** POST one order of `goodsCode` for shop 1. */
function postOrder(postBase: string, goodsCode: string, i: number): Promise<Response> {
  return fetch(`${postBase}/api/open/orders`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': DEMO_INTAKE_KEY,
      'idempotency-key': randomUUID(),
    },
    body: orderBody(goodsCode, i),
  });
}

/** One unmeasured order per candidate goods; keeps those the intake accepts. A refusal (400/409) is
 * a rule the benchmark does not model, e.g. restricted goods that need the buyer's registration. */
async function screenGoods(postBase: string, probe: Probe, candidates: string[]) {
  const goods: string[] = [];
  for (const [i, code] of candidates.entries()) {
    const res = await postOrder(postBase, code, i);
    const body = (await res.json()) as { sn?: string; message?: string };
    if (res.status === 201 && body.sn) {
      goods.push(code);
      await probe.noticeOf(body.sn, NOTICE_TIMEOUT_MS);
    } else if (res.status === 400 || res.status === 409) {
      console.log(`goods ${code} not used: ${res.status} ${body.message}`);
    } else throw new Error(`intake: ${res.status} ${JSON.stringify(body)}`);
  }
  if (goods.length === 0) throw new Error('the intake refused every candidate goods');
  return { goods, placed: goods.length };
}

async function placeOrders(
  postBase: string,
  probe: Probe,
  goods: string[],
  count: number,
  record: boolean,
  sink: { resp: number[]; send: number[]; post: number[]; lost: number },
): Promise<void> {
  for (let i = 0; i < count; i++) {
    await sleep(20 + Math.random() * 60);
    const t0 = performance.now();
    const res = await postOrder(postBase, goods[i % goods.length]!, i);
    const body = (await res.json()) as { sn?: string };
    const t1 = performance.now();
    if (res.status !== 201 || !body.sn) throw new Error(`intake: ${res.status} ${JSON.stringify(body)}`);
    const t2 = await probe.noticeOf(body.sn, NOTICE_TIMEOUT_MS);
    if (!record) continue;
    if (t2 === null) {
      sink.lost++;
      continue;
    }
    sink.resp.push(t2 - t1);
    sink.send.push(t2 - t0);
    sink.post.push(t1 - t0);
  }
}

/** Every process: one database, one secret; tokens outlive the whole run. */
const serverEnv = (dataDir: string, jwtSecret: string) => ({
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret,
  ACCESS_TOKEN_TTL: '7200',
});

async function runScenario(
  scenario: Scenario,
  dataDir: string,
  jwtSecret: string,
  signed: Signed[],
  candidates: string[],
): Promise<ScenarioResult> {
  const loadBefore = loadavg();
  console.log(
    `\n=== ${scenario === 'one' ? 'one process' : 'two processes over Redis'} — load ${load(loadBefore)}`,
  );
  const env = serverEnv(dataDir, jwtSecret);
  const a = await ServerHandle.start('A', scenario === 'redis' ? { ...env, REDIS_URL } : env);
  const b = scenario === 'redis' ? await ServerHandle.start('B', { ...env, REDIS_URL }) : a;
  const crowd = new SocketCrowd(LIVE_HEARTBEAT_MS);
  const checks: string[] = [];
  try {
    const { probe: probeAccount, crowd: crowdList } = planSockets(signed, b.wsBase);

    // Warm-up: code paths of the upgrade, auth and registry run before the baseline.
    const warm = await crowd.connect(crowdList.slice(0, 50));
    if (warm.failed) throw new Error(`warm-up sockets: ${warm.failed} failed: ${warm.firstError}`);
    await crowd.close();
    await sleep(1000);
    const before = await b.mem();

    const connected = await crowd.connect(crowdList);
    if (connected.failed) throw new Error(`${connected.failed} sockets failed: ${connected.firstError}`);
    const probe = await Probe.open(liveUrl(b.wsBase, probeAccount));
    const sockets = connected.connected + 1;
    console.log(
      `${sockets} sockets on ${b.name} (${SHOPS} shops) ready in ${connected.seconds.toFixed(1)} s; orders placed on ${a.name}`,
    );
    await sleep(3000);
    const idle = await b.mem();
    const perSocket = {
      rss: (idle.rss - before.rss) / sockets,
      heap: (idle.heapUsed - before.heapUsed) / sockets,
      external: (idle.external + idle.arrayBuffers - before.external - before.arrayBuffers) / sockets,
    };

    const sink = { resp: [] as number[], send: [] as number[], post: [] as number[], lost: 0 };
    const screened = await screenGoods(a.base, probe, candidates);
    const goods = screened.goods;
    await placeOrders(a.base, probe, goods, WARMUP, false, sink);
    const tOrders = performance.now();
    await placeOrders(a.base, probe, goods, ORDERS, true, sink);
    const ordersSeconds = (performance.now() - tOrders) / 1000;
    const after = await b.mem();
    await sleep(300); // stragglers to the other sockets
    const report = await crowd.report();
    const probeOpen = probe.closedWith === null;
    probe.close();

    // Who heard what: shop 1's other sockets every notice, nobody else any.
    const orders = screened.placed + WARMUP + ORDERS;
    const shop1Crowd = crowdList.filter((s) => s.shopId === 1).length;
    const heard1 = report.newOrderFrames['1'] ?? 0;
    checks.push(
      `shop 1's other ${shop1Crowd} sockets received ${heard1} of ${shop1Crowd * orders} notices` +
        (heard1 === shop1Crowd * orders ? ' ✓' : ' ✗'),
    );
    const elsewhere = Object.entries(report.newOrderFrames)
      .filter(([shop]) => shop !== '1')
      .reduce((n, [, v]) => n + v, 0);
    checks.push(`notices received by other shops' sockets: ${elsewhere}` + (elsewhere === 0 ? ' ✓' : ' ✗'));
    const open = Object.values(report.openByShop).reduce((n, v) => n + v, 0) + (probeOpen ? 1 : 0);
    const unexpected = Object.keys(report.unexpectedCloses).length;
    checks.push(
      `sockets still open: ${open} of ${sockets}; closed by the server: ${JSON.stringify(report.unexpectedCloses)}; pings sent ${report.pingsSent}` +
        (open === sockets && unexpected === 0 ? ' ✓' : ' ✗'),
    );
    for (const c of checks) console.log(c);
    console.log(`${ORDERS} measured orders in ${ordersSeconds.toFixed(1)} s, ${sink.lost} notices lost`);
    await crowd.close();

    return {
      scenario,
      loadBefore,
      loadAfter: loadavg(),
      respToNotice: stats(sink.resp),
      postToNotice: stats(sink.send),
      post: stats(sink.post),
      lost: sink.lost,
      perSocket,
      mem: { before, idle, after },
      connectSeconds: connected.seconds,
      checks,
    };
  } finally {
    await crowd.stop();
    await Promise.all([a.stop(), b === a ? undefined : b.stop()]);
  }
}

async function main() {
  deadline(15 * 60, 'notice-latency');
  const scenarios = SCENARIOS.filter((s): s is Scenario => s === 'one' || s === 'redis');
  if (scenarios.length === 0) throw new Error(`BENCH_SCENARIOS: expected one and/or redis, got ${SCENARIOS}`);
  const host = new URL(REDIS_URL).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost')
    throw new Error(`BENCH_REDIS_URL must be local (${host})`);

  mkdirSync(join(BENCH_DIR, '.data'), { recursive: true });
  const dataDir = mkdtempSync(join(BENCH_DIR, '.data', 'live-'));
  const jwtSecret = randomBytes(48).toString('base64url');
  try {
    const db = createDatabase({ kind: 'sqlite', file: join(dataDir, 'rxdesk.db') });
    const data = await prepareBenchData(db, SHOPS, Math.floor(Date.now() / 1000));
    await db.destroy();
    const accounts = data.accounts.slice(0, SHOPS).flat();
    console.log(
      `node ${process.version}; ${SOCKETS} sockets over ${SHOPS} shops (${accounts.length} accounts); ${ORDERS} orders (+${WARMUP} warm-up) for shop 1; SQLite ${dataDir}`,
    );

    // Signed in through a process of their own: 400 argon2 verifications (19 MiB each) leave the
    // allocator holding memory that later socket allocations would reuse unseen in RSS. Sessions live
    // in the shared database and every process has the same secret, so the tokens serve every scenario.
    const login = await ServerHandle.start('login', serverEnv(dataDir, jwtSecret));
    const tLogin = performance.now();
    const signed = await signIn(login.base, accounts).finally(() => login.stop());
    console.log(
      `signed in ${signed.length} accounts in ${((performance.now() - tLogin) / 1000).toFixed(1)} s`,
    );

    const results: ScenarioResult[] = [];
    for (const s of scenarios)
      results.push(await runScenario(s, dataDir, jwtSecret, signed, data.goodsCodes));

    console.log('\nlatency, ms (negative: the notice arrived before the POST response)');
    const rows: (string | number)[][] = [['scenario', 'measure', 'n', 'p50', 'p90', 'p99', 'max']];
    for (const r of results)
      for (const [name, s] of [
        ['response → notice', r.respToNotice],
        ['POST sent → notice', r.postToNotice],
        ['POST round trip', r.post],
      ] as const)
        rows.push([r.scenario, name, s.n, ms(s.p50), ms(s.p90), ms(s.p99), ms(s.max)]);
    console.log(table(rows));
    console.log('\nserver memory (after 2 GCs), MiB: before sockets → idle sockets → after the orders');
    for (const r of results) {
      const m = r.mem;
      console.log(
        `${r.scenario}: rss ${mib(m.before.rss)} → ${mib(m.idle.rss)} → ${mib(m.after.rss)}; heap ${mib(m.before.heapUsed)} → ${mib(m.idle.heapUsed)} → ${mib(m.after.heapUsed)}; external+arrayBuffers ${mib(m.before.external + m.before.arrayBuffers)} → ${mib(m.idle.external + m.idle.arrayBuffers)}` +
          `; per idle socket: rss ${kib(r.perSocket.rss)} KiB, heap ${kib(r.perSocket.heap)} KiB, external ${kib(r.perSocket.external)} KiB; load ${load(r.loadBefore)} → ${load(r.loadAfter)}`,
      );
    }
    const failed = results.flatMap((r) =>
      r.checks.filter((c) => c.endsWith('✗')).map((c) => `${r.scenario}: ${c}`),
    );
    if (failed.length || results.some((r) => r.lost > 0))
      console.log(`\nCHECKS FAILED: ${failed.join('; ')} lost ${results.map((r) => r.lost).join('/')}`);

    const headline = results.map((r) => {
      const target = TARGET_P99_MS[r.scenario];
      const verdict = r.lost === 0 && r.respToNotice.p99 <= target ? 'met' : 'MISSED';
      return `${r.scenario === 'one' ? 'one process' : 'Redis'} p50 ${ms(r.respToNotice.p50)} / p99 ${ms(r.respToNotice.p99)} ms (target ≤ ${target}: ${verdict}; POST sent → notice p50 ${ms(r.postToNotice.p50)} / p99 ${ms(r.postToNotice.p99)})`;
    });
    const idleRss = results.map((r) => `${kib(r.perSocket.rss)}`).join(' / ');
    const idleHeap = results.map((r) => `${kib(r.perSocket.heap)}`).join(' / ');
    console.log(
      `\nnotice latency, POST response → socket, ${SOCKETS} sockets: ${headline.join('; ')}; idle socket ${idleRss} KiB RSS, ${idleHeap} KiB heap`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
