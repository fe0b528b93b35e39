import { expect } from 'vitest';
import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import type { Db } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrator.ts';
import { seedDemo } from '../seed/seed.ts';
import { DEMO_SHOP_NAME } from '../seed/demo-accounts.ts';
import { DEMO_KEY, expressOrderBody } from '../testing/orders.ts';
import { expectLedgerWhole, fillStock } from '../testing/stock.ts';

/** What the crash and outage tests share: a demo shop with stock for every order, an intake
 * client that retries one Idempotency-Key until it gets an answer, and the checks that nothing
 * is half-written afterwards. */
export const INITIAL_STOCK = 100_000;

export interface Shop {
  shopId: number;
  goods: { id: number; goods_code: string }[];
}

/** Migrates, seeds the demo shops, and gives two OTC goods of shop 1 ample stock. */
export async function prepareShop(db: Db, schema?: string): Promise<Shop> {
  await migrateToLatest(db, schema ? { schema } : {});
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
  // Through the ledger (a received batch), which is what orders take from.
  await fillStock(
    db,
    goods.map((g) => g.id),
    INITIAL_STOCK,
  );
  return { shopId: shop.id, goods };
}

/** Order `i` of a run: its remark names it, so the checks find the run's orders. */
export function intakeBody(prefix: string, i: number, shop: Shop): IntakeOrderBody {
  return expressOrderBody(
    shop.goods.map((g, n) => ({ goods_code: g.goods_code, num: n + 1 })),
    { remark: `${prefix}-${i}` },
  );
}

export interface Answer {
  status: number;
  sn?: string;
  attempts: number;
  /** The answers that said "try again", as status + code. */
  retried: string[];
  error?: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Answers that mean "not done, try again": the server is away, busy, or the work was cut. */
const AGAIN = new Set([409, 429, 500, 502, 503, 504]);

/** POSTs order `i` under key `<prefix>-key-<i>` until an answer that is not "try again" (or the
 * deadline). `base()` is asked each time: a client may go round several processes. */
export async function placeUntilAnswered(
  base: () => string,
  prefix: string,
  i: number,
  shop: Shop,
  deadline: number,
): Promise<Answer> {
  const retried: string[] = [];
  for (let attempts = 1; ; attempts++) {
    if (Date.now() > deadline) return { status: 0, attempts, retried };
    try {
      const res = await fetch(`${base()}/api/open/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': DEMO_KEY,
          'idempotency-key': `${prefix}-key-${i}`,
        },
        body: JSON.stringify(intakeBody(prefix, i, shop)),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      if (res.status === 201)
        return { status: 201, sn: (JSON.parse(text) as { sn: string }).sn, attempts, retried };
      if (!AGAIN.has(res.status)) return { status: res.status, attempts, retried, error: text };
      retried.push(`${res.status} ${text}`);
    } catch {
      retried.push('no answer');
    }
    await sleep(30 + Math.random() * 70);
  }
}

/** Every key answered once with its one order, no order without its key, stock = initial − what
 * the orders hold, and the status counters equal a count of the orders. */
export async function expectIntakeWhole(db: Db, shop: Shop, prefix: string, answers: Map<number, Answer>) {
  const keys = await db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('shop_id', '=', shop.shopId)
    .where('scope', '=', 'open.orders')
    .where('key', 'like', `${prefix}-key-%`)
    .execute();
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'sn', 'remark'])
    .where('shop_id', '=', shop.shopId)
    .where('remark', 'like', `${prefix}-%`)
    .execute();
  expect(keys.length).toBe(answers.size);
  expect(
    keys.filter((k) => k.state !== 'done').map((k) => k.key),
    'keys not answered',
  ).toEqual([]);
  const bySn = new Map(orders.map((o) => [o.sn, o]));
  for (const k of keys) {
    const sn = (JSON.parse(k.response ?? 'null') as { sn: string }).sn;
    const i = Number(k.key.slice(`${prefix}-key-`.length));
    expect(bySn.get(sn)?.remark, k.key).toBe(`${prefix}-${i}`);
    expect(answers.get(i)?.sn, k.key).toBe(sn);
  }
  expect(orders.length, 'orders of the run (one per key)').toBe(answers.size);
  expect(new Set(orders.map((o) => o.remark)).size).toBe(answers.size);
  // Each order whole: its lines, its first flow step, its log line.
  const lines = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select(['order_items.goods_id', 'order_items.num'])
    .where('orders.shop_id', '=', shop.shopId)
    .where('orders.remark', 'like', `${prefix}-%`)
    .execute();
  expect(lines.length).toBe(answers.size * shop.goods.length);
  for (const g of shop.goods) {
    const held = lines.filter((l) => l.goods_id === g.id).reduce((s, l) => s + l.num, 0);
    const now = await db.selectFrom('goods').select('stock').where('id', '=', g.id).executeTakeFirstOrThrow();
    expect(now.stock, `stock of ${g.goods_code}`).toBe(INITIAL_STOCK - held);
  }
  // And stock is the ledger's sum: batches, SKUs and goods agree with their ledger rows.
  await expectLedgerWhole(db, shop.shopId);
  const actual = await db
    .selectFrom('orders')
    .select(['status', 'shipping_type', db.fn.countAll<number>().as('n')])
    .where('shop_id', '=', shop.shopId)
    .groupBy(['status', 'shipping_type'])
    .execute();
  const counters = await db
    .selectFrom('order_counters')
    .select(['status', 'shipping_type', 'n'])
    .where('shop_id', '=', shop.shopId)
    .execute();
  const asMap = (rows: { status: string; shipping_type: string; n: number | string | bigint }[]) =>
    Object.fromEntries(
      rows.filter((r) => Number(r.n) !== 0).map((r) => [`${r.status}/${r.shipping_type}`, Number(r.n)]),
    );
  expect(asMap(counters), 'order_counters = a count of the orders').toEqual(asMap(actual));
  return asMap(actual);
}
