import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Settlement bills (结算单, issue 23). settlement_terms: the platform's terms per shop (a shop
// without a row has the defaults: 300 bp, the 1st and 16th). settlement_bills: one per shop and
// period (unique, so two runs of the job, or two processes, make one bill); its figures are the
// sums of its lines, written in the transaction that writes the lines. settlement_lines: each
// order's and each refund's contribution per figure; (source_kind, source_id) is unique, so an
// order or refund is in exactly one bill. settlement_bill_history: every state change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settlement_terms')
    .addColumn('shop_id', 'bigint', (c) => c.primaryKey().references('shops.id'))
    // Basis points of the paid amount (300 = 3%).
    .addColumn('commission_bp', 'integer', (c) => c.notNull())
    // Days of the month a period starts on, comma-separated and ascending ("1,16").
    .addColumn('settle_days', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('settlement_bills'))
    .addColumn('sn', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('period_start', 'bigint', (c) => c.notNull())
    .addColumn('period_end', 'bigint', (c) => c.notNull())
    .addColumn('commission_bp', 'integer', (c) => c.notNull())
    // NEW | CONFIRMED | PAID
    .addColumn('state', 'varchar(12)', (c) => c.notNull())
    .addColumn('online_income', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cod_income', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('online_refund', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cod_refund', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('commission', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('commission_returned', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('promotion_cost', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('points_cash', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('net_receivable', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('order_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed_at', 'bigint')
    .addColumn('confirmed_by', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('paid_at', 'bigint')
    .addColumn('paid_remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('settlement_bills_period')
    .on('settlement_bills')
    .columns(['shop_id', 'period_start'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('settlement_lines'))
    .addColumn('bill_id', 'bigint', (c) => c.notNull().references('settlement_bills.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    // ORDER | REFUND | ADJUST
    .addColumn('line_type', 'varchar(8)', (c) => c.notNull())
    // ORDER (source_id = orders.id) | REFUND (source_id = refunds.id)
    .addColumn('source_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('source_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull())
    .addColumn('order_sn', 'varchar(40)', (c) => c.notNull())
    .addColumn('refund_sn', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .addColumn('online_income', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cod_income', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('online_refund', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cod_refund', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('commission', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('commission_returned', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('promotion_cost', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('points_cash', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('net', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('settlement_lines_source')
    .on('settlement_lines')
    .columns(['source_kind', 'source_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('settlement_lines_bill')
    .on('settlement_lines')
    .columns(['bill_id', 'line_type', 'id'])
    .execute();

  await withId(db, db.schema.createTable('settlement_bill_history'))
    .addColumn('bill_id', 'bigint', (c) => c.notNull().references('settlement_bills.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    // create | confirm | pay
    .addColumn('action', 'varchar(12)', (c) => c.notNull())
    .addColumn('from_state', 'varchar(12)')
    .addColumn('to_state', 'varchar(12)', (c) => c.notNull())
    // The seller's user name, or "platform" / "system".
    .addColumn('actor', 'varchar(60)', (c) => c.notNull())
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('settlement_bill_history_bill')
    .on('settlement_bill_history')
    .columns(['bill_id', 'id'])
    .execute();
  // The job reads the paid orders and successful refunds of a shop by time.
  await db.schema.createIndex('orders_shop_paid_at').on('orders').columns(['shop_id', 'paid_at']).execute();
  await db.schema
    .createIndex('refunds_shop_refunded_at')
    .on('refunds')
    .columns(['shop_id', 'refunded_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('refunds_shop_refunded_at').execute();
  await db.schema.dropIndex('orders_shop_paid_at').execute();
  await db.schema.dropTable('settlement_bill_history').execute();
  await db.schema.dropTable('settlement_lines').execute();
  await db.schema.dropTable('settlement_bills').execute();
  await db.schema.dropTable('settlement_terms').execute();
}
