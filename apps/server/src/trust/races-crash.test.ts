import { describe, expect, it } from 'vitest';
import type { IntakeOrderBody } from '@rxdesk/contract/orders/orders';
import { createDatabase, type Db } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrator.ts';
import { seedDemo } from '../seed/seed.ts';
import { DEMO_SHOP_NAME } from '../seed/demo-accounts.ts';
import { DEMO_KEY, TEST_REGION } from '../testing/orders.ts';
import { md5 } from '../testing/test-app.ts';
import { processDatabase, startServer, type ServerProcess } from './races-server-process.ts';

/** Issue 19 "crashes": kill -9 a real server process while a client places 1 000 open-API orders,
 * each under its own Idempotency-Key and retried until it gets an answer; restart; then every key
 * maps to exactly one order, no order lacks its key, stock is the initial stock less what the
 * orders hold, and the live counters (order_counters, GET …/orders/count) match the orders.
 * SQLite by default; PostgreSQL with TEST_DATABASE_URL (a database of its own). */
const ORDERS = Number(process.env.RACES_CRASH_ORDERS ?? 1000);
const CONCURRENCY = 20;
/** Kill when this many keys have their answer (a third and two thirds of the way). */
const KILL_AT = [Math.round(ORDERS / 3), Math.round((2 * ORDERS) / 3)];

interface Answer {
  status: number;
  sn?: string;
  attempts: number;
  error?: string;
}

async function prepare(db: Db) {
  await migrateToLatest(db);
  await seedDemo(db);
  const shop = await db
    .selectFrom('shops')
    .select('id')
    .where('shop_name', '=', DEMO_SHOP_NAME)
    .executeTakeFirstOrThrow();
  const goods = await db
    .selectFrom('goods')
    .select(['id', 'goods_code'])
    .where('shop_id', '=', shop.id)
    .where('is_prescription', '=', 0)
    .where('stock', '>=', 50)
    .orderBy('id')
    .limit(2)
    .execute();
  // Enough for every order (1 + 2 boxes each), so no order is refused for stock.
  for (const g of goods) await db.updateTable('goods').set({ stock: 10_000 }).where('id', '=', g.id).execute();
  return { shopId: shop.id, goods };
}

function body(i: number, codes: string[]): IntakeOrderBody {
  return {
    order_source: 'MINI',
    shipping_type: 'EXPRESS',
    payment_type: 'ONLINE',
    paid: true,
    is_erp: 0,
    consignee: {
      name: '刘晓梅',
      mobile: '13912345678',
      region_ids: TEST_REGION.ids,
      address: '世纪大道 100 号 8 楼',
      lat: 31.23,
      lng: 121.5,
    },
    items: codes.map((goods_code, n) => ({ goods_code, num: n + 1 })),
    remark: `crash-${i}`,
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('kill -9 during open-API intake', () => {
  it('after restart every key has exactly one order, stock and counters agree', async () => {
    const store = await processDatabase();
    const setupDb = createDatabase(store.database);
    const { shopId, goods } = await prepare(setupDb);
    const initialStock = new Map(goods.map((g) => [g.id, 10_000]));
    await setupDb.destroy();
    const codes = goods.map((g) => g.goods_code);

    let server: ServerProcess = await startServer(store.env);
    const port = server.port;
    const answers = new Map<number, Answer>();
    const deadline = Date.now() + 240_000;
    // The client: one request per key, retried (same key, same body) until an answer that is not
    // "try again": a refused connection, a 5xx, a 409 "still running", a 429.
    const place = async (i: number) => {
      let attempts = 0;
      for (;;) {
        attempts++;
        if (Date.now() > deadline) return answers.set(i, { status: 0, attempts });
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/open/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': DEMO_KEY, 'idempotency-key': `crash-key-${i}` },
            body: JSON.stringify(body(i, codes)),
            signal: AbortSignal.timeout(15_000),
          });
          if (res.status === 201) return answers.set(i, { status: 201, sn: ((await res.json()) as { sn: string }).sn, attempts });
          const error = await res.text();
          if (res.status !== 409 && res.status !== 429 && res.status < 500)
            return answers.set(i, { status: res.status, attempts, error });
        } catch {
          // the process died under the request, or is not listening yet
        }
        await sleep(50 + Math.random() * 100);
      }
    };
    let next = 0;
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      while (next < ORDERS) await place(next++);
    });
    const killer = (async () => {
      for (const at of KILL_AT) {
        while (answers.size < at) await sleep(5);
        await server.kill9();
        server = await startServer(store.env, port);
      }
    })();
    await Promise.all([...workers, killer]);

    const failed = [...answers.entries()].filter(([, a]) => a.status !== 201);
    expect(failed.slice(0, 5), server.output().slice(-2000)).toEqual([]);
    expect(answers.size).toBe(ORDERS);
    const retried = [...answers.values()].filter((a) => a.attempts > 1).length;
    console.log(`[races-crash] ${store.dialect}: ${ORDERS} keys, ${KILL_AT.length} kills, ${retried} retried`);

    // The counter endpoint of the restarted process, as the seller's tabs read it.
    const login = await fetch(`http://127.0.0.1:${port}/api/admin-user/login?username=admin&password=${md5('admin123')}`);
    const token = ((await login.json()) as { access_token: string }).access_token;
    const counts = (await (
      await fetch(`http://127.0.0.1:${port}/api/seller/trade/orders/count`, { headers: { authorization: token } })
    ).json()) as Record<string, number>;
    await server.stop();

    const db = createDatabase(store.database);
    try {
      const keys = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('scope', '=', 'open.orders')
        .where('key', 'like', 'crash-key-%')
        .execute();
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'sn', 'remark', 'status', 'shipping_type'])
        .where('shop_id', '=', shopId)
        .where('remark', 'like', 'crash-%')
        .execute();
      // Every key: answered, and its answer is the one order placed under it.
      expect(keys.length).toBe(ORDERS);
      expect(keys.filter((k) => k.state !== 'done').map((k) => k.key)).toEqual([]);
      const orderBySn = new Map(orders.map((o) => [o.sn, o]));
      for (const k of keys) {
        const sn = (JSON.parse(k.response ?? 'null') as { sn: string }).sn;
        const i = Number(k.key.slice('crash-key-'.length));
        expect(orderBySn.get(sn)?.remark, k.key).toBe(`crash-${i}`);
        expect(answers.get(i)?.sn, k.key).toBe(sn);
      }
      // No order without its key: one order per key, none more.
      expect(orders.length).toBe(ORDERS);
      expect(new Set(orders.map((o) => o.remark)).size).toBe(ORDERS);

      // Stock: initial less what the orders hold.
      const held = await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select(['order_items.goods_id', db.fn.sum<number>('order_items.num').as('n')])
        .where('orders.shop_id', '=', shopId)
        .where('orders.remark', 'like', 'crash-%')
        .groupBy('order_items.goods_id')
        .execute();
      for (const g of goods) {
        const now = await db.selectFrom('goods').select('stock').where('id', '=', g.id).executeTakeFirstOrThrow();
        const h = Number(held.find((x) => x.goods_id === g.id)?.n ?? 0);
        expect(h).toBeGreaterThan(0);
        expect(now.stock, `stock of ${g.goods_code}`).toBe(initialStock.get(g.id)! - h);
      }

      // The live counters: the counter rows equal a count of the orders, and so does the endpoint.
      const actual = await db
        .selectFrom('orders')
        .select(['status', 'shipping_type', db.fn.countAll<number>().as('n')])
        .where('shop_id', '=', shopId)
        .groupBy(['status', 'shipping_type'])
        .execute();
      const counters = await db
        .selectFrom('order_counters')
        .select(['status', 'shipping_type', 'n'])
        .where('shop_id', '=', shopId)
        .execute();
      const asMap = (rows: { status: string; shipping_type: string; n: number | string | bigint }[]) =>
        Object.fromEntries(rows.filter((r) => Number(r.n) !== 0).map((r) => [`${r.status}/${r.shipping_type}`, Number(r.n)]));
      expect(asMap(counters)).toEqual(asMap(actual));
      const byStatus = new Map<string, number>();
      for (const r of actual) byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + Number(r.n));
      for (const [status, n] of byStatus) expect(counts[`status:${status}`], status).toBe(n);
    } finally {
      await db.destroy();
      await store.drop();
    }
  }, 420_000);
});
