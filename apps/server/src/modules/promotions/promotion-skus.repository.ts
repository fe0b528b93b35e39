import type { Db } from '../../platform/db/database.ts';
import { conflictingKinds, type PromotionKind } from './overlap-rule.ts';

/** The SKU rows every promotion kind writes (migration 0022), and the overlap query each kind's
 * creation runs in its transaction. Kysely only. */
export class PromotionSkusRepository {
  constructor(private readonly db: Db) {}

  /** Live rows of other activities that may not share these SKUs with a new one of `kind` in the
   * window [start, end): what a creation or edit is refused for (empty = allowed). */
  conflictsInTrx(
    trx: Db,
    q: {
      shopId: number;
      kind: PromotionKind;
      skuIds: readonly number[];
      start: number;
      end: number;
      /** The activity being edited (its own rows do not conflict). */
      exceptPromotionId?: number;
    },
  ) {
    if (q.skuIds.length === 0) return Promise.resolve([]);
    return trx
      .selectFrom('promotion_skus as ps')
      .innerJoin('promotions as p', 'p.id', 'ps.promotion_id')
      .select(['ps.sku_id', 'ps.kind', 'p.id as promotion_id', 'p.title'])
      .where('ps.shop_id', '=', q.shopId)
      .where('ps.sku_id', 'in', [...q.skuIds])
      .where('ps.live', '=', 1)
      .where('ps.end_at', '>', q.start)
      .where('ps.start_at', '<', q.end)
      .where('ps.kind', 'in', conflictingKinds(q.kind))
      .$if(q.exceptPromotionId !== undefined, (b) => b.where('ps.promotion_id', '!=', q.exceptPromotionId!))
      .orderBy('ps.sku_id')
      .execute();
  }

  /** Replaces an activity's SKU rows (create, or edit while not started). */
  async replaceInTrx(
    trx: Db,
    promotion: { id: number; shopId: number; kind: PromotionKind; start: number; end: number },
    skus: readonly {
      goodsId: number;
      skuId: number;
      price?: number;
      quantity?: number;
      limitNum?: number;
      /** A row's own window inside the activity's (seckill: its time slot); default the activity's. */
      start?: number;
      end?: number;
    }[],
  ): Promise<void> {
    await trx.deleteFrom('promotion_skus').where('promotion_id', '=', promotion.id).execute();
    if (skus.length === 0) return;
    await trx
      .insertInto('promotion_skus')
      .values(
        skus.map((s) => ({
          shop_id: promotion.shopId,
          promotion_id: promotion.id,
          kind: promotion.kind,
          goods_id: s.goodsId,
          sku_id: s.skuId,
          start_at: s.start ?? promotion.start,
          end_at: s.end ?? promotion.end,
          price: s.price ?? 0,
          quantity: s.quantity ?? 0,
          limit_num: s.limitNum ?? 0,
        })),
      )
      .execute();
  }

  /** Closing (final) takes the activity's SKUs out of every offer and overlap check. */
  async closeInTrx(trx: Db, promotionId: number): Promise<void> {
    await trx
      .updateTable('promotion_skus')
      .set({ live: 0 })
      .where('promotion_id', '=', promotionId)
      .execute();
  }

  skusOf(promotionId: number) {
    return this.db
      .selectFrom('promotion_skus')
      .selectAll()
      .where('promotion_id', '=', promotionId)
      .orderBy('id')
      .execute();
  }
}
