import type { Kysely } from 'kysely';

// Buyer-side statistics events (issue 25): page views and favourites the storefront's clients send
// through POST /api/open/events. `stat_events` keeps each event once per (shop, event_id): a
// repeated id is ignored, so a client may resend a batch safely. Each new event updates, in the
// same transaction, the daily rollups the traffic and collect reports read:
//   stat_shop_days      per shop and Shanghai day: page views and distinct visitors;
//   stat_goods_days     per shop, day and goods: views, distinct visitors, favourites added/removed;
//   stat_goods_favorites per shop and goods: the current favourite total (added − removed).
// Distinct visitors are exact: a visitor counts when their (shop, day[, goods], visitor) row is
// first inserted into the *_visitors tables.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stat_events')
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('event_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    // 0 for an event of the shop page (shop_view).
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    // The Asia/Shanghai date of occurred_at, 'YYYY-MM-DD'.
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_events_pk', ['shop_id', 'event_id'])
    .execute();
  await db.schema.createIndex('stat_events_shop_day').on('stat_events').columns(['shop_id', 'day']).execute();

  await db.schema
    .createTable('stat_shop_days')
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('stat_shop_days_pk', ['shop_id', 'day'])
    .execute();
  await db.schema
    .createTable('stat_shop_day_visitors')
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_shop_day_visitors_pk', ['shop_id', 'day', 'visitor_id'])
    .execute();

  await db.schema
    .createTable('stat_goods_days')
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fav_added', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fav_removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('stat_goods_days_pk', ['shop_id', 'day', 'goods_id'])
    .execute();
  await db.schema
    .createTable('stat_goods_day_visitors')
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('visitor_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_goods_day_visitors_pk', ['shop_id', 'day', 'goods_id', 'visitor_id'])
    .execute();

  await db.schema
    .createTable('stat_goods_favorites')
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('favorites', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stat_goods_favorites_pk', ['shop_id', 'goods_id'])
    .execute();
  await db.schema
    .createIndex('stat_goods_favorites_top')
    .on('stat_goods_favorites')
    .columns(['shop_id', 'favorites'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'stat_goods_favorites',
    'stat_goods_day_visitors',
    'stat_goods_days',
    'stat_shop_day_visitors',
    'stat_shop_days',
    'stat_events',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
