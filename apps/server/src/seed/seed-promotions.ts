import type { Kysely } from 'kysely';
import { PromotionSkusRepository } from '../modules/promotions/promotion-skus.repository.ts';
import type { PromotionKind } from '../modules/promotions/overlap-rule.ts';
import type { Database } from '../platform/db/schema.ts';

type Trx = Kysely<Database>;
const DAY = 86400;

/* The promotions area's demo data (issue 22): a running whole-shop full cut (满99减10 / 满199减30
 * with free shipping and a gift) and a coming one, two single cuts, a second half price and a
 * closed single cut, over the demo shop's non-prescription goods on sale. Rules JSON as
 * RULES-FORMAT.md (fen). */

const tier = (threshold: number, minus: number, freeShipping = false, giftId: number | null = null) => ({
  threshold,
  minus,
  discount_permille: null,
  free_shipping: freeShipping,
  gift_sku_id: null,
  gift_id: giftId,
  coupon_id: null,
  points: 0,
});

interface Activity {
  kind: PromotionKind;
  title: string;
  start: number;
  end: number;
  scope: 'ALL' | 'SKUS';
  rules: object;
  /** Indexes into the shop's plain SKUs, with fen off (single cut) or 0. */
  skus: [number, number][];
  closed?: { at: number; reason: string };
}

/** The goods the demo's activities cover, by catalogue code: running single cuts on cold remedies
 * (0–2), a coming one (3–4), a running second half price on household remedies (5–6) and a closed
 * single cut (7–8). Not the goods the end-to-end specs order at list price (999 感冒灵, 板蓝根,
 * 藿香正气 …), whose totals they check. */
const SEED_CODES = [
  'OTC01006',
  'OTC01010',
  'OTC01102',
  'OTC03201',
  'OTC09102',
  'OTC03004',
  'OTC03101',
  'OTC01011',
  'OTC01105',
];

/** `giftId`: the gift (seed-gifts.ts) the running full cut's top tier gives. */
export async function seedPromotions(
  trx: Trx,
  shopId: number,
  userId: number,
  now: number,
  giftId: number,
): Promise<void> {
  const rows = await trx
    .selectFrom('goods_skus as s')
    .innerJoin('goods as g', 'g.id', 's.goods_id')
    .select(['s.id', 's.goods_id', 's.price', 'g.goods_code'])
    .where('s.shop_id', '=', shopId)
    .where('g.goods_code', 'in', SEED_CODES)
    .where('g.market_enable', '=', 1)
    .where('g.is_auth', '=', 1)
    .where('g.recycled_at', 'is', null)
    .where('g.is_prescription', '=', 0)
    .where('s.enabled', '=', 1)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('restricted_goods as r').select('r.id').whereRef('r.goods_id', '=', 'g.id')),
      ),
    )
    .execute();
  const plain = SEED_CODES.map((code) => rows.find((r) => r.goods_code === code)).filter(
    (r) => r !== undefined,
  );
  if (plain.length < SEED_CODES.length)
    throw new Error(
      `shop ${shopId}: the promotions demo's goods (${SEED_CODES.join(', ')}) are not all on sale`,
    );
  // Fen off a unit: about a tenth of the price in whole yuan, at least 1 yuan, below the price.
  const off = (i: number) =>
    Math.min(plain[i]!.price - 1, Math.max(100, Math.floor(plain[i]!.price / 1000) * 100));
  const activities: Activity[] = [
    {
      kind: 'FULL_DISCOUNT',
      title: '全店满99减10，满199减30',
      start: now - 3 * DAY,
      end: now + 27 * DAY,
      scope: 'ALL',
      rules: { by_piece: false, tiers: [tier(9900, 1000), tier(19900, 3000, true, giftId)] },
      skus: [],
    },
    {
      kind: 'FULL_DISCOUNT',
      title: '会员日满150减20',
      start: now + 28 * DAY,
      end: now + 35 * DAY,
      scope: 'ALL',
      rules: { by_piece: false, tiers: [tier(15000, 2000)] },
      skus: [],
    },
    {
      kind: 'MINUS',
      title: '感冒药品单品立减',
      start: now - DAY,
      end: now + 14 * DAY,
      scope: 'SKUS',
      rules: {},
      skus: [0, 1, 2].map((i) => [i, off(i)]),
    },
    {
      kind: 'MINUS',
      title: '周末养护立减',
      start: now + 2 * DAY,
      end: now + 4 * DAY,
      scope: 'SKUS',
      rules: {},
      skus: [3, 4].map((i) => [i, off(i)]),
    },
    {
      kind: 'HALF_PRICE',
      title: '家庭常备药第二件半价',
      start: now - 2 * DAY,
      end: now + 12 * DAY,
      scope: 'SKUS',
      rules: {},
      skus: [
        [5, 0],
        [6, 0],
      ],
    },
    {
      kind: 'MINUS',
      title: '换季清仓立减',
      start: now - 6 * DAY,
      end: now + 8 * DAY,
      scope: 'SKUS',
      rules: {},
      skus: [7, 8].map((i) => [i, off(i)]),
      closed: { at: now - DAY, reason: '供货价调整，提前结束活动' },
    },
  ];
  const skus = new PromotionSkusRepository(trx);
  for (const a of activities) {
    const { id } = await trx
      .insertInto('promotions')
      .values({
        shop_id: shopId,
        kind: a.kind,
        title: a.title,
        start_at: a.start,
        end_at: a.end,
        scope: a.scope,
        rules: JSON.stringify(a.rules),
        closed_at: a.closed?.at ?? null,
        close_reason: a.closed?.reason ?? '',
        closed_by: a.closed ? userId : null,
        created_by: userId,
        created_at: a.start - 2 * DAY,
        updated_at: a.closed?.at ?? a.start - 2 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const promotion = { id: Number(id), shopId, kind: a.kind, start: a.start, end: a.end };
    await skus.replaceInTrx(
      trx,
      promotion,
      a.skus.map(([i, price]) => ({
        goodsId: Number(plain[i]!.goods_id),
        skuId: Number(plain[i]!.id),
        price,
      })),
    );
    if (a.closed) await skus.closeInTrx(trx, Number(id));
  }
}
