import { sql, type ExpressionBuilder } from 'kysely';
import type { DashboardTodoKey } from '@rxdesk/contract/statistics/dashboard';
import type { Db } from '../../../platform/db/database.ts';
import type { Database } from '../../../platform/db/schema.ts';

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

  /** The counts of the given to-dos, in one statement (a scalar subquery each): on PostgreSQL a
   * round trip per count cost more than the counts. `today` is the Shanghai date. */
  async todos(shopId: number, keys: readonly DashboardTodoKey[], today: string): Promise<number[]> {
    if (keys.length === 0) return [];
    const nearLimit = keys.includes('NEAR_EXPIRY') ? await this.nearLimit(shopId, today) : null;
    const row = (await this.db
      .selectNoFrom((eb) => keys.map((key, i) => this.todoCount(eb, shopId, key, nearLimit).as(`c${i}`)))
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
    return keys.map((_, i) => n(row[`c${i}`]));
  }

  /** One to-do's count as a subquery, with the same conditions as the list it opens. */
  private todoCount(
    eb: ExpressionBuilder<Database, never>,
    shopId: number,
    key: DashboardTodoKey,
    nearLimit: string | null,
  ) {
    const count = sql<number>`count(*)`;
    switch (key) {
      case 'ORDERS_TO_SHIP':
        // The order list's WAIT_SHIP tab (its counters: O(1) at any size).
        return eb
          .selectFrom('order_counters')
          .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
          .where('shop_id', '=', shopId)
          .where('status', 'in', ['CONFIRM', 'PAID_OFF'])
          .where('shipping_type', '<>', 'SELF_PICK');
      case 'RX_AWAITING_AUDIT':
        return eb
          .selectFrom('prescriptions')
          .select(count.as('n'))
          .where('shop_id', '=', shopId)
          .where('state', '=', 3);
      case 'AFTER_SALE_AWAITING':
        return eb
          .selectFrom('after_sales')
          .select(count.as('n'))
          .where('shop_id', '=', shopId)
          .where('awaiting', '=', 1);
      case 'COMPLAINTS_NEW':
        return eb
          .selectFrom('complaints')
          .select(count.as('n'))
          .where('shop_id', '=', shopId)
          .where('status', '=', 'NEW');
      case 'ASKS_UNANSWERED':
        return eb
          .selectFrom('goods_asks')
          .select(count.as('n'))
          .where('shop_id', '=', shopId)
          .where('hidden', '=', 0)
          .where('state', '=', 'UNANSWERED');
      case 'WARNING_STOCK':
        // The warning-stock list: SKUs at or under their own warning quantity, else the shop's.
        return eb
          .selectFrom('goods_skus as s')
          .innerJoin('goods as g', 'g.id', 's.goods_id')
          .innerJoin('shops as sh', 'sh.id', 's.shop_id')
          .select(count.as('n'))
          .where('s.shop_id', '=', shopId)
          .where('g.recycled_at', 'is', null)
          .whereRef('s.stock', '<=', sql`coalesce(s.warning_quantity, sh.stock_warning_default)`);
      case 'NEAR_EXPIRY':
        // The near-expiry list without a state filter: batches holding stock that are expired or
        // expire within the shop's near-expiry days.
        return eb
          .selectFrom('goods_skus as s')
          .innerJoin('goods as g', 'g.id', 's.goods_id')
          .innerJoin('stock_batches as b', 'b.sku_id', 's.id')
          .select(count.as('n'))
          .where('s.shop_id', '=', shopId)
          .where('g.recycled_at', 'is', null)
          .where('b.shop_id', '=', shopId)
          .where('b.quantity', '>', 0)
          .where('b.expiry_date', '<>', '')
          .where('b.expiry_date', '<=', nearLimit ?? '');
    }
  }

  /** The last date ('YYYY-MM-DD') the shop's near-expiry list reaches from `today`. */
  private async nearLimit(shopId: number, today: string): Promise<string> {
    const shop = await this.db
      .selectFrom('shops')
      .select('near_expiry_days')
      .where('id', '=', shopId)
      .executeTakeFirst();
    const limitDay = new Date(`${today}T00:00:00Z`);
    limitDay.setUTCDate(limitDay.getUTCDate() + n(shop?.near_expiry_days));
    return limitDay.toISOString().slice(0, 10);
  }
}
