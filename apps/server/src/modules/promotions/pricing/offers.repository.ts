import { fullDiscountRulesSchema } from '@rxdesk/contract/promotions/full-discount-rules';
import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database.ts';
import type {
  FullCutOffer,
  FullCutSource,
  GoodsOffer,
  GoodsOfferKind,
  GoodsOffersSource,
  OfferQuantitySource,
} from './offers.ts';

const GOODS_KINDS: GoodsOfferKind[] = ['MINUS', 'HALF_PRICE', 'SECKILL', 'GROUPBUY'];

/** The promotion rows the intake's pricing reads (RULES-FORMAT), and the seckill / group-buy units
 * it takes. Kysely only. A row applies at `at` when live, its window [start, end) holds `at` and
 * its activity is not closed. */
export class OffersRepository implements GoodsOffersSource, FullCutSource, OfferQuantitySource {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** `assemblePromotionId`: an assemble order's activity, whose rows apply to it alone. */
  async goodsOffersInTrx(
    trx: Db,
    shopId: number,
    skuIds: number[],
    at: number,
    assemblePromotionId?: number,
  ): Promise<GoodsOffer[]> {
    if (skuIds.length === 0) return [];
    const rows = await trx
      .selectFrom('promotion_skus as ps')
      .innerJoin('promotions as p', 'p.id', 'ps.promotion_id')
      .select(['p.id', 'p.title', 'ps.kind', 'ps.sku_id', 'ps.price', 'ps.limit_num'])
      .where('ps.shop_id', '=', shopId)
      .where('ps.sku_id', 'in', skuIds)
      .where((eb) =>
        assemblePromotionId === undefined
          ? eb('ps.kind', 'in', GOODS_KINDS)
          : eb.or([
              eb('ps.kind', 'in', GOODS_KINDS),
              eb.and([eb('ps.kind', '=', 'ASSEMBLE'), eb('ps.promotion_id', '=', assemblePromotionId)]),
            ]),
      )
      .where('ps.live', '=', 1)
      .where('ps.start_at', '<=', at)
      .where('ps.end_at', '>', at)
      .where('p.closed_at', 'is', null)
      .orderBy('p.id')
      .execute();
    return rows.map((r) => {
      const kind = r.kind as GoodsOfferKind;
      const o: GoodsOffer = { promotionId: r.id, kind, title: r.title, skuId: r.sku_id };
      if (kind === 'MINUS') o.unitOff = r.price;
      if (kind === 'SECKILL' || kind === 'GROUPBUY') {
        o.unitPrice = r.price;
        o.maxUnits = r.limit_num;
      }
      if (kind === 'ASSEMBLE') o.unitPrice = r.price;
      return o;
    });
  }

  async fullCutsInTrx(trx: Db, shopId: number, at: number): Promise<FullCutOffer[]> {
    const rows = await trx
      .selectFrom('promotions')
      .select(['id', 'title', 'scope', 'rules'])
      .where('shop_id', '=', shopId)
      .where('kind', '=', 'FULL_DISCOUNT')
      .where('closed_at', 'is', null)
      .where('start_at', '<=', at)
      .where('end_at', '>', at)
      .orderBy('id')
      .execute();
    const scoped = rows.filter((r) => r.scope !== 'ALL').map((r) => r.id);
    const skuRows = scoped.length
      ? await trx
          .selectFrom('promotion_skus')
          .select(['promotion_id', 'sku_id'])
          .where('promotion_id', 'in', scoped)
          .where('live', '=', 1)
          .execute()
      : [];
    const out: FullCutOffer[] = [];
    for (const r of rows) {
      // Rules are checked by this schema before they are stored; a row that still fails is
      // skipped (the buyer pays list price) rather than priced from a guess.
      const parsed = fullDiscountRulesSchema.safeParse(safeJson(r.rules));
      if (!parsed.success) continue;
      out.push({
        promotionId: r.id,
        title: r.title,
        byPiece: parsed.data.by_piece,
        skuIds:
          r.scope === 'ALL' ? 'ALL' : skuRows.filter((s) => s.promotion_id === r.id).map((s) => s.sku_id),
        tiers: parsed.data.tiers.map((t) => ({
          threshold: t.threshold,
          minus: t.minus,
          discountPermille: t.discount_permille ?? undefined,
          freeShipping: t.free_shipping,
          giftSkuId: t.gift_sku_id ?? undefined,
          giftId: t.gift_id ?? undefined,
          couponId: t.coupon_id ?? undefined,
          points: t.points,
        })),
      });
    }
    return out;
  }

  /** shops.promotions_rx: 1 lets prescription and restricted goods take promotions. */
  async promotionsRxInTrx(trx: Db, shopId: number): Promise<boolean> {
    const r = await trx
      .selectFrom('shops')
      .select('promotions_rx')
      .where('id', '=', shopId)
      .executeTakeFirst();
    return r?.promotions_rx === 1;
  }

  takeInTrx(trx: Db, promotionId: number, skuId: number, units: number): Promise<boolean> {
    return this.takeAtInTrx(trx, promotionId, skuId, units, this.now());
  }

  /** Takes units from the row live at `at` (a seckill has one row per slot) only while
   * sold + units ≤ quantity: exactly as many orders succeed as there are units. */
  async takeAtInTrx(
    trx: Db,
    promotionId: number,
    skuId: number,
    units: number,
    at: number,
  ): Promise<boolean> {
    const r = await trx
      .updateTable('promotion_skus')
      .set((eb) => ({ sold: eb('sold', '+', units) }))
      .where('promotion_id', '=', promotionId)
      .where('sku_id', '=', skuId)
      .where('live', '=', 1)
      .where('start_at', '<=', at)
      .where('end_at', '>', at)
      .where((eb) => eb(eb('sold', '+', units), '<=', eb.ref('quantity')))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The seckill / group-buy units an order's lines took (its order_item_promotions rows). */
  async takenByOrderInTrx(
    trx: Db,
    orderId: number,
  ): Promise<{ promotionId: number; skuId: number; units: number }[]> {
    const rows = await trx
      .selectFrom('order_item_promotions as p')
      .innerJoin('order_items as i', 'i.id', 'p.item_id')
      .select(['p.promotion_id', 'i.sku_id', 'p.units'])
      .where('p.order_id', '=', orderId)
      .where('p.units', '>', 0)
      .orderBy('p.promotion_id')
      .orderBy('i.sku_id')
      .execute();
    return rows
      .filter((r) => r.sku_id !== null)
      .map((r) => ({ promotionId: Number(r.promotion_id), skuId: Number(r.sku_id), units: Number(r.units) }));
  }

  /** Gives units back to the latest-starting row of the activity and SKU that sold at least as
   * many (the slot the order most likely took them from). */
  async returnInTrx(trx: Db, promotionId: number, skuId: number, units: number, at: number): Promise<void> {
    if (units <= 0) return;
    // Never below 0; a closed row takes them back too (its figures stay true), though it sells no more.
    await trx
      .updateTable('promotion_skus')
      .set({ sold: sql`case when sold >= ${units} then sold - ${units} else 0 end` })
      .where('promotion_id', '=', promotionId)
      .where('sku_id', '=', skuId)
      .where('start_at', '<=', at)
      .where('end_at', '>', at)
      .execute();
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
