import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Electronic waybills and tracking (issue 23). A shop's waybill account per express company
// (customer code, key, branch, pay type) is what the provider (Kuaidi100) needs to issue numbers
// on the shop's contract. `waybills` keeps each issued waybill with its print data, unique per
// (shop, order, company), so a second request or a reprint never asks the provider again.
// `shipment_traces` keeps the parcel's trace per (company, number) as pushed or polled;
// `auto_received_at` marks a delivered parcel the receive sweep has dealt with (runs once).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waybill_accounts')
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('express_code', 'varchar(20)', (c) => c.notNull().references('express_companies.code'))
    .addColumn('partner_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('partner_key', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('net', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // SHIPPER | CONSIGNEE | MONTHLY | THIRD_PARTY
    .addColumn('pay_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('waybill_accounts_pk', ['shop_id', 'express_code'])
    .execute();

  await withId(db, db.schema.createTable('waybills'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('order_sn', 'varchar(40)', (c) => c.notNull())
    .addColumn('express_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('waybill_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('task_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // JSON: what the label shows (receiver, sender, goods, the provider's label / template URL).
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('waybills_order_express', ['shop_id', 'order_id', 'express_code'])
    .execute();

  await withId(db, db.schema.createTable('shipment_traces'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('order_sn', 'varchar(40)', (c) => c.notNull())
    .addColumn('express_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('waybill_no', 'varchar(64)', (c) => c.notNull())
    // Kuaidi100 state: 0 在途, 1 揽收, 2 疑难, 3 签收, 4 退签, 5 派件, 6 退回, …; -1 nothing yet.
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('ischeck', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of {time, context}, newest first.
    .addColumn('traces', 'text', (c) => c.notNull())
    .addColumn('subscribed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered_at', 'bigint')
    .addColumn('auto_received_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('shipment_traces_parcel', ['express_code', 'waybill_no'])
    .execute();
  await db.schema
    .createIndex('shipment_traces_order')
    .on('shipment_traces')
    .columns(['shop_id', 'order_id'])
    .execute();
  await db.schema
    .createIndex('shipment_traces_delivered')
    .on('shipment_traces')
    .columns(['auto_received_at', 'delivered_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shipment_traces').execute();
  await db.schema.dropTable('waybills').execute();
  await db.schema.dropTable('waybill_accounts').execute();
}
