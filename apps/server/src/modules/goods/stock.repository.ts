import { sql } from 'kysely';
import type { ExpiryQuery, WarningQuery } from '@rxdesk/contract/goods/stock';
import type { Db } from '../../platform/db/database.ts';
import { containsPattern, likeEscape, likeOperator } from '../../platform/db/dialect.ts';

/** The SKU columns every stock screen shows (its goods' name, code and unit beside it). */
const SKU_COLUMNS = [
  's.id as sku_id',
  's.goods_id',
  'g.goods_name',
  'g.goods_code',
  's.sku_code',
  's.spec_values',
  'g.unit',
  's.enabled',
  's.stock',
  's.warning_quantity as own_warning_quantity',
] as const;

const BATCH_COLUMNS = [
  'b.id as batch_id',
  'b.sku_id',
  'b.batch_no',
  'b.production_date',
  'b.expiry_date',
  'b.quantity',
  'b.created_at',
] as const;

/** Reads of stock by batch, always one shop's (writes go through stock-ledger.repository.ts, the
 * one writer of stock, plus the two settings below). Recycled goods are left out of the lists. */
export class StockRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(fn: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  shopSettings(shopId: number) {
    return this.db
      .selectFrom('shops')
      .select(['stock_warning_default', 'near_expiry_days'])
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
  }

  async saveShopSettings(
    trx: Db,
    shopId: number,
    v: { stock_warning_default: number; near_expiry_days: number },
  ) {
    await trx.updateTable('shops').set(v).where('id', '=', shopId).execute();
  }

  sku(shopId: number, skuId: number) {
    return this.skuBase(shopId).select(SKU_COLUMNS).where('s.id', '=', skuId).executeTakeFirst();
  }

  /** True when the SKU's row changed (it is this shop's). */
  async setWarningQuantity(trx: Db, shopId: number, skuId: number, value: number | null, now: number) {
    const r = await trx
      .updateTable('goods_skus')
      .set({ warning_quantity: value, updated_at: now })
      .where('id', '=', skuId)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** A SKU's batches, earliest expiry first (unknown expiry last), as FEFO takes them. */
  batches(shopId: number, skuId: number) {
    return this.db
      .selectFrom('stock_batches as b')
      .select(BATCH_COLUMNS)
      .where('b.shop_id', '=', shopId)
      .where('b.sku_id', '=', skuId)
      .orderBy((eb) => eb.case().when('b.expiry_date', '=', '').then(1).else(0).end())
      .orderBy('b.expiry_date')
      .orderBy('b.id')
      .execute();
  }

  batch(shopId: number, batchId: number, trx: Db = this.db) {
    return trx
      .selectFrom('stock_batches as b')
      .select(BATCH_COLUMNS)
      .where('b.shop_id', '=', shopId)
      .where('b.id', '=', batchId)
      .executeTakeFirst();
  }

  /** Units of each SKU in batches not expired on `today`. */
  async sellable(shopId: number, skuIds: readonly number[], today: string): Promise<Map<number, number>> {
    if (skuIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('stock_batches')
      .select(['sku_id', (eb) => eb.fn.sum<number>('quantity').as('n')])
      .where('shop_id', '=', shopId)
      .where('sku_id', 'in', [...skuIds])
      .where((eb) => eb.or([eb('expiry_date', '=', ''), eb('expiry_date', '>=', today)]))
      .groupBy('sku_id')
      .execute();
    return new Map(rows.map((r) => [r.sku_id, Number(r.n)]));
  }

  async ledgerPage(shopId: number, skuId: number, q: { page_no: number; page_size: number; kind?: string }) {
    const base = this.db
      .selectFrom('stock_ledger as l')
      .where('l.shop_id', '=', shopId)
      .where('l.sku_id', '=', skuId)
      .$if(!!q.kind, (b) => b.where('l.kind', '=', q.kind as string));
    const [rows, total] = await Promise.all([
      base
        .innerJoin('stock_batches as b', 'b.id', 'l.batch_id')
        .leftJoin('users as u', 'u.id', 'l.operator_id')
        .select([
          'l.id',
          'l.batch_id',
          'b.batch_no',
          'l.delta',
          'l.kind',
          'l.ref',
          'l.reason',
          'l.created_at',
        ])
        .select('u.username as operator_name')
        // Newest first by when it happened (a seeded or imported history is not written in order).
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .limit(q.page_size)
        .offset((q.page_no - 1) * q.page_size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** SKUs at or under their warning quantity (their own, else the shop default), fewest first. */
  async warningPage(shopId: number, q: WarningQuery, shopDefault: number) {
    const base = this.keyword(this.skuBase(shopId), q.keyword).where(
      's.stock',
      '<=',
      sql<number>`coalesce(s.warning_quantity, ${shopDefault})`,
    );
    const [rows, total] = await Promise.all([
      base
        .select(SKU_COLUMNS)
        .orderBy('s.stock')
        .orderBy('s.id')
        .limit(q.page_size)
        .offset((q.page_no - 1) * q.page_size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  /** Batches holding stock that expire by `nearLimit` (near) or expired before `today`, soonest
   * first. Unknown expiry ('') is never near nor expired. */
  async expiryPage(shopId: number, q: ExpiryQuery, today: string, nearLimit: string) {
    const base = this.keyword(this.skuBase(shopId), q.keyword)
      .innerJoin('stock_batches as b', 'b.sku_id', 's.id')
      .where('b.shop_id', '=', shopId)
      .where('b.quantity', '>', 0)
      .where('b.expiry_date', '<>', '')
      .where('b.expiry_date', '<=', nearLimit)
      .$if(q.state === 'near', (b) => b.where('b.expiry_date', '>=', today))
      .$if(q.state === 'expired', (b) => b.where('b.expiry_date', '<', today));
    const [rows, total] = await Promise.all([
      base
        .select(BATCH_COLUMNS)
        .select(['g.goods_name', 'g.goods_code', 's.sku_code', 's.spec_values', 'g.unit', 's.goods_id'])
        .orderBy('b.expiry_date')
        .orderBy('b.id')
        .limit(q.page_size)
        .offset((q.page_no - 1) * q.page_size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  private skuBase(shopId: number) {
    return this.db
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .where('s.shop_id', '=', shopId)
      .where('g.recycled_at', 'is', null);
  }

  private keyword<T extends ReturnType<StockRepository['skuBase']>>(qb: T, keyword?: string): T {
    if (!keyword) return qb;
    const like = likeOperator(this.db);
    const pattern = sql`${containsPattern(keyword)} ${likeEscape()}`;
    return qb.where((eb) =>
      eb.or(
        ['g.goods_name', 'g.common_name', 'g.goods_code', 's.sku_code'].map((c) =>
          eb(sql.ref(c), like, pattern),
        ),
      ),
    ) as T;
  }
}
