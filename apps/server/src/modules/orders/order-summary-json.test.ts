import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSummary, type OrderListQuery } from '@rxdesk/contract/orders/orders';
import { pageOf } from '@rxdesk/contract/common/paging';
import { createDatabase, type Db } from '../../platform/db/database.ts';
import { migrateToLatest } from '../../platform/db/migrator.ts';
import { seedDemo } from '../../seed/seed.ts';
import { OrderListPages } from './order-list-pages.ts';
import { factsOf, toSummary } from './order-mappers.ts';
import { allowedActions, FACT_KEYS } from './order-state-machine.ts';
import { allowedActionsFiller, SUMMARY_JSON_FIELDS } from './order-summary-json.ts';

/** Texts a buyer or a clerk could type, and a few no one should: each must come out of SQLite's
 * JSON exactly as it went in. \u001e is the separator of the app's holes (json-holes.ts). */
const TEXTS = [
  '',
  '双引号"与反斜杠\\',
  '换行\n回车\r制表\t',
  'control \u0000\u0001\u001e\u001f\u007f',
  'emoji 😀👨‍👩‍👧 and U+2028\u2028U+2029\u2029',
  '</script><!--',
  '{"allowed_actions":"x"}',
  '很长的商品名'.repeat(150),
];
/** Fen at the edges of two decimals, up to ¥9 999 999 999.99. */
const FEN = [0, 1, 5, 10, 99, 100, 101, 1005, 123456, 12345678901, 999999999999];
/** Fact combinations the state machine tells apart (status_before null or set, paid or not…). */
const FACTS = [
  { status: 'NEW', status_before: null, paid: 0, payment_type: 'ONLINE', shipping_type: 'EXPRESS' },
  { status: 'PAID_OFF', status_before: null, paid: 1, payment_type: 'ONLINE', shipping_type: 'SAME_CITY' },
  { status: 'CONFIRM', status_before: null, paid: 0, payment_type: 'COD', shipping_type: 'SELF_PICK' },
  {
    status: 'INTODB_ERROR',
    status_before: 'PAID_OFF',
    paid: 1,
    payment_type: 'ONLINE',
    shipping_type: 'EXPRESS',
  },
  {
    status: 'AFTER_SERVICE',
    status_before: 'SHIPPED',
    paid: 1,
    payment_type: 'ONLINE',
    shipping_type: 'EXPRESS',
  },
  { status: 'ROG', status_before: null, paid: 0, payment_type: 'COD', shipping_type: 'SAME_CITY' },
];

/** A file-backed SQLite database (so list pages go through the read worker), migrated and seeded,
 * with the demo shop's orders given every text, amount and fact combination above. */
async function adversarialDatabase(dir: string): Promise<Db> {
  const db = createDatabase({ kind: 'sqlite', file: join(dir, 'rx.db') });
  await migrateToLatest(db);
  await seedDemo(db, Math.floor(Date.now() / 1000));
  const ids = (
    await db.selectFrom('orders').select('id').where('shop_id', '=', 1).orderBy('id').execute()
  ).map((r) => r.id);
  for (const [i, id] of ids.entries()) {
    const facts = FACTS[i % FACTS.length]!;
    await db
      .updateTable('orders')
      .set({
        ...facts,
        goods_names: TEXTS[i % TEXTS.length]!,
        consignee_name: TEXTS[(i + 3) % TEXTS.length]!.slice(0, 50),
        order_price: FEN[i % FEN.length]!,
        rx_status: i % 4 === 0 ? 'PENDING' : 'NONE',
        delivery_status: i % 5 === 0 ? 'ACCEPTED' : 'NONE',
        cancel_requested: i % 7 === 0 ? 1 : 0,
        entry_status: i % 2,
      })
      .where('id', '=', id)
      .execute();
  }
  return db;
}

describe('the order list as SQLite writes it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rx-summary-json-'));
  let db: Db;
  let pages: OrderListPages;
  beforeAll(async () => {
    db = await adversarialDatabase(dir);
    pages = new OrderListPages(db);
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const all: OrderListQuery = { tab: 'ALL', page_no: 1, page_size: 100 };

  it('writes every field of the contract but the one the app fills in', () => {
    expect([...SUMMARY_JSON_FIELDS.map((f) => f.name), 'allowed_actions'].sort()).toEqual(
      Object.keys(orderSummary.shape).sort(),
    );
  });

  it('answers each order exactly as toSummary makes it, in valid JSON, whatever its texts and amounts', async () => {
    const body = await pages.json(1, all, allowedActionsFiller);
    expect(Buffer.isBuffer(body)).toBe(true); // the read worker filled it
    const listed = pageOf(orderSummary).parse(JSON.parse(body.toString()));
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('shop_id', '=', 1)
      .orderBy('id', 'desc')
      .execute();
    expect(listed.data_total).toBe(orders.length);
    expect(listed.data).toEqual(orders.map(toSummary));
    // Every text, amount and fact combination was on the page.
    for (const text of TEXTS) expect(listed.data.some((r) => r.goods_names === text)).toBe(true);
    for (const fen of FEN) expect(listed.data.some((r) => r.order_price === fen / 100)).toBe(true);
  });

  it('answers the same bytes from the read worker as from the main connection', async () => {
    const viaWorker = (await pages.json(1, all, allowedActionsFiller)).toString();
    // An in-memory database has no read worker: the same SQL runs on its one connection.
    const memory = createDatabase({ kind: 'sqlite', file: ':memory:' });
    try {
      await migrateToLatest(memory);
      const rows = await db.selectFrom('orders').selectAll().execute();
      const shops = await db.selectFrom('shops').selectAll().execute();
      await memory
        .insertInto('shops')
        .values(shops)
        .onConflict((oc) => oc.doNothing())
        .execute();
      await memory.deleteFrom('order_counters').execute();
      await memory
        .insertInto('order_counters')
        .values(await db.selectFrom('order_counters').selectAll().execute())
        .execute();
      for (let i = 0; i < rows.length; i += 50)
        await memory
          .insertInto('orders')
          .values(rows.slice(i, i + 50))
          .execute();
      const onMain = await new OrderListPages(memory).json(1, all, allowedActionsFiller);
      expect(typeof onMain).toBe('string');
      expect(onMain).toBe(viaWorker);
    } finally {
      await memory.destroy();
    }
  });

  it('fills allowed_actions from the state machine, keyed by the facts in FACT_KEYS order', async () => {
    const orders = await db.selectFrom('orders').selectAll().where('shop_id', '=', 1).execute();
    for (const order of orders) {
      const facts = factsOf(order);
      const key = JSON.stringify(FACT_KEYS.map((k) => facts[k]));
      expect(JSON.parse(allowedActionsFiller.valueOf(key)), key).toEqual(allowedActions(facts));
    }
    expect(() => allowedActionsFiller.valueOf('["PAID_OFF"]')).toThrow(/not the facts/);
  });
});
