import type { IntakeAssemble } from '@rxdesk/contract/promotions/assemble';
import type { TestApp } from './test-app.ts';
import { expressOrderBody, placeOrder } from './orders.ts';

export interface AssembleTestSku {
  skuId: number;
  goodsCode: string;
  price: number;
  stock: number;
}

/** Plain SKUs of the demo shop for assemble tests: non-prescription, unrestricted, own stock (not
 * drop-ship), on sale, in stock and in no seeded activity. Tests take distinct ones. */
export async function assembleSkus(t: TestApp, n: number): Promise<AssembleTestSku[]> {
  const { shop_id: shop } = await t.db
    .selectFrom('users')
    .select('shop_id')
    .where('username', '=', 'admin')
    .executeTakeFirstOrThrow();
  const rows = await t.db
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 'g.goods_code', 's.price', 's.stock'])
    .where('s.shop_id', '=', shop)
    .where('s.enabled', '=', 1)
    .where('g.market_enable', '=', 1)
    .where('g.is_auth', '=', 1)
    .where('g.recycled_at', 'is', null)
    .where('g.is_prescription', '=', 0)
    .where('g.supplier_id', 'is', null)
    .where('s.stock', '>=', 30)
    .where('s.price', '>', 1000)
    .where('g.id', 'not in', t.db.selectFrom('restricted_goods').select('goods_id'))
    .where('s.id', 'not in', t.db.selectFrom('promotion_skus').select('sku_id'))
    .orderBy('s.id')
    .limit(n)
    .execute();
  if (rows.length < n) throw new Error('the demo shop has too few plain SKUs for the assemble tests');
  return rows.map((r) => ({ skuId: r.id, goodsCode: r.goods_code, price: r.price, stock: r.stock }));
}

/** A create body: running from now for a day, the SKU ¥1 below its price. */
export function assembleBody(t: TestApp, sku: AssembleTestSku, over: object = {}) {
  return {
    title: '三人拼团测试',
    start_time: t.clock.now(),
    end_time: t.clock.now() + 86_400,
    team_size: 3,
    time_limit: 60,
    limit_num: 2,
    skus: [{ sku_id: sku.skuId, price: (sku.price - 100) / 100 }],
    ...over,
  };
}

export async function createAssemble(t: TestApp, admin: string, body: object): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/seller/promotion/pintuan',
    headers: { authorization: admin },
    payload: body,
  });
  if (res.statusCode !== 200) throw new Error(`create assemble: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>().id;
}

/** An assemble order through the open API (express, paid online). */
export function assembleOrder(t: TestApp, sku: AssembleTestSku, assemble: IntakeAssemble, num = 1) {
  return placeOrder(
    t,
    expressOrderBody([{ goods_code: sku.goodsCode, sku_id: sku.skuId, num }], { assemble }),
  );
}
