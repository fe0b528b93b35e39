import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Promotions (issue 22): one row per activity of any kind, and one row per SKU it covers. The SKU
// rows copy the window and kind so that the overlap rules (one activity of a kind per SKU at a
// time; seckill and group-buy SKUs in nothing else) and the intake's "offers for these SKUs now"
// are each one indexed query. Seckill and group-buy quantities are taken from the SKU row with a
// conditional update (`sold + n <= quantity`), so concurrent orders never oversell.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('promotions'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    // FULL_DISCOUNT | MINUS | HALF_PRICE | GIFT | GROUPBUY | SECKILL | ASSEMBLE
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    // ALL: the whole shop; SKUS: the SKUs in promotion_skus.
    .addColumn('scope', 'varchar(8)', (c) => c.notNull().defaultTo('SKUS'))
    // Kind-specific rules as JSON (full-cut tiers, team size …), checked by the kind's zod schema.
    .addColumn('rules', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('closed_at', 'bigint')
    .addColumn('close_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('closed_by', 'bigint')
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Lists: one kind of a shop, newest first, and its state tabs (by window and closed_at).
  await db.schema
    .createIndex('promotions_shop_kind')
    .on('promotions')
    .columns(['shop_id', 'kind', 'id'])
    .execute();
  await db.schema
    .createIndex('promotions_shop_window')
    .on('promotions')
    .columns(['shop_id', 'end_at', 'start_at'])
    .execute();

  await withId(db, db.schema.createTable('promotion_skus'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('promotion_id', 'bigint', (c) => c.notNull().references('promotions.id'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('sku_id', 'bigint', (c) => c.notNull())
    // Copied from the promotion (and its slot for seckill); `live` turns 0 when it is closed.
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('live', 'integer', (c) => c.notNull().defaultTo(1))
    // MINUS: fen off each unit; SECKILL / GROUPBUY / ASSEMBLE: the unit price in fen; else 0.
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    // SECKILL / GROUPBUY / GIFT: units on offer (0 = no limit for the others); sold counts them.
    .addColumn('quantity', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('sold', 'bigint', (c) => c.notNull().defaultTo(0))
    // Most units one order (or one member, per the kind) takes at this price; 0 = no limit.
    .addColumn('limit_num', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The intake and the overlap check: a shop's live rows for these SKUs around a moment.
  await db.schema
    .createIndex('promotion_skus_sku_window')
    .on('promotion_skus')
    .columns(['shop_id', 'sku_id', 'end_at'])
    .execute();
  await db.schema
    .createIndex('promotion_skus_promotion')
    .on('promotion_skus')
    .columns(['promotion_id'])
    .execute();

  // What the intake's pricing took off each order line, one row per promotion that applied (the
  // order's promotion record, `GET …/orders/{sn}/promotion`). Refund shares read it; the rows of a
  // line sum to the line's discount and the order's rows to orders.discount_price, to the fen.
  await withId(db, db.schema.createTable('order_item_promotions'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('item_id', 'bigint', (c) => c.notNull().references('order_items.id'))
    // A goods-level kind, FULL_DISCOUNT or COUPON.
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    // The promotion's id, or for COUPON the member coupon's id.
    .addColumn('promotion_id', 'bigint', (c) => c.notNull())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_item_promotions_order')
    .on('order_item_promotions')
    .columns(['order_id'])
    .execute();
  // A promotion's figures (orders, units, discount given).
  await db.schema
    .createIndex('order_item_promotions_promotion')
    .on('order_item_promotions')
    .columns(['shop_id', 'kind', 'promotion_id'])
    .execute();

  // Whether prescription and restricted drugs may take promotions; default no (the law forbids
  // promoting prescription drugs to the public by gifts). The settings screen is issue 24's.
  await db.schema
    .alterTable('shops')
    .addColumn('promotions_rx', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shops').dropColumn('promotions_rx').execute();
  await db.schema.dropTable('order_item_promotions').execute();
  await db.schema.dropTable('promotion_skus').execute();
  await db.schema.dropTable('promotions').execute();
}
