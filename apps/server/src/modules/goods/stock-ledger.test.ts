import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { unixToDateString } from '@rxdesk/contract/common/date-format';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';
import { expectLedgerWhole, newTestGoods } from '../../testing/stock.ts';
import {
  adjustInTrx,
  putBackInTrx,
  receiveInTrx,
  takeFefoInTrx,
  type Allocation,
} from './stock-ledger.repository.ts';

type Op =
  | { op: 'receive'; batch: number; qty: number }
  | { op: 'take'; num: number }
  | { op: 'cancel'; which: number }
  | { op: 'adjust'; batch: number; delta: number };

// Receipts weigh most, so takes often span several batches.
const ops: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('receive' as const),
      batch: fc.nat(3),
      qty: fc.integer({ min: 1, max: 20 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('take' as const), num: fc.integer({ min: 1, max: 30 }) }),
  },
  fc.record({ op: fc.constant('cancel' as const), which: fc.nat(20) }),
  fc.record({
    op: fc.constant('adjust' as const),
    batch: fc.nat(3),
    delta: fc.integer({ min: -10, max: 10 }).filter((d) => d !== 0),
  }),
);

/** The stock ledger against a model (issue 20): after any mix of intake, FEFO takes, put-backs
 * and adjustments, every take took exactly what FEFO says from non-expired batches (or nothing
 * when short), no batch went below zero, and the ledger's sums equal every cache. */
describe('stock ledger', () => {
  let t: TestApp;
  let shopId: number;
  let n = 0;
  beforeAll(async () => {
    ({ t } = await startAsAdmin());
    shopId = (await t.db.selectFrom('shops').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('keeps stock = ledger sum through a random mix of intake, take, cancel and adjust', async () => {
    const now = t.clock.now();
    const day = (d: number) => unixToDateString(now + d * 86400, 'yyyy-MM-dd');
    const today = day(0);
    // FEFO order: S (10 days), L (300 days), U (unknown expiry, last); E expired yesterday.
    const BATCHES = [
      { no: 'E', expiry: day(-1) },
      { no: 'S', expiry: day(10) },
      { no: 'L', expiry: day(300) },
      { no: 'U', expiry: '' },
    ];
    await fc.assert(
      fc.asyncProperty(fc.array(ops, { minLength: 1, maxLength: 25 }), async (run) => {
        const { skuIds } = await newTestGoods(t.db, shopId, `PROP${String(++n).padStart(4, '0')}`);
        const skuId = skuIds[0]!;
        const model = new Map<string, { id: number; qty: number }>();
        const taken: (Allocation[] | null)[] = [];
        const c = { shopId, now, operatorId: null };
        for (const o of run) {
          await t.db.transaction().execute(async (trx) => {
            if (o.op === 'receive') {
              const b = BATCHES[o.batch]!;
              const a = await receiveInTrx(trx, {
                ...c,
                skuId,
                batchNo: b.no,
                productionDate: '',
                expiryDate: b.expiry,
                quantity: o.qty,
                kind: 'INTAKE',
              });
              const m = model.get(b.no) ?? { id: a.batch_id, qty: 0 };
              model.set(b.no, { id: a.batch_id, qty: m.qty + o.qty });
            } else if (o.op === 'take') {
              const order = ['S', 'L', 'U'].filter((no) => (model.get(no)?.qty ?? 0) > 0);
              const sellable = order.reduce((s, no) => s + model.get(no)!.qty, 0);
              const got = await takeFefoInTrx(trx, { ...c, skuId, num: o.num, today, kind: 'ORDER' });
              if (sellable < o.num) return expect(got).toBeNull();
              let left = o.num;
              const want = order.flatMap((no) => {
                const k = Math.min(left, model.get(no)!.qty);
                left -= k;
                return k > 0 ? [{ batch_no: no, num: k }] : [];
              });
              expect(got?.map((a) => ({ batch_no: a.batch_no, num: a.num }))).toEqual(want);
              for (const w of want) model.get(w.batch_no)!.qty -= w.num;
              taken.push(got);
            } else if (o.op === 'cancel') {
              const i = o.which % Math.max(taken.length, 1);
              const back = taken[i];
              if (!back) return;
              taken[i] = null;
              await putBackInTrx(trx, back, { ...c, skuId, kind: 'CANCEL' });
              for (const a of back) model.get(a.batch_no)!.qty += a.num;
            } else {
              const m = model.get(BATCHES[o.batch]!.no);
              if (!m) return;
              const after = await adjustInTrx(trx, {
                ...c,
                batchId: m.id,
                delta: o.delta,
                kind: 'ADJUST',
                reason: '盘点',
              });
              if (m.qty + o.delta < 0) return expect(after).toBe(false);
              m.qty += o.delta;
              expect(after).toBe(m.qty);
            }
          });
        }
        const rows = await t.db
          .selectFrom('stock_batches')
          .select(['batch_no', 'quantity'])
          .where('sku_id', '=', skuId)
          .execute();
        expect(Object.fromEntries(rows.map((r) => [r.batch_no, r.quantity]))).toEqual(
          Object.fromEntries([...model].map(([no, m]) => [no, m.qty])),
        );
      }),
      { numRuns: 60 },
    );
    await expectLedgerWhole(t.db, shopId);
  }, 120_000);

  it('refuses an existing batch number with another expiry, and changes nothing', async () => {
    const { skuIds } = await newTestGoods(t.db, shopId, 'MISMATCH1');
    const receive = (expiryDate: string) =>
      t.db.transaction().execute((trx) =>
        receiveInTrx(trx, {
          shopId,
          skuId: skuIds[0]!,
          batchNo: 'X1',
          productionDate: '2026-01-01',
          expiryDate,
          quantity: 3,
          kind: 'INTAKE',
          now: t.clock.now(),
        }),
      );
    await receive('2028-01-01');
    await expect(receive('2028-06-01')).rejects.toThrow(/already exists/);
    const sku = await t.db
      .selectFrom('goods_skus')
      .select('stock')
      .where('id', '=', skuIds[0]!)
      .executeTakeFirstOrThrow();
    expect(sku.stock).toBe(3);
    await expectLedgerWhole(t.db, shopId);
  });
});
