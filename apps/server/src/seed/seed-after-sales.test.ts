import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../testing/after-sale.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('after-sale demo data', () => {
  let t: TestApp;
  let admin: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = caller(t, (await t.login('admin', 'admin123')).access_token);
  });
  afterAll(() => t.close());

  it('fills the screens with cases, refunds and complaints in several states', async () => {
    const counts = (await admin('GET', '/seller/after-sales/count')).json();
    for (const s of ['APPLY', 'PASS', 'SHIPPED_BACK', 'REFUNDING', 'COMPLETED', 'REFUSE'])
      expect(counts[s], s).toBeGreaterThan(0);
    const pending = (await admin('GET', '/seller/store/after-sales/pending')).json();
    expect(pending.data_total).toBe(counts.awaiting);
    expect(pending.data_total).toBeGreaterThanOrEqual(3);
    const refunds = (await admin('GET', '/seller/refunds?page_size=50')).json();
    const states = new Set(refunds.data.map((r: { status: string }) => r.status));
    expect([...states].sort()).toEqual(['FAILED', 'PENDING', 'SUCCESS']);
    const complaints = (await admin('GET', '/seller/complaints?page_size=50')).json();
    expect(new Set(complaints.data.map((c: { status: string }) => c.status))).toEqual(
      new Set(['NEW', 'REPLIED', 'ESCALATED', 'CLOSED']),
    );
    expect(complaints.data.some((c: { overdue: number }) => c.overdue === 1)).toBe(true);
  });

  it('keeps the order counters and the seeded cases consistent with what the application does', async () => {
    const byStatus = await t.db
      .selectFrom('orders')
      .select((eb) => ['shop_id', 'status', eb.fn.countAll<number>().as('n')])
      .groupBy(['shop_id', 'status'])
      .execute();
    const counters = await t.db.selectFrom('order_counters').select(['shop_id', 'status', 'n']).execute();
    for (const s of byStatus) {
      const n = counters
        .filter((c) => c.shop_id === s.shop_id && c.status === s.status)
        .reduce((a, c) => a + Number(c.n), 0);
      expect(n, s.status).toBe(Number(s.n));
    }
    // The demo cases move on like any other: approve the one waiting for review.
    const list = (
      await admin('GET', '/seller/after-sales?service_status=APPLY&service_type=RETURN_GOODS')
    ).json();
    const sn = list.data[0].service_sn;
    const c = (await admin('GET', `/seller/after-sales/${sn}`)).json();
    expect(c.order.status).toBe('AFTER_SERVICE');
    const approved = await admin('POST', `/seller/after-sales/${sn}/approve`, {
      approved_amount: c.refundable_amount,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });
});
