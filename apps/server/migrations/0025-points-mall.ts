import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// The points mall (issue 22), first part: the shop's points categories, two levels (a top
// category, parent_id 0, and its children). The points goods, orders and after-sale tables
// follow in a later migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('points_categories'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('parent_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // A name once among its siblings; the picker reads one parent's children in order.
  await db.schema
    .createIndex('points_categories_sibling_name_uq')
    .on('points_categories')
    .columns(['shop_id', 'parent_id', 'name'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('points_categories').execute();
}
