import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Members (issue 21): the columns of the member list and recycle list, the shop's member tags,
// addresses and the points ledger (balance = sum of changes; issue 22's points mall writes it
// through members-points.port.ts). Order count, amount and last order are computed from orders
// (one grouped query per page) on the new orders(shop_id, member_id, created_at) index.
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (
    col: string,
    type: 'varchar(16)' | 'varchar(50)' | 'varchar(500)' | 'integer',
    dflt: string | number,
  ) =>
    db.schema
      .alterTable('members')
      .addColumn(col, type, (c) => c.notNull().defaultTo(dflt))
      .execute();
  await add('source', 'varchar(16)', 'ORDER');
  await add('disabled', 'integer', 0);
  await add('remark', 'varchar(500)', '');
  await add('removed_by', 'varchar(50)', '');
  await db.schema.alterTable('members').addColumn('removed_at', 'bigint').execute();
  // The list and the pickers: the shop's live members newest first; the recycle list alike.
  await db.schema
    .createIndex('members_shop_removed_idx')
    .on('members')
    .columns(['shop_id', 'removed_at', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_shop_member_idx')
    .on('orders')
    .columns(['shop_id', 'member_id', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('member_tags'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('member_tags_name_uq', ['shop_id', 'name'])
    .execute();
  await db.schema
    .createTable('member_tag_links')
    .addColumn('tag_id', 'bigint', (c) => c.notNull().references('member_tags.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addPrimaryKeyConstraint('member_tag_links_pk', ['tag_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('member_tag_links_member_idx')
    .on('member_tag_links')
    .columns(['member_id'])
    .execute();

  await withId(db, db.schema.createTable('member_addresses'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('region_names', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_addresses_member_idx')
    .on('member_addresses')
    .columns(['member_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('member_points'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    .addColumn('change', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(100)', (c) => c.notNull())
    // What caused it: an order sn, a points-mall exchange id …
    .addColumn('ref', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('member_points_member_idx')
    .on('member_points')
    .columns(['member_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['member_points', 'member_addresses', 'member_tag_links', 'member_tags'])
    await db.schema.dropTable(t).execute();
  await db.schema.dropIndex('orders_shop_member_idx').execute();
  await db.schema.dropIndex('members_shop_removed_idx').execute();
  for (const c of ['removed_at', 'removed_by', 'remark', 'disabled', 'source'])
    await db.schema.alterTable('members').dropColumn(c).execute();
}
