import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Gifts (赠品, issue 22): the goods a full-cut tier gives away, with their own stock. The stock is a
// ledger (promotion_gift_stock: one row per change, stock = the sum); the `stock` column of the
// gift mirrors that sum and is changed by a conditional update (`stock + change >= 0`) in the
// same transaction as its ledger row, so concurrent orders never take a gift below zero.
// order_gifts records what a full-cut tier gave each order: a gift (taken or, when out of stock,
// recorded as not granted) or the tier's coupon (issued to the member, or not when none is left).
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('promotion_gifts'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    // Fen: the reference value shown beside the gift (never charged).
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // Optional link to a catalogue SKU (the gift handed over is that product).
    .addColumn('goods_id', 'bigint')
    .addColumn('sku_id', 'bigint')
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('promotion_gifts_shop')
    .on('promotion_gifts')
    .columns(['shop_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('promotion_gift_stock'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('gift_id', 'bigint', (c) => c.notNull().references('promotion_gifts.id'))
    .addColumn('change', 'integer', (c) => c.notNull())
    // INITIAL | ADJUST | ORDER | CANCEL
    .addColumn('reason', 'varchar(16)', (c) => c.notNull())
    // The order sn for ORDER / CANCEL, the seller's note for ADJUST.
    .addColumn('ref', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('promotion_gift_stock_gift')
    .on('promotion_gift_stock')
    .columns(['gift_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('order_gifts'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('promotion_id', 'bigint', (c) => c.notNull())
    // GIFT: gift_id is a promotion_gifts id; COUPON: gift_id is the coupons id and ref_id the
    // member coupon issued (null when not granted).
    .addColumn('kind', 'varchar(8)', (c) => c.notNull().defaultTo('GIFT'))
    .addColumn('gift_id', 'bigint', (c) => c.notNull())
    .addColumn('ref_id', 'bigint')
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('num', 'integer', (c) => c.notNull())
    .addColumn('granted', 'integer', (c) => c.notNull())
    // Set when a cancel put the gift back into stock (so it is returned once).
    .addColumn('returned_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_gifts_order').on('order_gifts').columns(['order_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_gifts').execute();
  await db.schema.dropTable('promotion_gift_stock').execute();
  await db.schema.dropTable('promotion_gifts').execute();
}
