import type { TestApp } from './test-app.ts';

/** Promotion rows as the promotion kinds write them (RULES-FORMAT), inserted directly: what the
 * intake's pricing tests price against. Window: an hour either side of the test clock. */
export async function insertPromotion(
  t: TestApp,
  p: {
    kind: string;
    title: string;
    rules?: unknown;
    scope?: 'ALL' | 'SKUS';
    skus?: { goodsId: number; skuId: number; price?: number; quantity?: number; limitNum?: number }[];
    shopId?: number;
  },
): Promise<number> {
  const now = t.clock.now();
  const shopId = p.shopId ?? 1;
  const { id } = await t.db
    .insertInto('promotions')
    .values({
      shop_id: shopId,
      kind: p.kind,
      title: p.title,
      start_at: now - 3600,
      end_at: now + 3600,
      scope: p.scope ?? 'SKUS',
      rules: JSON.stringify(p.rules ?? {}),
      closed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (p.skus?.length)
    await t.db
      .insertInto('promotion_skus')
      .values(
        p.skus.map((s) => ({
          shop_id: shopId,
          promotion_id: id,
          kind: p.kind,
          goods_id: s.goodsId,
          sku_id: s.skuId,
          start_at: now - 3600,
          end_at: now + 3600,
          price: s.price ?? 0,
          quantity: s.quantity ?? 0,
          limit_num: s.limitNum ?? 0,
        })),
      )
      .execute();
  return id;
}

/** Closes every activity (final): the next test starts with list prices. */
export async function closeAllPromotions(t: TestApp): Promise<void> {
  await t.db
    .updateTable('promotions')
    .set({ closed_at: t.clock.now() })
    .where('closed_at', 'is', null)
    .execute();
  await t.db.updateTable('promotion_skus').set({ live: 0 }).execute();
}

/** The catalogue goods and its only SKU, by code. */
export function goodsSku(t: TestApp, code: string) {
  return t.db
    .selectFrom('goods as g')
    .innerJoin('goods_skus as s', 's.goods_id', 'g.id')
    .select(['g.id as goodsId', 's.id as skuId', 's.price', 'g.stock'])
    .where('g.shop_id', '=', 1)
    .where('g.goods_code', '=', code)
    .executeTakeFirstOrThrow();
}
