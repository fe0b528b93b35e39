import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { placeOrder } from '../testing/orders.ts';
import { RegionsRepository } from '../modules/regions/regions.repository.ts';
import { RegionsService } from '../modules/regions/regions.service.ts';
import { ADDRESSES, randomOrder } from './simulate.ts';

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

  it('sends only complete region paths of the regions table, none with pick-up', async () => {
    const regions = new RegionsService(new RegionsRepository(t.db));
    for (const a of ADDRESSES) {
      const checked = await regions.requireCompletePath(a.region_ids);
      expect(checked.region_ids, a.street).toBe(a.region_ids);
      expect(checked.region_names, a.street).toMatch(/^上海市 /);
    }
    for (const b of Array.from({ length: 40 }, () => randomOrder())) {
      if (b.shipping_type === 'SELF_PICK') expect(b.consignee.region_ids).toBe('');
      else expect(ADDRESSES.map((a) => a.region_ids)).toContain(b.consignee.region_ids);
    }
  });
});
