import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeOrderBody } from '@rxdesk/contract/orders';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { placeOrder } from '../testing/orders.ts';
import { randomOrder } from './simulate.ts';

describe('demo order simulator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('produces a realistic mix that the intake API accepts', async () => {
    const bodies = Array.from({ length: 40 }, randomOrder);
    for (const b of bodies) expect(intakeOrderBody.safeParse(b).success).toBe(true);
    for (const b of bodies) {
      const res = await placeOrder(t, b);
      expect(res.statusCode, res.body).toBe(201);
    }
    const rows = await t.db
      .selectFrom('orders')
      .select(['shipping_type', 'is_prescription', 'payment_type', 'order_source'])
      .execute();
    expect(new Set(rows.map((r) => r.shipping_type)).size).toBeGreaterThan(1);
    expect(rows.some((r) => r.is_prescription === 1)).toBe(true);
    expect(new Set(rows.map((r) => r.order_source)).size).toBeGreaterThan(1);
  });
});
