import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateStringToUnix } from '@rxdesk/contract/common/date-format';
import type { Db } from '../../platform/db/database.ts';
import { seedDemo } from '../../seed/seed.ts';
import { createTestDatabase } from '../../testing/test-database.ts';
import {
  insertEmptyShop,
  insertPaidOrder,
  insertPaidRefund,
  settlementJobAt,
} from '../../testing/settlement.ts';
import { FIGURE_COLUMNS } from './settlement-lines.ts';
import { periodEndAfter, periodStartOf } from './settlement-periods.ts';

const at = (s: string) => dateStringToUnix(s)!;
const NOW = at('2026-12-20 10:00');

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await seedDemo(db, NOW - 60 * 86400, { liveOffers: false });
});
afterAll(() => drop());

const billsOf = (shopId: number) =>
  db
    .selectFrom('settlement_bills')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('period_start')
    .execute();
const linesOf = (billId: number) =>
  db.selectFrom('settlement_lines').selectAll().where('bill_id', '=', billId).orderBy('id').execute();

/** Every figure of every bill of the shop is the sum of its lines, and net follows the formula. */
async function expectBillsAreTheirLines(shopId: number) {
  for (const b of await billsOf(shopId)) {
    const lines = await linesOf(Number(b.id));
    for (const c of [...FIGURE_COLUMNS, 'net'] as const) {
      const sum = lines.reduce((s, l) => s + Number(l[c]), 0);
      expect(Number(c === 'net' ? b.net_receivable : b[c]), `${b.sn} ${c}`).toBe(sum);
    }
    expect(Number(b.net_receivable)).toBe(
      Number(b.online_income) -
        Number(b.online_refund) -
        Number(b.commission) +
        Number(b.commission_returned),
    );
  }
}

describe('settlement periods (Asia/Shanghai)', () => {
  it('runs [1st, 16th) and [16th, next 1st) from midnight Shanghai', () => {
    expect(periodStartOf(at('2026-11-15 23:59:59'), [1, 16])).toBe(at('2026-11-01'));
    expect(periodStartOf(at('2026-11-16 00:00:00'), [1, 16])).toBe(at('2026-11-16'));
    expect(periodEndAfter(at('2026-11-16'), [1, 16])).toBe(at('2026-12-01'));
    expect(periodEndAfter(at('2026-12-16'), [1, 16])).toBe(at('2027-01-01'));
    expect(periodStartOf(at('2027-01-03'), [5, 20])).toBe(at('2026-12-20'));
  });
});

describe('the settlement job', () => {
  it('puts an order paid at 23:59:59 Shanghai in one bill and one paid at 00:00 in the next', async () => {
    const shop = await insertEmptyShop(db);
    const before = await insertPaidOrder(db, {
      shopId: shop,
      paidAt: at('2026-11-15 23:59:59'),
      amount: 10000,
    });
    const after = await insertPaidOrder(db, {
      shopId: shop,
      paidAt: at('2026-11-16 00:00:00'),
      amount: 20000,
    });
    expect(await settlementJobAt(db, NOW).job.runShop(shop)).toBe(3); // Nov 1, Nov 16, Dec 1
    const bills = await billsOf(shop);
    expect(bills.map((b) => b.period_start)).toEqual([at('2026-11-01'), at('2026-11-16'), at('2026-12-01')]);
    expect((await linesOf(Number(bills[0]!.id))).map((l) => l.order_sn)).toEqual([before.sn]);
    expect((await linesOf(Number(bills[1]!.id))).map((l) => l.order_sn)).toEqual([after.sn]);
    // 3% commission, rounded per line; the empty period still gets its (zero) bill.
    expect(Number(bills[0]!.commission)).toBe(300);
    expect(Number(bills[2]!.net_receivable)).toBe(0);
    await expectBillsAreTheirLines(shop);
  });

  it('bills a late refund in the next bill as an adjustment, a same-period one as a refund', async () => {
    const shop = await insertEmptyShop(db);
    const early = await insertPaidOrder(db, { shopId: shop, paidAt: at('2026-11-20 09:00'), amount: 5000 });
    const cod = await insertPaidOrder(db, {
      shopId: shop,
      paidAt: at('2026-11-21 09:00'),
      amount: 3333,
      cod: true,
    });
    await insertPaidRefund(db, {
      shopId: shop,
      orderId: early.id,
      amount: 1000,
      refundedAt: at('2026-11-22 09:00'),
    });
    const { job, clock } = settlementJobAt(db, at('2026-12-02 08:00'));
    expect(await job.runShop(shop)).toBe(1);
    await insertPaidRefund(db, {
      shopId: shop,
      orderId: cod.id,
      amount: 3333,
      refundedAt: at('2026-12-03 10:00'),
    });
    clock.advance(20 * 86400);
    expect(await job.runShop(shop)).toBe(1);
    const [first, second] = await billsOf(shop);
    const firstLines = await linesOf(Number(first!.id));
    expect(firstLines.map((l) => l.line_type)).toEqual(['ORDER', 'ORDER', 'REFUND']);
    expect(Number(first!.online_refund)).toBe(1000);
    expect(Number(first!.cod_income)).toBe(3333);
    const late = await linesOf(Number(second!.id));
    expect(
      late.map((l) => [l.line_type, l.order_sn, Number(l.cod_refund), Number(l.commission_returned)]),
    ).toEqual([['ADJUST', cod.sn, 3333, 100]]);
    // COD cash is the shop's: its refund returns commission only (net +100 fen).
    expect(Number(second!.net_receivable)).toBe(100);
    await expectBillsAreTheirLines(shop);
  });

  it('writes one bill per period when run twice, or twice at once', async () => {
    const shop = await insertEmptyShop(db);
    await insertPaidOrder(db, { shopId: shop, paidAt: at('2026-11-03 12:00'), amount: 8800 });
    const { job } = settlementJobAt(db, NOW);
    const { job: other } = settlementJobAt(db, NOW);
    const written = await Promise.all([job.runShop(shop), other.runShop(shop), job.runShop(shop)]);
    expect(written.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await job.runShop(shop)).toBe(0);
    const bills = await billsOf(shop);
    expect(bills).toHaveLength(3);
    expect(new Set(bills.map((b) => b.period_start)).size).toBe(3);
    const lines = await db.selectFrom('settlement_lines').select('id').where('shop_id', '=', shop).execute();
    expect(lines).toHaveLength(1);
  });

  it('never changes a confirmed bill: money recorded late for its period goes to the next bill', async () => {
    const shop = await insertEmptyShop(db);
    await insertPaidOrder(db, { shopId: shop, paidAt: at('2026-11-05 12:00'), amount: 10000 });
    const { job, clock } = settlementJobAt(db, at('2026-11-17 00:00'));
    await job.runShop(shop);
    const [bill] = await billsOf(shop);
    await db.updateTable('settlement_bills').set({ state: 'CONFIRMED' }).where('id', '=', bill!.id).execute();
    const late = await insertPaidOrder(db, { shopId: shop, paidAt: at('2026-11-06 12:00'), amount: 7000 });
    clock.advance(16 * 86400);
    await job.runShop(shop);
    const [again, next] = await billsOf(shop);
    expect(again).toEqual({ ...bill, state: 'CONFIRMED' });
    expect((await linesOf(Number(next!.id))).map((l) => l.order_sn)).toEqual([late.sn]);
  });

  it('keeps every figure equal to the sum of its lines, each order and refund in one bill (property)', async () => {
    const start = at('2026-09-01');
    const span = at('2026-12-01') - start;
    const event = fc.record({
      offset: fc.integer({ min: 0, max: span - 1 }),
      amount: fc.integer({ min: 0, max: 500_000 }),
      discount: fc.integer({ min: 0, max: 5_000 }),
      cod: fc.boolean(),
      points: fc.boolean(),
      refund: fc.option(
        fc.record({ part: fc.integer({ min: 1, max: 100 }), delay: fc.integer({ min: 0, max: 40 * 86400 }) }),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 8 }), async (events) => {
        const shop = await insertEmptyShop(db);
        let refunds = 0;
        for (const e of events) {
          const o = await insertPaidOrder(db, {
            shopId: shop,
            paidAt: start + e.offset,
            amount: e.amount,
            cod: e.cod,
            discount: e.discount,
            points: e.points,
          });
          if (e.refund) {
            // Only refunds paid before the open period (Dec 16 –) are billed by NOW.
            if (e.offset + e.refund.delay < at('2026-12-16') - start) refunds += 1;
            const amount = Math.floor((e.amount * e.refund.part) / 100);
            await insertPaidRefund(db, {
              shopId: shop,
              orderId: o.id,
              amount,
              refundedAt: start + e.offset + e.refund.delay,
            });
          }
        }
        await settlementJobAt(db, NOW).job.runShop(shop);
        await expectBillsAreTheirLines(shop);
        const lines = await db
          .selectFrom('settlement_lines')
          .selectAll()
          .where('shop_id', '=', shop)
          .execute();
        expect(lines.filter((l) => l.source_kind === 'ORDER')).toHaveLength(events.length);
        expect(lines.filter((l) => l.source_kind === 'REFUND')).toHaveLength(refunds);
        const bills = await billsOf(shop);
        for (const [i, b] of bills.entries())
          if (i > 0) expect(b.period_start).toBe(bills[i - 1]!.period_end);
      }),
      { numRuns: 8 },
    );
  }, 60_000);
});
