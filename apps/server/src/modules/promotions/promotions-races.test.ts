import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/catalogue.ts';
import { skusOf } from '../../testing/promotions.ts';
import { startAsAdmin, type TestApp } from '../../testing/test-app.ts';

const DAY = 86400;

/** Creation and the overlap check run in one transaction behind the shop's row lock: of 20
 * concurrent creations covering the same SKU exactly one is kept (on PostgreSQL too, with
 * TEST_DATABASE_URL). */
describe('promotions under concurrency', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startAsAdmin()));
  afterAll(() => t.close());

  it('keeps exactly one of 20 parallel single cuts of one SKU; the others get 409', async () => {
    const [sku] = await skusOf(t, 1, false, 1);
    const start = t.clock.now() + 200 * DAY;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, admin, 'POST', '/seller/promotion/minus', {
          title: `并发立减 ${i + 1}`,
          start_time: start,
          end_time: start + DAY,
          skus: [{ sku_id: sku!.id, minus: 1 }],
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await t.db
      .selectFrom('promotion_skus')
      .select('promotion_id')
      .where('sku_id', '=', sku!.id)
      .where('start_at', '=', start)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps exactly one of 20 parallel whole-shop full cuts in one window', async () => {
    const start = t.clock.now() + 300 * DAY;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(t, admin, 'POST', '/seller/promotion/full-discounts', {
          title: `并发满减 ${i + 1}`,
          start_time: start,
          end_time: start + DAY,
          scope: 'ALL',
          tiers: [{ threshold: 100, minus: 10 }],
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
  });

  it('closes once of 20 at once (final), and deletes once', async () => {
    const [, sku] = await skusOf(t, 1, false, 2);
    const start = t.clock.now() + 400 * DAY;
    const make = async (title: string, from: number) =>
      (
        await call(t, admin, 'POST', '/seller/promotion/half-prices', {
          title,
          start_time: from,
          end_time: from + DAY,
          sku_ids: [sku!.id],
        })
      ).body.promotion_id as number;
    const a = await make('并发关闭', start);
    const closes = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t, admin, 'POST', `/seller/promotion/half-prices/${a}/close`, { reason: '并发' }),
      ),
    );
    expect(closes.filter((r) => r.status === 200)).toHaveLength(1);
    expect(closes.filter((r) => r.status === 409)).toHaveLength(19);
    const b = await make('并发删除', start + 2 * DAY);
    const deletes = await Promise.all(
      Array.from({ length: 20 }, () => call(t, admin, 'DELETE', `/seller/promotion/half-prices/${b}`)),
    );
    expect(deletes.filter((r) => r.status === 200)).toHaveLength(1);
    // The losers read it before it went (409) or after (404): never a second success.
    expect(deletes.every((r) => [200, 404, 409].includes(r.status))).toBe(true);
    const logs = await t.db
      .selectFrom('operation_logs')
      .select('id')
      .where('action', 'in', ['promotion.second-half-price.close', 'promotion.second-half-price.delete'])
      .execute();
    expect(logs).toHaveLength(2);
  });
});
