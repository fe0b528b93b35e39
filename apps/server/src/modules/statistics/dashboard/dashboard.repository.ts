import { sql } from 'kysely';
import type { DashboardTodoKey } from '@rxdesk/contract/statistics/dashboard';
import type { Db } from '../../../platform/db/database.ts';

const n = (v: unknown) => Number(v ?? 0);
const SHANGHAI_OFFSET = 8 * 3600;

export interface DayFigures {
  /** Days since 1970-01-01 in Shanghai. */
  dayNo: number;
  orders: number;
  amount: number;
  members: number;
  units: number;
}

/** The dashboard's reads, one shop's only. Counts of other areas' tables are read here with the
 * same conditions as those areas' lists use for the same tab, so a to-do equals its list's total. */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  /**
   * Paid orders per Shanghai day in [from, to) (unix seconds): walks the (shop_id, paid_at) index
   * of migration 0034 over a week of one shop. Orders cancelled after payment are left out (their
   * money went back); amount is fen.
   */
  async paidByDay(shopId: number, from: number, to: number): Promise<DayFigures[]> {
    const dayNo = sql<number>`(o.paid_at + ${sql.lit(SHANGHAI_OFFSET)}) / 86400`;
    const rows = await this.db
      .selectFrom('orders as o')
      .select((eb) => [
        dayNo.as('day_no'),
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number>('o.paid_amount').as('amount'),
        eb.fn.count<number>('o.member_id').distinct().as('members'),
        eb.fn.sum<number>('o.goods_num').as('units'),
      ])
      .where('o.shop_id', '=', shopId)
      .where('o.paid_at', '>=', from)
      .where('o.paid_at', '<', to)
      .where('o.status', '<>', 'CANCELLED')
      .groupBy(dayNo)
      .execute();
    return rows.map((r) => ({
      dayNo: n(r.day_no),
      orders: n(r.orders),
      amount: n(r.amount),
      members: n(r.members),
      units: n(r.units),
    }));
  }

  /** One to-do's count. `today` is the Shanghai date, `nearLimit` the last near-expiry date. */
  async todo(shopId: number, key: DashboardTodoKey, today: string): Promise<number> {
    const one = async (q: { executeTakeFirst(): Promise<{ n: unknown } | undefined> }) =>
      n((await q.executeTakeFirst())?.n);
    switch (key) {
      case 'ORDERS_TO_SHIP':
        // The order list's WAIT_SHIP tab (its counters: O(1) at any size).
        return one(
          this.db
            .selectFrom('order_counters')
            .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
            .where('shop_id', '=', shopId)
            .where('status', 'in', ['CONFIRM', 'PAID_OFF'])
            .where('shipping_type', '<>', 'SELF_PICK'),
        );
      case 'RX_AWAITING_AUDIT':
        return one(
          this.db
            .selectFrom('prescriptions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('shop_id', '=', shopId)
            .where('state', '=', 3),
        );
      case 'AFTER_SALE_AWAITING':
        return one(
          this.db
            .selectFrom('after_sales')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('shop_id', '=', shopId)
            .where('awaiting', '=', 1),
        );
      case 'COMPLAINTS_NEW':
        return one(
          this.db
            .selectFrom('complaints')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('shop_id', '=', shopId)
            .where('status', '=', 'NEW'),
        );
      case 'ASKS_UNANSWERED':
        return one(
          this.db
            .selectFrom('goods_asks')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('shop_id', '=', shopId)
            .where('hidden', '=', 0)
            .where('state', '=', 'UNANSWERED'),
        );
      case 'WARNING_STOCK':
        // The warning-stock list: SKUs at or under their own warning quantity, else the shop's.
        return one(
          this.db
            .selectFrom('goods_skus as s')
            .innerJoin('goods as g', 'g.id', 's.goods_id')
            .innerJoin('shops as sh', 'sh.id', 's.shop_id')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('s.shop_id', '=', shopId)
            .where('g.recycled_at', 'is', null)
            .whereRef('s.stock', '<=', sql`coalesce(s.warning_quantity, sh.stock_warning_default)`),
        );
      case 'NEAR_EXPIRY':
        return this.nearExpiry(shopId, today);
    }
  }

  /** The near-expiry list without a state filter: batches holding stock that are expired or expire
   * within the shop's near-expiry days. */
  private async nearExpiry(shopId: number, today: string): Promise<number> {
    const shop = await this.db
      .selectFrom('shops')
      .select('near_expiry_days')
      .where('id', '=', shopId)
      .executeTakeFirst();
    if (!shop) return 0;
    const limitDay = new Date(`${today}T00:00:00Z`);
    limitDay.setUTCDate(limitDay.getUTCDate() + n(shop.near_expiry_days));
    const nearLimit = limitDay.toISOString().slice(0, 10);
    const r = await this.db
      .selectFrom('goods_skus as s')
      .innerJoin('goods as g', 'g.id', 's.goods_id')
      .innerJoin('stock_batches as b', 'b.sku_id', 's.id')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('s.shop_id', '=', shopId)
      .where('g.recycled_at', 'is', null)
      .where('b.shop_id', '=', shopId)
      .where('b.quantity', '>', 0)
      .where('b.expiry_date', '<>', '')
      .where('b.expiry_date', '<=', nearLimit)
      .executeTakeFirst();
    return n(r?.n);
  }
}
