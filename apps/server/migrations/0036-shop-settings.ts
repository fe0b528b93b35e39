import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Shop settings, stores and the organisation tree (issue 24). The shop gains what its settings page
// edits (service phone, description, region, business hours, same-city delivery radius and fee,
// self pick-up, whether its lat/lng is a real map point). `organizations` is the chain's tree (the
// §2 organisation tree picker): one root per shop (`root_shop_id` set, unique), groups and stores
// under it; `stores` holds a store node's details. Orders may carry the store that serves them.
export async function up(db: Kysely<unknown>): Promise<void> {
  const shopColumns: [
    string,
    'varchar(20)' | 'varchar(500)' | 'bigint' | 'integer' | 'varchar(5)',
    unknown,
  ][] = [
    ['service_phone', 'varchar(20)', ''],
    ['description', 'varchar(500)', ''],
    ['open_time', 'varchar(5)', '08:00'],
    ['close_time', 'varchar(5)', '22:00'],
    ['delivery_radius', 'integer', 3000],
    ['city_delivery_fee', 'integer', 0],
    ['self_pickup', 'integer', 1],
    ['located', 'integer', 1],
  ];
  for (const [name, type, value] of shopColumns) {
    await db.schema
      .alterTable('shops')
      .addColumn(name, type, (c) => c.notNull().defaultTo(value))
      .execute();
  }
  await db.schema.alterTable('shops').addColumn('region_id', 'bigint').execute();

  await withId(db, db.schema.createTable('organizations'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('parent_id', 'bigint', (c) => c.references('organizations.id'))
    // Set on the shop's root only: at most one root per shop, even when two requests create it.
    .addColumn('root_shop_id', 'bigint', (c) => c.unique())
    // group | store
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('organizations_shop_parent')
    .on('organizations')
    .columns(['shop_id', 'parent_id'])
    .execute();

  await db.schema
    .createTable('stores')
    .addColumn('organization_id', 'bigint', (c) => c.primaryKey().references('organizations.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('region_id', 'bigint')
    .addColumn('lng', 'double precision')
    .addColumn('lat', 'double precision')
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('open_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('close_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('pharmacist_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stores_shop').on('stores').columns(['shop_id']).execute();

  await db.schema
    .alterTable('orders')
    .addColumn('store_id', 'bigint', (c) => c.references('organizations.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('store_id').execute();
  await db.schema.dropTable('stores').execute();
  await db.schema.dropTable('organizations').execute();
  for (const name of [
    'region_id',
    'located',
    'self_pickup',
    'city_delivery_fee',
    'delivery_radius',
    'close_time',
    'open_time',
    'description',
    'service_phone',
  ])
    await db.schema.alterTable('shops').dropColumn(name).execute();
}
