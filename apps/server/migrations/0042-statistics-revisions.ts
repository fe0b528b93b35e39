import type { Kysely } from 'kysely';

// Per-shop revisions of the statistics rollups (issue 25): `sales_rev` goes up in the transaction
// that rewrites any of the shop's stat_sale_* / stat_member_firsts rows (catch-up, rebuild),
// `events_rev` in the one that adds the buyers' events to stat_goods_days and the traffic rollups.
// A report reading only rollups is a pure function of (query, revisions): the server keeps its
// answers in memory under that key (modules/statistics/rollup-memo.ts), since a distinct count of
// members over a year reads ~500 000 member-days and is not a sum of smaller counts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stat_rollup_revisions')
    .addColumn('shop_id', 'bigint', (c) => c.primaryKey())
    .addColumn('sales_rev', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('events_rev', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
