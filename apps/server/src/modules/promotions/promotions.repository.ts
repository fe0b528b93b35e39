import { sql } from 'kysely';
import type { PromotionListQuery } from '@rxdesk/contract/promotions/promotion-common';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, isPostgres, likeEscape, likeOperator } from '../../platform/db/dialect.ts';
import type { PromotionKind } from './overlap-rule.ts';

export interface PromotionInsert {
  shop_id: number;
  kind: PromotionKind;
  title: string;
  start_at: number;
  end_at: number;
  scope: 'ALL' | 'SKUS';
  rules: string;
  created_by: number;
  created_at: number;
}

export type PromotionPatch = Pick<PromotionInsert, 'title' | 'start_at' | 'end_at' | 'scope' | 'rules'>;

/** The promotions rows of every kind (migration 0022). SKU rows are promotion-skus.repository.ts's.
 * Kysely only; never decides: the conditional updates carry the service's rule as a WHERE. */
export class PromotionsRepository {
  constructor(private readonly db: Db) {}

  /** One kind's activities of a state tab, newest first, with their SKU counts. */
  async page(shopId: number, kind: PromotionKind, q: PromotionListQuery, now: number) {
    const base = this.db
      .selectFrom('promotions as p')
      .where('p.shop_id', '=', shopId)
      .where('p.kind', '=', kind)
      .$if(q.status === 'CLOSED', (b) => b.where('p.closed_at', 'is not', null))
      .$if(q.status === 'NOT_STARTED', (b) =>
        b.where('p.closed_at', 'is', null).where('p.start_at', '>', now),
      )
      .$if(q.status === 'RUNNING', (b) =>
        b.where('p.closed_at', 'is', null).where('p.start_at', '<=', now).where('p.end_at', '>', now),
      )
      .$if(q.status === 'ENDED', (b) => b.where('p.closed_at', 'is', null).where('p.end_at', '<=', now))
      .$if(Boolean(q.keyword), (b) =>
        b.where(
          sql<boolean>`p.title ${sql.raw(likeOperator(this.db))} ${containsPattern(q.keyword!)} ${likeEscape()}`,
        ),
      )
      .$if(q.start_time !== undefined, (b) => b.where('p.end_at', '>', q.start_time!))
      .$if(q.end_time !== undefined, (b) => b.where('p.start_at', '<=', q.end_time!));
    const [rows, count] = await Promise.all([
      base
        .selectAll('p')
        .select((eb) =>
          eb
            .selectFrom('promotion_skus as ps')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('ps.promotion_id', '=', 'p.id')
            .as('sku_count'),
        )
        .orderBy('p.id', 'desc')
        .limit(q.page_size)
        .offset((q.page_no - 1) * q.page_size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  find(shopId: number, kind: PromotionKind, id: number) {
    return this.db
      .selectFrom('promotions')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Holds the shop's row until the transaction ends, so two creations in one shop run their
   * overlap checks one after the other (PostgreSQL: SELECT … FOR UPDATE; SQLite writes one at a
   * time already, and a no-op write takes its lock at once). */
  async lockShopInTrx(trx: Db, shopId: number): Promise<void> {
    if (isPostgres(trx)) {
      await trx.selectFrom('shops').select('id').where('id', '=', shopId).forUpdate().execute();
    } else {
      await trx
        .updateTable('shops')
        .set({ id: sql<number>`id` })
        .where('id', '=', shopId)
        .execute();
    }
  }

  shopAllowsRxInTrx(trx: Db, shopId: number) {
    return trx
      .selectFrom('shops')
      .select('promotions_rx')
      .where('id', '=', shopId)
      .executeTakeFirst()
      .then((r) => r?.promotions_rx === 1);
  }

  /** Of the gifts and coupons a full cut's tiers name, those it may give: the shop's gifts not
   * disabled, the shop's coupons not void and not ended at `now`. */
  async tierRefsInTrx(trx: Db, shopId: number, giftIds: number[], couponIds: number[], now: number) {
    const gifts = giftIds.length
      ? await trx
          .selectFrom('promotion_gifts')
          .select('id')
          .where('shop_id', '=', shopId)
          .where('id', 'in', giftIds)
          .where('disabled', '=', 0)
          .execute()
      : [];
    const coupons = couponIds.length
      ? await trx
          .selectFrom('coupons')
          .select('id')
          .where('shop_id', '=', shopId)
          .where('id', 'in', couponIds)
          .where('voided_at', 'is', null)
          .where('end_at', '>', now)
          .execute()
      : [];
    return {
      giftIds: new Set(gifts.map((g) => Number(g.id))),
      couponIds: new Set(coupons.map((c) => Number(c.id))),
    };
  }

  /** Open full cuts of the shop whose windows overlap [start, end): with `allScopeOnly`, only
   * those covering the whole shop (a SKU-scoped one meets the others through its SKU rows). */
  fullCutsOverlappingInTrx(
    trx: Db,
    q: { shopId: number; start: number; end: number; exceptId?: number; allScopeOnly: boolean },
  ) {
    return trx
      .selectFrom('promotions')
      .select(['id', 'title'])
      .where('shop_id', '=', q.shopId)
      .where('kind', '=', 'FULL_DISCOUNT')
      .where('closed_at', 'is', null)
      .where('end_at', '>', q.start)
      .where('start_at', '<', q.end)
      .$if(q.allScopeOnly, (b) => b.where('scope', '=', 'ALL'))
      .$if(q.exceptId !== undefined, (b) => b.where('id', '!=', q.exceptId!))
      .orderBy('id')
      .execute();
  }

  async insertInTrx(trx: Db, row: PromotionInsert): Promise<number> {
    const { id } = await trx
      .insertInto('promotions')
      .values({ ...row, updated_at: row.created_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  /** Only while not started (the start still ahead of `now`) and not closed: false when another
   * request got there first or the start passed. */
  async updateNotStartedInTrx(trx: Db, id: number, patch: PromotionPatch, now: number): Promise<boolean> {
    const r = await trx
      .updateTable('promotions')
      .set({ ...patch, updated_at: now })
      .where('id', '=', id)
      .where('start_at', '>', now)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async closeInTrx(trx: Db, id: number, c: { reason: string; by: number; now: number }): Promise<boolean> {
    const r = await trx
      .updateTable('promotions')
      .set({ closed_at: c.now, close_reason: c.reason, closed_by: c.by, updated_at: c.now })
      .where('id', '=', id)
      .where('closed_at', 'is', null)
      .where('end_at', '>', c.now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteNotStartedInTrx(trx: Db, id: number, now: number): Promise<boolean> {
    const r = await trx
      .deleteFrom('promotions')
      .where('id', '=', id)
      .where('start_at', '>', now)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numDeletedRows) === 1;
  }

  /** The detail's figures: orders that took the activity, their units, the fen given. */
  async figures(shopId: number, kind: PromotionKind, id: number) {
    const r = await this.db
      .selectFrom('order_item_promotions as oip')
      .innerJoin('order_items as oi', 'oi.id', 'oip.item_id')
      .select((eb) => [
        eb.fn.count<number>('oip.order_id').distinct().as('orders'),
        eb.fn.sum<number>('oi.num').as('units'),
        eb.fn.sum<number>('oip.amount').as('discount'),
      ])
      .where('oip.shop_id', '=', shopId)
      .where('oip.kind', '=', kind)
      .where('oip.promotion_id', '=', id)
      .executeTakeFirstOrThrow();
    return { orders: Number(r.orders ?? 0), units: Number(r.units ?? 0), discount: Number(r.discount ?? 0) };
  }

  transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
