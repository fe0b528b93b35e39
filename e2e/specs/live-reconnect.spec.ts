import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page, type WebSocket } from '@playwright/test';
import { ACCOUNTS } from '../pages/accounts.ts';
import { LiveCounters } from '../pages/live-intake.ts';
import { LoginPage } from '../pages/login-page.ts';
import { GOODS, placeOrder, uniqueName } from '../pages/order-intake.ts';
import { OwnServer } from '../pages/own-server.ts';

// These tests stop the server, so they run on one of their own (same built app, fresh database).
test.describe.configure({ mode: 'serial' });

let server: OwnServer;
let context: BrowserContext;
let page: Page;
/** The page's raw live sockets (`/websocket?…`), oldest first. */
const liveSockets: WebSocket[] = [];

test.beforeAll(async ({ browser }) => {
  server = await OwnServer.create();
  await server.start();
  context = await browser.newContext({ baseURL: server.baseURL });
  page = await context.newPage();
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname === '/websocket') liveSockets.push(ws);
  });
});
test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

const pendingLabel = (n: number) => `待入账订单 ${n}`;

/** Stops the page's timers about now. pauseAt needs a time still ahead of the page's clock when the
 * call lands, which a busy machine can overtake: then it is asked again. */
async function pauseClock(target: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await target.clock.pauseAt(Date.now() + 500 * attempt);
    } catch (e) {
      if (attempt >= 5 || !String(e).includes('to the past')) throw e;
    }
  }
}

test('stopping and restarting the server leaves the page reconnected with correct counters', async () => {
  test.setTimeout(60_000);
  // The page's timers run on a clock the test can hold: it keeps the 5 s reconnect (§9) from firing
  // until the orders below were placed, so they can only reach the page through the re-read.
  await page.clock.install();
  const ready = page.waitForResponse((r) => r.url().includes('/api/seller/store/orders/pending') && r.ok());
  const login = new LoginPage(page);
  await login.goto();
  await login.signInAndWait(ACCOUNTS.founder);
  await ready;
  const counters = new LiveCounters(page);
  const before = await counters.pendingCount();
  expect(before).toBeGreaterThanOrEqual(0);

  // Live before the restart: an order shows at once.
  await placeOrder(context.request, { consignee: uniqueName('重连前') });
  await expect(counters.pendingOrders()).toHaveAttribute('aria-label', pendingLabel(before + 1));
  expect(liveSockets).toHaveLength(1);

  await pauseClock(page);
  await server.stop();
  await expect.poll(() => liveSockets[0]!.isClosed()).toBe(true);
  await server.start();

  // Placed while the page is disconnected: it hears nothing of them.
  await placeOrder(context.request, { consignee: uniqueName('断线中') });
  await placeOrder(context.request, {
    consignee: uniqueName('断线中'),
    items: [{ goods_code: GOODS.banlangen.code, num: 1 }],
  });
  await page.waitForTimeout(500);
  expect(liveSockets).toHaveLength(1);
  await expect(counters.pendingOrders()).toHaveAttribute('aria-label', pendingLabel(before + 1));

  // Time runs again: 5 s later the page reconnects, re-reads, and counts both.
  const reread = page.waitForResponse((r) => r.url().includes('/api/seller/store/orders/pending') && r.ok());
  await page.clock.resume();
  await reread;
  await expect(counters.pendingOrders()).toHaveAttribute('aria-label', pendingLabel(before + 3));
  expect(liveSockets).toHaveLength(2);
  expect(liveSockets[1]!.isClosed()).toBe(false);

  // And it is live again on the new socket.
  await placeOrder(context.request, { consignee: uniqueName('重连后') });
  await expect(counters.pendingOrders()).toHaveAttribute('aria-label', pendingLabel(before + 4), {
    timeout: 2_000,
  });
});

test('closing the shop while the page is open signs it out, saying why', async () => {
  test.setTimeout(45_000);
  await expect(page.getByTestId('user-name')).toBeVisible();
  // Shops are closed by the platform operator, straight in the database; the server notices
  // within its closed-shop check (a quarter of the 28 s heartbeat) and closes the socket with 4423.
  const live = liveSockets.at(-1)!;
  expect(live.isClosed()).toBe(false);
  let socketClosedAt = Infinity;
  live.on('close', () => (socketClosedAt = Date.now()));
  const askedWhy = page.waitForRequest((r) => r.url().includes('/api/seller/shops/closeStatus'), {
    timeout: 15_000,
  });
  const db = new Database(join(server.dataDir, 'rxdesk.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare("UPDATE shops SET closed = 1 WHERE shop_name = '演示大药房'").run();
  } finally {
    db.close();
  }
  // The server closed the socket (4423), which made the page ask why, then say so.
  const request = await askedWhy;
  const askedAt = Date.now();
  expect(socketClosedAt).toBeLessThanOrEqual(askedAt);
  expect(await (await request.response())!.json()).toBe(1);
  const alert = page.getByRole('dialog');
  await expect(alert).toContainText('您的店铺已闭店，请联系管理员！');
  await expect(alert).toContainText('权限错误');
  await alert.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate("localStorage.getItem('seller_refresh_token')")).toBeNull();
});
