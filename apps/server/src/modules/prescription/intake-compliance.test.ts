import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IntakeOrderBody } from '@rxdesk/contract/orders/order-intake';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { orderBody, placeOrder } from '../../testing/orders.ts';

/** POST /api/open/orders: the art. 8–9 rules the intake enforces. */
describe('intake compliance: barred categories and prescriptions', () => {
  let t: TestApp;
  let rx: IntakeOrderBody;
  beforeAll(async () => {
    t = await createTestApp();
    rx = await orderBody(t, '演示大药房', {}, true);
  });
  afterAll(() => t.close());

  const goodsStock = (code: string) =>
    t.db
      .selectFrom('goods')
      .select('stock')
      .where('goods_code', '=', code)
      .where('shop_id', '=', 1)
      .executeTakeFirstOrThrow()
      .then((g) => g.stock);

  it('refuses goods of a category barred from online sale, naming it, and reserves nothing', async () => {
    const body = await orderBody(t, '演示大药房');
    const code = body.items[1]!.goods_code;
    await t.db
      .updateTable('goods')
      .set({ regulatory_class: 'PSYCHOTROPIC' })
      .where('goods_code', '=', code)
      .where('shop_id', '=', 1)
      .execute();
    const before = await Promise.all(body.items.map((i) => goodsStock(i.goods_code)));
    const res = await placeOrder(t, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', field: 'items.1.goods_code' });
    expect(res.json().message).toMatch(/属于精神药品，依法不得在网络上销售$/);
    expect(await Promise.all(body.items.map((i) => goodsStock(i.goods_code)))).toEqual(before);
    for (const c of ['VACCINE', 'BLOOD_PRODUCT', 'NARCOTIC', 'TOXIC', 'RADIOACTIVE', 'PRECURSOR']) {
      await t.db.updateTable('goods').set({ regulatory_class: c }).where('goods_code', '=', code).execute();
      expect((await placeOrder(t, body)).statusCode, c).toBe(400);
    }
    await t.db
      .updateTable('goods')
      .set({ regulatory_class: 'NONE' })
      .where('goods_code', '=', code)
      .execute();
    expect((await placeOrder(t, body)).statusCode).toBe(201);
  });

  it('prescription goods need the prescription itself, not only its number', async () => {
    const res = await placeOrder(t, { ...rx, prescription: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'prescription' });
    expect(res.json().message).toContain('处方药订单必须附带处方');
  });

  it('the prescription number must be the order’s', async () => {
    const res = await placeOrder(t, { ...rx, rx_reference: 'RX-OTHER-1' });
    expect(res.json()).toMatchObject({ field: 'prescription.inquiry_rxno' });
  });

  it('needs a prescription image, or an uploaded follow-up voucher', async () => {
    const noImage = await placeOrder(t, { ...rx, prescription: { ...rx.prescription!, images: [] } });
    expect(noImage.json()).toMatchObject({ field: 'prescription.images' });
    const voucherFlagOnly = await placeOrder(t, {
      ...rx,
      prescription: { ...rx.prescription!, images: [], is_upload_voucher: 1 },
    });
    expect(voucherFlagOnly.statusCode).toBe(400);
    const voucher = await placeOrder(t, {
      ...rx,
      prescription: {
        ...rx.prescription!,
        images: [],
        is_upload_voucher: 1,
        voucher_image: '/uploads/v.jpg',
      },
    });
    expect(voucher.statusCode, voucher.body).toBe(201);
  });

  it('every prescription drug of the order must be on the prescription', async () => {
    const res = await placeOrder(t, {
      ...rx,
      prescription: { ...rx.prescription!, drugs: rx.prescription!.drugs.slice(0, 1) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'prescription.drugs' });
  });

  it('checks the patient’s national ID with the §5 rule', async () => {
    const res = await placeOrder(t, {
      ...rx,
      prescription: { ...rx.prescription!, use_person_id_card: '310104198503152310' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('prescription.use_person_id_card');
    expect(res.json().message).toContain('请输入正确的身份证号码！');
  });

  it('stores the prescription awaiting audit (state 3) with its drugs, and holds the order', async () => {
    const res = await placeOrder(t, rx);
    expect(res.statusCode, res.body).toBe(201);
    const row = await t.db
      .selectFrom('prescriptions as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.id', 'p.state', 'p.inquiry_rxno', 'o.rx_status'])
      .where('o.sn', '=', res.json().sn)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 3, inquiry_rxno: rx.rx_reference, rx_status: 'PENDING' });
    const drugs = await t.db
      .selectFrom('prescription_drugs')
      .select(['goods_id', 'drug_name'])
      .where('prescription_id', '=', row.id)
      .execute();
    expect(drugs).toHaveLength(rx.items.length);
    expect(drugs.every((d) => d.goods_id !== null)).toBe(true);
  });
});
