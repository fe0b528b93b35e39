/**
 * Page weight: the bytes a browser receives for the login page, for the signed-in shell with the
 * order list, and for each further area's chunk. It builds nothing: it starts the BUILT server
 * (apps/server/dist/main.js serving apps/web/dist; run `npm run build` first) over a fresh demo
 * database in a temp folder, drives Debian's Chromium with playwright-core and sums, per request,
 * what Chrome's network layer counted on the wire (CDP Network.loadingFinished encodedDataLength:
 * compressed body plus headers). Requests answered from the browser cache count nothing.
 *
 *   login                    cold cache, /login until the account form shows and the network is idle
 *   shell + order list       cold cache, signed in as admin, /order/order-list until rows show
 *   area chunks              warm cache after that, each area's first page: the new scripts and
 *                            styles it fetched (its chunk), its API answers shown apart
 *
 * Targets (issue 18): login ≤ 250 KB; shell + order list ≤ 450 KB; each further area ≤ 150 KB.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

const ROOT = join(import.meta.dirname, '..', '..');
const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.js');
/** The server's own WEB_DIST setting, when given (e.g. an older build to compare with). */
const WEB_INDEX = join(process.env.WEB_DIST ?? join(ROOT, 'apps/web/dist'), 'index.html');
const ADMIN = { username: 'admin', password: 'admin123' };
const TARGET_KB = { login: 250, shell: 450, area: 150 };
/** Each further area's first page (the menu's default child). */
const AREAS: Array<{ name: string; path: string }> = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'drop-ship orders', path: '/order/sorder-list' },
  { name: 'after-sale', path: '/after-sale/service-list' },
  { name: 'prescription', path: '/prescription/prescriptionOrderList' },
  { name: 'drug-control', path: '/control/controlGoods' },
  { name: 'clerks', path: '/clerks/clerk-list' },
  { name: 'goods', path: '/goods/goods-list' },
  { name: 'goods publish wizard', path: '/goods/good-publish' },
];
/** Same flags as e2e/playwright.config.ts. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('server did not answer /api/health within 60 s');
}

interface Recorder {
  /** Resolves once no request has been in flight for `quietMs` (lazy chunks load after 'load'). */
  quiet: (quietMs?: number) => Promise<void>;
  /** The transfers finished since the last take. */
  take: () => Transfer[];
}

/** Records every request's bytes on the wire in this page. */
async function recordTransfers(page: Page): Promise<Recorder> {
  const cdp = await page.context().newCDPSession(page);
  const inFlight = new Map<string, { url: string; type: string }>();
  let done: Transfer[] = [];
  let lastEvent = Date.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    lastEvent = Date.now();
    inFlight.set(e.requestId, { url: e.request.url, type: e.type ?? '' });
  });
  cdp.on('Network.loadingFinished', (e) => {
    lastEvent = Date.now();
    const request = inFlight.get(e.requestId);
    inFlight.delete(e.requestId);
    if (request && e.encodedDataLength > 0) done.push({ ...request, bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    lastEvent = Date.now();
    inFlight.delete(e.requestId);
  });
  await cdp.send('Network.enable');
  return {
    quiet: async (quietMs = 1000) => {
      // A request that never ends (a long poll) must not hang the bench: give up after 30 s.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastEvent < quietMs)) {
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    take: () => {
      const taken = done;
      done = [];
      return taken;
    },
  };
}

const kb = (bytes: number) => bytes / 1024;
const sum = (list: Transfer[]) => list.reduce((total, t) => total + t.bytes, 0);
const isCode = (t: Transfer) => t.type === 'Script' || t.type === 'Stylesheet';
const isApi = (t: Transfer) => new URL(t.url).pathname.startsWith('/api/');

function line(label: string, list: Transfer[], targetKb?: number): string {
  const total = kb(sum(list));
  const code = list.filter(isCode);
  const verdict = targetKb === undefined ? '' : total <= targetKb ? `  ≤ ${targetKb} ✓` : `  > ${targetKb} ✗`;
  return (
    `${label.padEnd(28)} ${total.toFixed(1).padStart(7)} KB` +
    `   (${code.length} scripts/styles ${kb(sum(code)).toFixed(1)} KB, API ${kb(sum(list.filter(isApi))).toFixed(1)} KB)${verdict}`
  );
}

async function signIn(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('tab', { name: /^(账号登录|Account login)$/ }).click();
  await page.getByLabel(/^(用户名|Username)$/).fill(ADMIN.username);
  await page.getByLabel(/^(密码|Password)$/).fill(ADMIN.password);
  await page.getByLabel(/^(密码|Password)$/).press('Enter');
  await page.getByTestId('user-name').waitFor();
  await page.close();
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_MAIN) || !existsSync(WEB_INDEX)) {
    console.error(
      'page-weight: the app is not built (apps/server/dist, apps/web/dist): run `npm run build` first',
    );
    process.exit(2);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'rxdesk-weight-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const contextOptions = {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
  };
  const lines: string[] = [];
  const failures: string[] = [];
  try {
    // 1. The login page, cold.
    const loginContext = await browser.newContext(contextOptions);
    const loginPage = await loginContext.newPage();
    const login = await recordTransfers(loginPage);
    await loginPage.goto(`${base}/login`);
    await loginPage.getByRole('tab', { name: /^(账号登录|Account login)$/ }).waitFor();
    await login.quiet();
    const loginTransfers = login.take();
    await loginContext.close();

    // 2. Signed in (the session comes from a sign-in in another context), cold cache: the shell
    //    and the order list.
    const signInContext = await browser.newContext(contextOptions);
    await signIn(signInContext, base);
    const storageState = await signInContext.storageState();
    await signInContext.close();
    const context = await browser.newContext({ ...contextOptions, storageState });
    const page = await context.newPage();
    const shell = await recordTransfers(page);
    await page.goto(`${base}/order/order-list`);
    await page.getByTestId('user-name').waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    await shell.quiet();
    const shellTransfers = shell.take();
    // DEBUG=1 lists what the shell fetched, largest first.
    if (process.env.DEBUG)
      console.log(
        'shell',
        [...shellTransfers].sort((a, b) => b.bytes - a.bytes).map((t) => `${t.type} ${t.bytes} ${t.url}`),
      );

    // 3. Each further area, cache warm from the shell (assets are cached for good): its chunk is
    //    the scripts and styles it fetches that the shell did not.
    const areaLines: Array<[string, Transfer[]]> = [];
    for (const area of AREAS) {
      await page.goto(`${base}${area.path}`);
      await page.getByTestId('user-name').waitFor();
      await shell.quiet();
      const taken = shell.take();
      // DEBUG=1 lists what each area fetched.
      if (process.env.DEBUG)
        console.log(
          area.name,
          page.url(),
          taken.map((t) => `${t.type} ${t.bytes} ${t.url}`),
        );
      areaLines.push([area.name, taken]);
    }

    lines.push(line('signed-in shell + order list', shellTransfers, TARGET_KB.shell));
    if (kb(sum(shellTransfers)) > TARGET_KB.shell) failures.push('shell + order list');
    for (const [name, transfers] of areaLines) {
      const code = transfers.filter(isCode);
      const codeKb = kb(sum(code));
      const verdict = codeKb <= TARGET_KB.area ? `≤ ${TARGET_KB.area} ✓` : `> ${TARGET_KB.area} ✗`;
      if (codeKb > TARGET_KB.area) failures.push(name);
      lines.push(
        `  area ${name.padEnd(21)} ${codeKb.toFixed(1).padStart(7)} KB chunk (${code.length} files)  ${verdict}` +
          `   + API ${kb(sum(transfers.filter(isApi))).toFixed(1)} KB`,
      );
    }
    const loginKb = kb(sum(loginTransfers));
    if (loginKb > TARGET_KB.login) failures.push('login');
    console.log(`page weight (bytes on the wire, Chromium, ${base})`);
    for (const l of lines) console.log(l);
    if (failures.length > 0) console.log(`over target: ${failures.join(', ')}`);
    // The headline figure, last.
    console.log(line('login page', loginTransfers, TARGET_KB.login));
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
