import { sql, type Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, likeEscape, likeOperator } from '../../platform/db/dialect.ts';
import type { ControlSaleTable, Database } from '../../platform/db/schema.ts';
import { inShop } from '../../platform/db/lookups.ts';

type Executor = Kysely<Database>;

/** Defaults when a shop never saved its control settings: control on (the compliant default),
 * the phone required on the registration form. */
export const CONTROL_DEFAULTS = { enabled: 1, require_mobile: 1, notice: '' } as const;

/** Restricted-drug control: settings, restricted goods, registered buyers and the sales log.
 * Kysely only; every query is one shop's. The sales log is insert-only (triggers refuse the rest). */
export class DrugControlRepository {
  constructor(private readonly db: Db) {}

  settings(shopId: number, trx: Executor = this.db) {
    return trx.selectFrom('control_settings').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
  }

  async saveSettings(
    trx: Executor,
    shopId: number,
    patch: {
      enabled?: number;
      require_mobile?: number;
      notice?: string;
      switch_updated_at?: number;
      template_updated_at?: number;
    },
  ) {
    const current = await this.settings(shopId, trx);
    await trx
      .insertInto('control_settings')
      .values({
        shop_id: shopId,
        enabled: current?.enabled ?? CONTROL_DEFAULTS.enabled,
        require_mobile: current?.require_mobile ?? CONTROL_DEFAULTS.require_mobile,
        notice: current?.notice ?? CONTROL_DEFAULTS.notice,
        switch_updated_at: current?.switch_updated_at ?? null,
        template_updated_at: current?.template_updated_at ?? null,
        ...patch,
      })
      .onConflict((oc) => oc.column('shop_id').doUpdateSet(patch))
      .execute();
  }

  private goodsBase(shopId: number, q: { keyword?: string; restricted?: number }) {
    const op = likeOperator(this.db);
    return this.db
      .selectFrom('goods as g')
      .leftJoin('restricted_goods as r', (j) =>
        j.onRef('r.goods_id', '=', 'g.id').on('r.shop_id', '=', shopId),
      )
      .where('g.shop_id', '=', shopId)
      .$if(q.restricted === 1, (b) => b.where('r.id', 'is not', null))
      .$if(q.restricted === 0, (b) => b.where('r.id', 'is', null))
      .$if(!!q.keyword, (b) => {
        const pattern = sql`${containsPattern(q.keyword as string)} ${likeEscape()}`;
        return b.where((eb) =>
          eb.or([
            eb('g.goods_code', '=', q.keyword as string),
            eb(sql.ref('g.goods_name'), op, pattern),
            eb(sql.ref('g.common_name'), op, pattern),
          ]),
        );
      });
  }

  goodsPage(shopId: number, q: { keyword?: string; restricted?: number }, offset: number, limit: number) {
    return this.goodsSelect(this.goodsBase(shopId, q))
      .orderBy('r.id', 'desc')
      .orderBy('g.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  goodsRow(shopId: number, goodsId: number) {
    return this.goodsSelect(this.goodsBase(shopId, {}).where('g.id', '=', goodsId)).executeTakeFirst();
  }

  private goodsSelect(b: ReturnType<DrugControlRepository['goodsBase']>) {
    return b.select([
      'g.id as goods_id',
      'g.goods_code',
      'g.goods_name',
      'g.common_name',
      'g.specs',
      'g.manufacturer',
      'g.drug_type',
      'g.regulatory_class',
      'r.id as restriction_id',
      'r.limit_qty',
      'r.period_days',
      'r.updated_at',
    ]);
  }

  async goodsCount(shopId: number, q: { keyword?: string; restricted?: number }) {
    const r = await this.goodsBase(shopId, q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  goods(shopId: number, goodsId: number) {
    return inShop(this.db, 'goods', shopId).where('id', '=', goodsId).executeTakeFirst();
  }

  upsertRestriction(
    trx: Executor,
    shopId: number,
    goodsId: number,
    limit: number,
    days: number,
    now: number,
  ) {
    return trx
      .insertInto('restricted_goods')
      .values({
        shop_id: shopId,
        goods_id: goodsId,
        limit_qty: limit,
        period_days: days,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['shop_id', 'goods_id'])
          .doUpdateSet({ limit_qty: limit, period_days: days, updated_at: now }),
      )
      .execute();
  }

  removeRestriction(trx: Executor, shopId: number, goodsId: number) {
    return trx
      .deleteFrom('restricted_goods')
      .where('shop_id', '=', shopId)
      .where('goods_id', '=', goodsId)
      .executeTakeFirst();
  }

  /** The restrictions on some goods of one shop (the lines of an incoming order). */
  restrictionsFor(shopId: number, goodsIds: number[], trx: Executor = this.db) {
    if (goodsIds.length === 0) return Promise.resolve([]);
    return trx
      .selectFrom('restricted_goods')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('goods_id', 'in', goodsIds)
      .execute();
  }

  allRestrictions(shopId: number) {
    return this.db
      .selectFrom('restricted_goods as r')
      .innerJoin('goods as g', 'g.id', 'r.goods_id')
      .select(['g.goods_code', 'r.limit_qty', 'r.period_days'])
      .where('r.shop_id', '=', shopId)
      .orderBy('r.id')
      .execute();
  }

  /** Registers (or refreshes) the buyer. On PostgreSQL the upsert also locks the buyer's row until
   * the transaction ends, so two orders of one buyer are limit-checked one after the other. */
  upsertBuyer(
    trx: Executor,
    shopId: number,
    b: { id_card: string; real_name: string; mobile: string },
    now: number,
  ) {
    return trx
      .insertInto('control_buyers')
      .values({ shop_id: shopId, ...b, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc
          .columns(['shop_id', 'id_card'])
          .doUpdateSet({ real_name: b.real_name, mobile: b.mobile, updated_at: now }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  /** Units of one goods this buyer bought since `since`, leaving out cancelled orders (not sold). */
  async boughtSince(trx: Executor, shopId: number, buyerId: number, goodsId: number, since: number) {
    const r = await trx
      .selectFrom('control_sales as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('s.num'), eb.lit(0)).as('n'))
      .where('s.shop_id', '=', shopId)
      .where('s.buyer_id', '=', buyerId)
      .where('s.goods_id', '=', goodsId)
      .where('s.created_at', '>', since)
      .where('o.status', '!=', 'CANCELLED')
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  insertSale(trx: Executor, row: SaleRow) {
    return trx.insertInto('control_sales').values(row).execute();
  }

  private salesBase(
    shopId: number,
    q: { keyword?: string; start_time?: number; end_time?: number; sn?: string },
  ) {
    const op = likeOperator(this.db);
    return this.db
      .selectFrom('control_sales as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .where('s.shop_id', '=', shopId)
      .$if(q.sn !== undefined, (b) => b.where('s.order_sn', '=', q.sn as string))
      .$if(q.start_time !== undefined, (b) => b.where('s.created_at', '>=', q.start_time as number))
      .$if(q.end_time !== undefined, (b) => b.where('s.created_at', '<=', q.end_time as number))
      .$if(!!q.keyword, (b) => {
        const k = q.keyword as string;
        const pattern = sql`${containsPattern(k)} ${likeEscape()}`;
        return b.where((eb) =>
          eb.or([
            eb('s.order_sn', '=', k),
            eb('s.buyer_id_card', '=', k.toUpperCase()),
            eb('s.buyer_mobile', '=', k),
            eb(sql.ref('s.buyer_name'), op, pattern),
            eb(sql.ref('s.goods_name'), op, pattern),
          ]),
        );
      });
  }

  salesPage(
    shopId: number,
    q: { keyword?: string; start_time?: number; end_time?: number; sn?: string },
    offset: number,
    limit: number,
  ) {
    return this.salesBase(shopId, q)
      .selectAll('s')
      .select([
        'o.status as order_status',
        'o.order_price',
        'o.consignee_name',
        'o.consignee_mobile',
        'o.created_at as order_time',
      ])
      .orderBy('s.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async salesCount(shopId: number, q: { keyword?: string; start_time?: number; end_time?: number }) {
    const r = await this.salesBase(shopId, q)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}

/** A control_sales row as written: the table's columns without the generated id. */
export type SaleRow = Omit<ControlSaleTable, 'id'>;

export type SaleListRow = Awaited<ReturnType<DrugControlRepository['salesPage']>>[number];
export type ControlGoodsListRow = Awaited<ReturnType<DrugControlRepository['goodsPage']>>[number];
