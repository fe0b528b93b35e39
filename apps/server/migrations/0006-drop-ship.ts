import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Drop-ship (issue 4, README "Drop-ship sub-orders"): a shop's contracted suppliers, goods that a
// supplier ships on the shop's behalf, and the supplier sub-orders that order intake splits off.
// Money in fen, times in unix seconds.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('suppliers'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('contact_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('suppliers_shop_idx').on('suppliers').columns(['shop_id', 'id']).execute();

  // Null: the shop ships the goods itself. The supply price is what the shop settles per unit.
  await db.schema
    .alterTable('goods')
    .addColumn('supplier_id', 'bigint', (c) => c.references('suppliers.id'))
    .execute();
  await db.schema
    .alterTable('goods')
    .addColumn('supply_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('supplier_orders'))
    .addColumn('ssid', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('order_sn', 'varchar(32)', (c) => c.notNull())
    .addColumn('supplier_id', 'bigint', (c) => c.notNull().references('suppliers.id'))
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('goods_num', 'integer', (c) => c.notNull())
    .addColumn('goods_names', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('goods_amount', 'bigint', (c) => c.notNull())
    .addColumn('settle_amount', 'bigint', (c) => c.notNull())
    .addColumn('express_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('express_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('waybill_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('reject_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('cancel_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('remind_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reminded_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_at', 'bigint')
    .addColumn('shipped_at', 'bigint')
    .addColumn('received_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('rejected_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list: one shop, maybe a status, newest first; the counts group by status on the same index.
  await db.schema
    .createIndex('supplier_orders_shop_idx')
    .on('supplier_orders')
    .columns(['shop_id', 'id'])
    .execute();
  await db.schema
    .createIndex('supplier_orders_shop_status_idx')
    .on('supplier_orders')
    .columns(['shop_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('supplier_orders_order_idx')
    .on('supplier_orders')
    .columns(['order_id', 'id'])
    .execute();
  await db.schema
    .createIndex('supplier_orders_order_sn_idx')
    .on('supplier_orders')
    .columns(['shop_id', 'order_sn'])
    .execute();

  await withId(db, db.schema.createTable('supplier_order_items'))
    .addColumn('supplier_order_id', 'bigint', (c) => c.notNull().references('supplier_orders.id'))
    .addColumn('order_item_id', 'bigint', (c) => c.notNull().references('order_items.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('specs', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('num', 'integer', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('supply_price', 'bigint', (c) => c.notNull())
    .addColumn('settle_subtotal', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('supplier_order_items_order_idx')
    .on('supplier_order_items')
    .columns(['supplier_order_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('supplier_order_logs'))
    .addColumn('supplier_order_id', 'bigint', (c) => c.notNull().references('supplier_orders.id'))
    .addColumn('op_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('supplier_order_logs_order_idx')
    .on('supplier_order_logs')
    .columns(['supplier_order_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['supplier_order_logs', 'supplier_order_items', 'supplier_orders'])
    await db.schema.dropTable(t).execute();
  await db.schema.alterTable('goods').dropColumn('supply_price').execute();
  await db.schema.alterTable('goods').dropColumn('supplier_id').execute();
  await db.schema.dropTable('suppliers').execute();
}
