import { describe, expect, it } from 'vitest';
import { createDatabase } from '../platform/db/database.ts';
import { md5 } from '../testing/test-app.ts';
import { expectIntakeWhole, placeUntilAnswered, prepareShop, type Answer } from './races-intake.ts';
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
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('kill -9 during open-API intake', () => {
  it('after restart every key has exactly one order, stock and counters agree', async () => {
    const store = await processDatabase();
    const setupDb = createDatabase(store.database);
    const shop = await prepareShop(setupDb);
    await setupDb.destroy();

    let server: ServerProcess = await startServer(store.env);
    const base = server.url;
    const answers = new Map<number, Answer>();
    const deadline = Date.now() + 240_000;
    let next = 0;
    const clients = Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < ORDERS; i = next++)
        answers.set(i, await placeUntilAnswered(() => base, 'crash', i, shop, deadline));
    });
    const killer = (async () => {
      for (const at of KILL_AT) {
        while (answers.size < at) await sleep(5);
        await server.kill9();
        server = await startServer(store.env, server.port);
      }
    })();
    await Promise.all([...clients, killer]);

    const failed = [...answers.entries()].filter(([, a]) => a.status !== 201);
    expect(failed.slice(0, 3), server.output().slice(-2000)).toEqual([]);
    expect(answers.size).toBe(ORDERS);
    const retried = [...answers.values()].filter((a) => a.attempts > 1).length;
    console.log(
      `[races-crash] ${store.dialect}: ${ORDERS} keys, ${KILL_AT.length} kills, ${retried} retried`,
    );

    // The counter endpoint of the restarted process, as the seller's tabs read it.
    const login = await fetch(`${base}/api/admin-user/login?username=admin&password=${md5('admin123')}`);
    const token = ((await login.json()) as { access_token: string }).access_token;
    const counts = (await (
      await fetch(`${base}/api/seller/trade/orders/count`, { headers: { authorization: token } })
    ).json()) as Record<string, number>;
    await server.stop();

    const db = createDatabase(store.database);
    try {
      const byStatusAndType = await expectIntakeWhole(db, shop, 'crash', answers);
      const byStatus = new Map<string, number>();
      for (const [k, n] of Object.entries(byStatusAndType)) {
        const status = k.split('/')[0]!;
        byStatus.set(status, (byStatus.get(status) ?? 0) + n);
      }
      for (const [status, n] of byStatus) expect(counts[`status:${status}`], status).toBe(n);
    } finally {
      await db.destroy();
      await store.drop();
    }
  }, 420_000);
});
