import type { Kysely } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import { countRows, matchingKeyword, paged } from '../../platform/db/list-query.ts';
import type { Database } from '../../platform/db/schema.ts';

type Executor = Kysely<Database>;

export interface PointsGoodsFilters {
  keyword?: string;
  category_id?: number;
  status?: 'ON' | 'OFF';
  page_no: number;
  page_size: number;
}

export interface PointsGoodsValues {
  goods_id: number;
  sku_id: number;
  category_id: number;
  points: number;
  cash: number;
  stock: number;
  limit_num: number;
}

/** One shop's points goods with their SKU's facts. Kysely only; every query names the shop. */
export class PointsGoodsRepository {
  constructor(private readonly db: Db) {}

  // The rows without their columns: the list's count reads the same FROM and WHERE.
  private from(shopId: number, trx: Executor = this.db) {
    return trx
      .selectFrom('points_goods as p')
      .innerJoin('goods_skus as s', 's.id', 'p.sku_id')
      .innerJoin('goods as g', 'g.id', 'p.goods_id')
      .leftJoin('points_categories as c', (j) =>
        j.onRef('c.id', '=', 'p.category_id').onRef('c.shop_id', '=', 'p.shop_id'),
      )
      .where('p.shop_id', '=', shopId);
  }

  private joined(shopId: number, trx: Executor = this.db) {
    return this.withColumns(this.from(shopId, trx));
  }

  private withColumns(qb: ReturnType<PointsGoodsRepository['from']>) {
    return qb
      .selectAll('p')
      .select([
        'g.goods_name',
        'g.thumbnail',
        's.sku_code',
        's.spec_values',
        's.price as list_price',
        'c.name as category_name',
      ]);
  }

  async page(shopId: number, q: PointsGoodsFilters) {
    const like = likeOperator(this.db);
    const base = this.from(shopId)
      .$call(matchingKeyword(q.keyword, like, { exact: ['s.sku_code'], contains: ['g.goods_name'] }))
      .$if(q.category_id !== undefined, (b) =>
        b.where((eb) =>
          eb.or([
            eb('p.category_id', '=', q.category_id!),
            eb(
              'p.category_id',
              'in',
              eb
                .selectFrom('points_categories')
                .select('id')
                .where('shop_id', '=', shopId)
                .where('parent_id', '=', q.category_id!),
            ),
          ]),
        ),
      )
      .$if(q.status !== undefined, (b) => b.where('p.enabled', '=', q.status === 'ON' ? 1 : 0));
    const [rows, total] = await Promise.all([
      this.withColumns(base).orderBy('p.id', 'desc').$call(paged(q)).execute(),
      countRows(base),
    ]);
    return { rows, total };
  }

  find(shopId: number, id: number, trx: Executor = this.db) {
    return this.joined(shopId, trx).where('p.id', '=', id).executeTakeFirst();
  }

  /** The shop's SKU with the facts that decide whether it may be offered for points. */
  skuFactsInTrx(trx: Executor, shopId: number, skuId: number) {
    return trx
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .leftJoin('restricted_goods as r', (j) =>
        j.onRef('r.goods_id', '=', 'g.id').onRef('r.shop_id', '=', 'g.shop_id'),
      )
      .select([
        's.id as sku_id',
        's.goods_id',
        's.enabled',
        'g.goods_name',
        'g.market_enable',
        'g.is_auth',
        'g.recycled_at',
        'g.is_prescription',
        'r.id as restricted_id',
      ])
      .where('s.shop_id', '=', shopId)
      .where('s.id', '=', skuId)
      .executeTakeFirst();
  }

  /** The enabled SKUs of one of the shop's goods, on sale and approved (the form's choice). */
  skuOptions(shopId: number, goodsId: number) {
    return this.db
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .select([
        's.id as sku_id',
        's.goods_id',
        'g.goods_name',
        's.sku_code',
        's.spec_values',
        's.price',
        's.stock',
      ])
      .where('s.shop_id', '=', shopId)
      .where('s.goods_id', '=', goodsId)
      .where('s.enabled', '=', 1)
      .where('g.market_enable', '=', 1)
      .where('g.is_auth', '=', 1)
      .where('g.recycled_at', 'is', null)
      .orderBy('s.id')
      .execute();
  }

  async categoryExistsInTrx(trx: Executor, shopId: number, id: number): Promise<boolean> {
    const row = await trx
      .selectFrom('points_categories')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insertInTrx(trx: Executor, shopId: number, v: PointsGoodsValues, now: number): Promise<number> {
    const { id } = await trx
      .insertInto('points_goods')
      .values({ ...v, shop_id: shopId, enabled: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(id);
  }

  async updateInTrx(trx: Executor, shopId: number, id: number, v: PointsGoodsValues, now: number) {
    const r = await trx
      .updateTable('points_goods')
      .set({ ...v, updated_at: now })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** On or off; answers false when it already was (exactly one caller makes the change). */
  async setEnabledInTrx(trx: Executor, shopId: number, id: number, enabled: 0 | 1, now: number) {
    const r = await trx
      .updateTable('points_goods')
      .set({ enabled, updated_at: now })
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .where('enabled', '=', enabled === 1 ? 0 : 1)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  transaction<T>(fn: (trx: Executor) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }
}
