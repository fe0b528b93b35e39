import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNationalId } from '@rxdesk/contract/rules/rules';
import { startAsAdmin, type TestApp } from '../testing/test-app.ts';

describe('demo seed: prescriptions and restricted-drug control', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => ({ t, admin } = await startAsAdmin()));
  afterAll(() => t.close());
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: admin } });

  it('has prescriptions awaiting audit (some overdue), approved with a signature, and one rejected', async () => {
    const list = (await get('/seller/prescription/prescriptionOrder?page_size=50')).json();
    const rows = list.data as { state: number; is_overdue: number; order_status: string; sn: string }[];
    expect(rows.filter((r) => r.state === 3 && r.is_overdue === 0).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.state === 3 && r.is_overdue === 1).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((r) => r.state === 1).length).toBeGreaterThanOrEqual(2);
    const rejected = rows.filter((r) => r.state === 2);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.order_status).toBe('CANCELLED');
    expect(
      (await get('/seller/prescription/prescriptionOrder/behindOrder')).json().data_total,
    ).toBeGreaterThanOrEqual(2);

    const approved = rows.find((r) => r.state === 1)!;
    const detail = (await get(`/seller/prescription/prescriptionOrder/${approved.sn}`)).json();
    const png = Buffer.from(detail.audits[0].signature.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(360); // IHDR width

    const ids = await t.db.selectFrom('prescriptions').select('use_person_id_card').execute();
    for (const { use_person_id_card } of ids) expect(isNationalId(use_person_id_card)).toBe(true);
    // The seeded orders are consistent with the state machine: held until approved.
    const holds = await t.db
      .selectFrom('prescriptions as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.state', 'p.inquiry_rxno', 'o.rx_status', 'o.rx_reference'])
      .execute();
    for (const h of holds) {
      expect(h.rx_status).toBe({ 1: 'APPROVED', 2: 'REJECTED', 3: 'PENDING' }[h.state]);
      expect(h.inquiry_rxno).toBe(h.rx_reference); // as intake requires
    }
  });

  it('has restricted goods, the switch on, and control orders within their limits', async () => {
    expect((await get('/seller/control/switch')).json().enabled).toBe(1);
    const goods = (await get('/seller/control/goods?restricted=1')).json();
    expect(goods.data.map((g: { goods_code: string }) => g.goods_code).sort()).toEqual([
      'OTC01004',
      'OTC01005',
    ]);
    const orders = (await get('/seller/control/orders')).json();
    expect(orders.data_total).toBe(3);
    for (const o of orders.data) expect(o.bought_before + o.num).toBeLessThanOrEqual(o.limit_qty);
  });
});
