import { sql } from 'kysely';
import type { OrderListQuery } from '@rxdesk/contract/orders/orders';
import { ORDER_TABS } from '@rxdesk/contract/orders/order-enums';
import type { Db } from '../../platform/db/database.ts';
import { likeOperator } from '../../platform/db/dialect.ts';
import { createdWithin, matchingKeyword } from '../../platform/db/list-query.ts';

/** The list's filters without its paging (the export and the counts take these too). */
export type OrderFilter = Omit<OrderListQuery, 'page_no' | 'page_size'>;
/** A tab or a status: the only filters the counters answer. */
export type TabShape = Pick<OrderListQuery, 'tab' | 'order_status'>;

/** The multi-status tabs, written as literal SQL identical to the partial indexes of migration
 * 0005 (constants, never user input), so both SQLite and PostgreSQL walk those indexes. */
const TAB_CONDITIONS = {
  WAIT_SHIP: sql<boolean>`o.status in ('CONFIRM', 'PAID_OFF') and o.shipping_type <> 'SELF_PICK'`,
  WAIT_PICK: sql<boolean>`o.status in ('CONFIRM', 'PAID_OFF') and o.shipping_type = 'SELF_PICK'`,
} as const;

/** A tab or status as a condition on `o.status` and `o.shipping_type`: the columns the orders and
 * their counters (order_counters) share, so both are filtered by the same rule. */
function tabFilter(q: TabShape) {
  const statuses: readonly string[] = q.order_status
    ? [q.order_status]
    : q.tab && !(q.tab in TAB_CONDITIONS)
      ? ORDER_TABS[q.tab]
      : [];
  const tabCondition =
    !q.order_status && q.tab ? TAB_CONDITIONS[q.tab as keyof typeof TAB_CONDITIONS] : undefined;
  return { statuses, tabCondition };
}

/** Filters no index answers in id order: with any of them SQLite reads the shop's orders row by
 * row (a keyword count over 500 000 orders: ~0.5–1 s, bench/README.md). Mirrors `filteredOrders`. */
export function scansRows(q: OrderFilter): boolean {
  return (
    !!q.keyword ||
    q.start_time !== undefined ||
    q.end_time !== undefined ||
    !!q.order_source ||
    !!q.shipping_type ||
    !!q.payment_type ||
    q.is_prescription !== undefined
  );
}

/** A shop's orders (`o`) under the list's filters: one reusable WHERE for the list, its total,
 * the export and its count. `shopId` may be a placeholder of a query compiled once. */
export function filteredOrders(db: Db, shopId: number, q: OrderFilter) {
  const like = likeOperator(db);
  const { statuses, tabCondition } = tabFilter(q);
  return db
    .selectFrom('orders as o')
    .where('o.shop_id', '=', shopId)
    .$if(statuses.length === 1, (b) => b.where('o.status', '=', statuses[0] as string))
    .$if(statuses.length > 1, (b) => b.where('o.status', 'in', statuses as string[]))
    .$if(!!tabCondition, (b) => b.where(tabCondition!))
    .$call(createdWithin('o.created_at', q))
    .$if(!!q.order_source, (b) => b.where('o.order_source', '=', q.order_source as string))
    .$if(!!q.shipping_type, (b) => b.where('o.shipping_type', '=', q.shipping_type as string))
    .$if(!!q.payment_type, (b) => b.where('o.payment_type', '=', q.payment_type as string))
    .$if(q.is_prescription !== undefined, (b) =>
      b.where('o.is_prescription', '=', q.is_prescription as number),
    )
    .$call(
      matchingKeyword(q.keyword, like, {
        exact: ['o.sn', 'o.consignee_mobile'],
        contains: ['o.consignee_name', 'o.goods_names'],
      }),
    );
}

/** How many orders the filter matches, as a query of one value `n`: from the counters when only a
 * tab or status filters (a sum over a handful of rows, O(1) at any size), counted for real
 * otherwise. Both databases run it once per statement when it is a scalar subquery (it does not
 * depend on the row). */
export function filterTotal(db: Db, shopId: number, q: OrderFilter) {
  if (scansRows(q)) return filteredOrders(db, shopId, q).select((eb) => eb.fn.countAll<number>().as('n'));
  const { statuses, tabCondition } = tabFilter(q);
  return db
    .selectFrom('order_counters as o')
    .select(sql<number>`cast(coalesce(sum(o.n), 0) as bigint)`.as('n'))
    .where('o.shop_id', '=', shopId)
    .$if(statuses.length === 1, (b) => b.where('o.status', '=', statuses[0] as string))
    .$if(statuses.length > 1, (b) => b.where('o.status', 'in', statuses as string[]))
    .$if(!!tabCondition, (b) => b.where(tabCondition!));
}
