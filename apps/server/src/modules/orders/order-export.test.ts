import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { orderBody, placeOrder } from '../../testing/orders.ts';
import { EXPORT_BATCH, streamOrdersXlsx } from './order-export.ts';
import { OrderListRepository } from './order-list.repository.ts';

/** Orders cloned from one placed order, with random (barely compressible) text: ~1 KB of sheet XML
 * a row, several MB in all, far more than the zip and response buffers between the sheet and the
 * reader hold (a few hundred KB). */
const ROWS = 6_000;
/** What may be read ahead of a reader that does not read: those buffers' worth, a few batches. */
const READ_AHEAD_ROWS = 2_000;

/** Polls until `read()` has not changed for `quietMs` (the pipeline has come to rest). */
async function settle(read: () => number, quietMs = 400, capMs = 15_000): Promise<number> {
  const started = Date.now();
  let last = read();
  let since = Date.now();
  while (Date.now() - started < capMs) {
    await new Promise((r) => setTimeout(r, 25));
    const now = read();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) break;
  }
  return last;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('order export streaming', () => {
  let t: TestApp;
  let shopId: number;
  let firstSn: string;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await placeOrder(t, await orderBody(t, '演示大药房'));
    expect(res.statusCode, res.body).toBe(201);
    const placed = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('sn', '=', res.json<{ sn: string }>().sn)
      .executeTakeFirstOrThrow();
    shopId = placed.shop_id;
    const { id: _id, ...template } = placed;
    for (let from = 0; from < ROWS; from += 200) {
      await t.db
        .insertInto('orders')
        .values(
          Array.from({ length: Math.min(200, ROWS - from) }, (_, k) => ({
            ...template,
            sn: `X${String(from + k).padStart(8, '0')}`,
            goods_names: randomBytes(120).toString('base64'),
            address: randomBytes(60).toString('base64'),
          })),
        )
        .execute();
    }
    firstSn = `X${String(ROWS - 1).padStart(8, '0')}`;
  }, 120_000);
  afterAll(() => t?.close());

  it('reads the next batch only as fast as the consumer reads the file', async () => {
    const repo = new OrderListRepository(t.db);
    const batches = vi.spyOn(repo, 'exportBatch');
    const total = await repo.countFiltered(shopId, {});
    expect(total).toBeGreaterThan(ROWS);
    const out = streamOrdersXlsx(repo, shopId, {}, total);

    // Nobody reads: the buffers fill, the zip writer's input backs up, and the database is not
    // read again. Without back-pressure every batch would be read now.
    const whilePaused = await settle(() => batches.mock.calls.length);
    expect(whilePaused).toBeGreaterThanOrEqual(1);
    expect(whilePaused * EXPORT_BATCH).toBeLessThanOrEqual(READ_AHEAD_ROWS);

    const file = await readAll(out);
    expect(batches).toHaveBeenCalledTimes(Math.ceil(total / EXPORT_BATCH));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('订单编号');
    expect(sheet.getRow(2).getCell(1).value).toBe(firstSn);
  }, 60_000);

  it('stops reading the database when the client goes away', async () => {
    const repo = new OrderListRepository(t.db);
    const batches = vi.spyOn(repo, 'exportBatch');
    const total = await repo.countFiltered(shopId, {});
    const out = streamOrdersXlsx(repo, shopId, {}, total);
    out.once('data', () => out.destroy());
    out.on('error', () => undefined);
    const calls = await settle(() => batches.mock.calls.length);
    expect(out.destroyed).toBe(true);
    expect(calls).toBeLessThan(Math.ceil(total / EXPORT_BATCH));
  }, 30_000);
});
