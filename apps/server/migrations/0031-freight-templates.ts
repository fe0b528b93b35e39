import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Freight templates (运费模板, issue 23): a shop's shipping price rules, by piece or by weight
// (grams). `rules` holds the default charge, the per-region charges and the free-shipping rules as
// JSON (fen, region ids of the regions table): a template is always read and written whole, and
// the pure calculator (modules/logistics/freight-calc.ts) reads that shape. At most one template
// per shop is the default (the partial unique index), used for goods that name none.
// goods.freight_template_id names a goods' template (the foreign key keeps a referenced template
// from being deleted); orders.shipping_template records which template(s) priced an order's
// shipping, for the order's price breakdown.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('freight_templates'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    // PIECE | WEIGHT
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rules', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('freight_templates_shop')
    .on('freight_templates')
    .columns(['shop_id', 'id'])
    .execute();
  await db.schema
    .createIndex('freight_templates_one_default')
    .on('freight_templates')
    .column('shop_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();

  await db.schema
    .alterTable('goods')
    .addColumn('freight_template_id', 'bigint', (c) => c.references('freight_templates.id'))
    .execute();
  await db.schema
    .createIndex('goods_freight_template')
    .on('goods')
    .columns(['freight_template_id'])
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('shipping_template', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('shipping_template').execute();
  await db.schema.dropIndex('goods_freight_template').execute();
  await db.schema.alterTable('goods').dropColumn('freight_template_id').execute();
  await db.schema.dropTable('freight_templates').execute();
}
