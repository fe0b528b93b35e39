import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema.ts';

type Executor = Kysely<Database>;

/** A query on one table with all its columns, still open for more `where`s: the row type is the
 * table's, so the caller's further conditions and its reads stay typed. */
type TableQuery<T extends keyof Database> = SelectQueryBuilder<Database, T, Selectable<Database[T]>>;

/** The tables whose rows belong to one shop (they carry `shop_id`). */
export type ShopTable = {
  [T in keyof Database]: 'shop_id' extends keyof Database[T] ? T : never;
}[keyof Database];

/** The columns of a table that point at a parent row (`order_id`, `after_sale_id`, …). */
type ParentColumn<T extends keyof Database> = Extract<keyof Database[T], `${string}_id`>;

// Kysely cannot resolve a column of a table named by a type parameter; the builders below are
// typed for their caller through TableQuery instead.
type Loose = Kysely<Record<string, Record<string, unknown>>>;

/**
 * The rows of `table` that belong to shop `shopId`: every lookup a seller can reach starts here,
 * so a row of another shop is as absent as a missing one. Add the `where` that names the row,
 * e.g. `inShop(db, 'orders', shopId).where('sn', '=', sn).executeTakeFirst()`.
 */
export function inShop<T extends ShopTable>(db: Executor, table: T, shopId: number): TableQuery<T> {
  return (db as unknown as Loose)
    .selectFrom(table)
    .selectAll()
    .where('shop_id', '=', shopId) as unknown as TableQuery<T>;
}

/**
 * The rows of a child table that hang off one parent (an order's items, a case's history),
 * in the order they were written, or newest first with `'desc'` (logs shown latest on top).
 */
export function childRows<T extends keyof Database>(
  db: Executor,
  table: T,
  parentColumn: ParentColumn<T>,
  parentId: number,
  order: 'asc' | 'desc' = 'asc',
): TableQuery<T> {
  const rows = (db as unknown as Loose)
    .selectFrom(table)
    .selectAll()
    .where(parentColumn as string, '=', parentId);
  // Oldest first is the plain `ORDER BY id`, the statement the repositories always ran.
  return (order === 'desc' ? rows.orderBy('id', 'desc') : rows.orderBy('id')) as unknown as TableQuery<T>;
}

/** The tables of a shop whose rows move through statuses (orders, cases, complaints, …). */
type ShopStatusTable = {
  [T in ShopTable]: 'status' extends keyof Database[T] ? T : never;
}[ShopTable];

/** How many of a shop's rows stand in each status (the list tabs' counts). */
export function countPerStatus(db: Executor, table: ShopStatusTable, shopId: number) {
  return (db as unknown as Loose)
    .selectFrom(table)
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .where('shop_id', '=', shopId)
    .groupBy('status')
    .execute() as Promise<{ status: string; n: number }[]>;
}

/** An express company by its code (the reference list every shipping step offers). Given the
 * shop, `chosen` says whether the shop uses it (shop_express_companies, issue 23): the shop's own
 * shipping accepts only those; a buyer's return or a supplier may name any. */
export function expressCompany(db: Executor, code: string, shopId?: number) {
  return db
    .selectFrom('express_companies as e')
    .leftJoin('shop_express_companies as s', (j) =>
      j.onRef('s.code', '=', 'e.code').on('s.shop_id', '=', shopId ?? -1),
    )
    .select(['e.code', 'e.name'])
    .select(sql<number>`case when ${sql.ref('s.code')} is null then 0 else 1 end`.as('chosen'))
    .where('e.code', '=', code)
    .executeTakeFirst();
}
