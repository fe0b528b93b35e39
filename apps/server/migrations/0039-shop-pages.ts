import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Shop pages (店铺装修, issue 24). shop_themes: the theme a shop chose per client (PC / MOBILE),
// one of the product's fixed list; none = the first. shop_slides: at most 5 per shop — each takes
// one of the slots 1..5, so two concurrent adds cannot make a sixth (the unique slot refuses the
// loser). shop_navigations: the navigation bar. Links are JSON text-link values (§3).
// shop_page_drafts: the editable draft of a page (page_type MOBILE_HOME) with a revision for
// conditional saves. shop_page_versions: published versions, immutable; the newest is the one
// buyers see; version numbers are unique per shop and page, so two concurrent publishes cannot both
// take the next one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('shop_themes')
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('client_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('theme_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_themes_pk', ['shop_id', 'client_type'])
    .execute();

  await withId(db, db.schema.createTable('shop_slides'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('image', 'varchar(200)', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_from', 'bigint')
    .addColumn('show_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('shop_slides_slot', ['shop_id', 'slot'])
    .execute();

  await withId(db, db.schema.createTable('shop_navigations'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shown', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('new_window', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shop_navigations_shop')
    .on('shop_navigations')
    .columns(['shop_id', 'sort'])
    .execute();

  await db.schema
    .createTable('shop_page_drafts')
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('page_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('floors', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('shop_page_drafts_pk', ['shop_id', 'page_type'])
    .execute();

  await withId(db, db.schema.createTable('shop_page_versions'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('page_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('version_no', 'integer', (c) => c.notNull())
    .addColumn('floors', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('published_by', 'varchar(60)', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('shop_page_versions_no', ['shop_id', 'page_type', 'version_no'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shop_page_versions').execute();
  await db.schema.dropTable('shop_page_drafts').execute();
  await db.schema.dropTable('shop_navigations').execute();
  await db.schema.dropTable('shop_slides').execute();
  await db.schema.dropTable('shop_themes').execute();
}
