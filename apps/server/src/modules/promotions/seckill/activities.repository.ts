import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { ActivityListQuery, ActivityState } from '@rxdesk/contract/promotions/seckill';
import type { Db } from '../../../platform/db/database.ts';
import { containsPattern, isPostgres, likeEscape, likeOperator } from '../../../platform/db/dialect.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { PromotionTable } from '../../../platform/db/schema/promotions.ts';
import { promotionsRxInTrx, skuFactsInTrx, skuOptionsOf } from './activity-goods.repository.ts';

export type ActivityKind = 'SECKILL' | 'GROUPBUY' | 'ASSEMBLE';

/** The `promotions` rows of one kind (seckill or group buy) and the facts their rules read:
 * the shop's SKUs and the prescription-promotion switch. SKU rows are written through
 * PromotionSkusRepository only. Kysely only. */
export class ActivitiesRepository {
  constructor(
    readonly db: Db,
    readonly kind: ActivityKind,
  ) {}

  transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  /** On PostgreSQL, creations and edits of one shop's activities queue on the shop row, so two
   * overlapping activities cannot both pass the overlap check (SQLite runs one writer at a time). */
  async lockShopInTrx(trx: Db, shopId: number): Promise<void> {
    if (!isPostgres(trx)) return;
    await trx.selectFrom('shops').select('id').where('id', '=', shopId).forUpdate().execute();
  }

  promotionsRxInTrx(trx: Db, shopId: number) {
    return promotionsRxInTrx(trx, shopId);
  }

  /** The shop's SKUs named (others are simply absent), with their goods' sale facts. */
  skuFactsInTrx(trx: Db, shopId: number, skuIds: readonly number[]) {
    return skuFactsInTrx(trx, shopId, skuIds);
  }

  /** The enabled SKUs of the shop's goods named, on sale and approved (the form's rows). */
  skuOptions(shopId: number, goodsIds: readonly number[]) {
    return skuOptionsOf(this.db, shopId, goodsIds);
  }

  find(shopId: number, id: number) {
    return this.db
      .selectFrom('promotions')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('kind', '=', this.kind)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async page(shopId: number, q: ActivityListQuery, now: number) {
    const base = this.db
      .selectFrom('promotions as p')
      .where('p.shop_id', '=', shopId)
      .where('p.kind', '=', this.kind)
      .$if(!!q.keyword, (b) =>
        b.where(
          'p.title',
          likeOperator(this.db),
          sql<string>`${containsPattern(q.keyword!)} ${likeEscape()}`,
        ),
      )
      .$if(!!q.state, (b) => b.where((eb) => stateFilter(eb, q.state!, now)));
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll('p')
      .select((eb) => [
        eb
          .selectFrom('promotion_skus as ps')
          .select(sql<number>`count(distinct ps.sku_id)`.as('c'))
          .whereRef('ps.promotion_id', '=', 'p.id')
          .as('sku_count'),
        eb
          .selectFrom('promotion_skus as ps')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('ps.quantity'), sql<number>`0`).as('q'))
          .whereRef('ps.promotion_id', '=', 'p.id')
          .as('quantity'),
        eb
          .selectFrom('promotion_skus as ps')
          .select((e) => e.fn.coalesce(e.fn.sum<number>('ps.sold'), sql<number>`0`).as('s'))
          .whereRef('ps.promotion_id', '=', 'p.id')
          .as('sold'),
      ])
      .orderBy('p.id', 'desc')
      .limit(q.page_size)
      .offset((q.page_no - 1) * q.page_size)
      .execute();
    return { rows, total: Number(n) };
  }

  /** The activity's SKU rows with their goods' names and list prices, by slot then SKU. */
  skusWithGoods(shopId: number, promotionId: number) {
    return this.db
      .selectFrom('promotion_skus as ps')
      .innerJoin('goods_skus as s', 's.id', 'ps.sku_id')
      .innerJoin('goods as g', 'g.id', 'ps.goods_id')
      .select([
        'ps.goods_id',
        'ps.sku_id',
        'ps.start_at',
        'ps.end_at',
        'ps.price',
        'ps.quantity',
        'ps.sold',
        'ps.limit_num',
        's.sku_code',
        's.price as list_price',
        'g.goods_name',
      ])
      .where('ps.shop_id', '=', shopId)
      .where('ps.promotion_id', '=', promotionId)
      .orderBy('ps.start_at')
      .orderBy('ps.id')
      .execute();
  }

  async insertInTrx(trx: Db, row: Insertable<PromotionTable>): Promise<number> {
    const { id } = await trx.insertInto('promotions').values(row).returning('id').executeTakeFirstOrThrow();
    return id;
  }

  /** Edits only an activity not closed and not started: false when it started or closed meanwhile. */
  async updateNotStartedInTrx(
    trx: Db,
    shopId: number,
    id: number,
    now: number,
    patch: { title: string; start_at: number; end_at: number; rules: string },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('promotions')
      .set({ ...patch, updated_at: now })
      .where('shop_id', '=', shopId)
      .where('kind', '=', this.kind)
      .where('id', '=', id)
      .where('closed_at', 'is', null)
      .where('start_at', '>', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Claims an activity not closed and not started for deletion (the conditional update the
   * decision read); false when it started or closed meanwhile. Its SKU rows go next, then the row. */
  async claimNotStartedInTrx(trx: Db, shopId: number, id: number, now: number): Promise<boolean> {
    const r = await trx
      .updateTable('promotions')
      .set({ updated_at: now })
      .where('shop_id', '=', shopId)
      .where('kind', '=', this.kind)
      .where('id', '=', id)
      .where('closed_at', 'is', null)
      .where('start_at', '>', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async deleteInTrx(trx: Db, shopId: number, id: number): Promise<void> {
    await trx
      .deleteFrom('promotions')
      .where('shop_id', '=', shopId)
      .where('kind', '=', this.kind)
      .where('id', '=', id)
      .execute();
  }

  /** Closes an activity not closed and not ended (once: a second close finds nothing). */
  async closeInTrx(
    trx: Db,
    shopId: number,
    id: number,
    now: number,
    by: { userId: number; reason: string },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('promotions')
      .set({ closed_at: now, close_reason: by.reason, closed_by: by.userId, updated_at: now })
      .where('shop_id', '=', shopId)
      .where('kind', '=', this.kind)
      .where('id', '=', id)
      .where('closed_at', 'is', null)
      .where('end_at', '>', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}

type Where = ExpressionBuilder<Database & { p: PromotionTable }, 'p'>;

function stateFilter(eb: Where, state: ActivityState, now: number) {
  const open = eb('p.closed_at', 'is', null);
  switch (state) {
    case 'CLOSED':
      return eb('p.closed_at', 'is not', null);
    case 'NOT_STARTED':
      return eb.and([open, eb('p.start_at', '>', now)]);
    case 'RUNNING':
      return eb.and([open, eb('p.start_at', '<=', now), eb('p.end_at', '>', now)]);
    case 'ENDED':
      return eb.and([open, eb('p.end_at', '<=', now)]);
  }
}
