import type { Kysely } from 'kysely';

// What kind of order a row is (issue 22): NORMAL, POINTS (a points-mall exchange: points and
// optionally some cash) or ASSEMBLE (a 拼团 team order). They share the orders table so that they
// ship, print, go through after-sale and refund with the one kernel; the points-mall and assemble
// screens are the same lists filtered by kind.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('order_type', 'varchar(12)', (c) => c.notNull().defaultTo('NORMAL'))
    .execute();
  // Points the member spent on the order (POINTS orders); returned by a refund of the order.
  await db.schema
    .alterTable('orders')
    .addColumn('points_spent', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // Seckill / group-buy units the line took from its activity's quantity; a cancel gives them back.
  await db.schema
    .alterTable('order_item_promotions')
    .addColumn('units', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  // The points-mall and assemble order lists: one kind of a shop, newest first.
  await db.schema
    .createIndex('orders_shop_type')
    .on('orders')
    .columns(['shop_id', 'order_type', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_shop_type').execute();
  await db.schema.alterTable('order_item_promotions').dropColumn('units').execute();
  await db.schema.alterTable('orders').dropColumn('points_spent').execute();
  await db.schema.alterTable('orders').dropColumn('order_type').execute();
}
