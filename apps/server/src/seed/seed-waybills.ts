import type { Db } from '../platform/db/database.ts';

/** The demo shop's e-waybill accounts (SF monthly, YTO sender-pays; ZTO is left for the seller to
 * set up) and the trace of its parcel shipped by ZTO, as Kuaidi100 would have pushed it (in
 * transit: no auto-receive runs on it). */
export async function seedWaybills(trx: Db, shopId: number, now: number): Promise<void> {
  for (const [code, partnerId, key, net, payType] of [
    ['SF', '0210000001', 'sfKey7f3a9c21', '', 'MONTHLY'],
    ['YTO', 'K21000088', 'ytoKey55d0e4', '上海浦东新区张江分部', 'SHIPPER'],
  ] as const)
    await trx
      .insertInto('waybill_accounts')
      .values({
        shop_id: shopId,
        express_code: code,
        partner_id: partnerId,
        partner_key: key,
        net,
        pay_type: payType,
        created_at: now - 30 * 86_400,
        updated_at: now - 30 * 86_400,
      })
      .execute();
  const shipped = await trx
    .selectFrom('orders')
    .select(['id', 'sn', 'express_code', 'waybill_no', 'shipped_at'])
    .where('shop_id', '=', shopId)
    .where('express_code', '=', 'ZTO')
    .where('waybill_no', '!=', '')
    .orderBy('id')
    .executeTakeFirst();
  if (!shipped) return;
  const at = Number(shipped.shipped_at ?? now);
  const fmt = (s: number) => new Date((s + 8 * 3600) * 1000).toISOString().slice(0, 19).replace('T', ' '); // Asia/Shanghai
  const traces = [
    { time: fmt(at + 20 * 3600), context: '【上海市】快件已到达 上海浦东中转部' },
    { time: fmt(at + 6 * 3600), context: '【上海市】快件已发往 上海浦东中转部' },
    { time: fmt(at + 2 * 3600), context: '【上海市】上海张江网点 已揽收' },
  ];
  await trx
    .insertInto('shipment_traces')
    .values({
      shop_id: shopId,
      order_id: shipped.id,
      order_sn: shipped.sn,
      express_code: shipped.express_code,
      waybill_no: shipped.waybill_no,
      state: 0,
      ischeck: 0,
      traces: JSON.stringify(traces),
      subscribed: 1,
      delivered_at: null,
      auto_received_at: null,
      updated_at: at + 20 * 3600,
    })
    .execute();
}
