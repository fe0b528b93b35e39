import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

type Trx = Kysely<Database>;
const DAY = 86_400;

/* Gifts (赠品, issue 22): three of the demo shop's, each with its opening stock as a ledger row
 * (the stock column equals the ledger's sum). The first is what the running whole-shop full
 * cut's top tier gives (seed-promotions.ts); the third is disabled. */
const GIFTS = [
  { name: '便携七格药盒', price: 990, stock: 50, disabled: 0 },
  { name: '医用外科口罩 10 只装', price: 1500, stock: 120, disabled: 0 },
  { name: '电子体温计', price: 2980, stock: 3, disabled: 1 },
];

/** Returns the id of the gift the demo full cut gives. */
export async function seedGifts(trx: Trx, shopId: number, now: number): Promise<number> {
  const ids: number[] = [];
  for (const [i, g] of GIFTS.entries()) {
    const at = now - (10 - i) * DAY;
    const { id } = await trx
      .insertInto('promotion_gifts')
      .values({
        shop_id: shopId,
        name: g.name,
        price: g.price,
        image: '',
        goods_id: null,
        sku_id: null,
        stock: g.stock,
        disabled: g.disabled,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('promotion_gift_stock')
      .values({ shop_id: shopId, gift_id: Number(id), change: g.stock, reason: 'INITIAL', ref: '', at })
      .execute();
    ids.push(Number(id));
  }
  return ids[0]!;
}
