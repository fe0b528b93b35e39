import type { Kysely } from 'kysely';
import { isPostgres, withId } from '../src/platform/db/dialect.ts';

// Invoices (issue 23). invoice_settings: per shop, the kinds it offers (PLAIN / VAT_SPECIAL /
// ELECTRONIC) and the contents, as comma lists. order_invoices: the buyer's request, recorded in
// the order's intake transaction with the order's paid amount, then issued (paper: invoice number
// + express; electronic: invoice number + PDF), voided, or given its red-letter note. Every change
// is a conditional update on the status plus an append-only invoice_history row. The electronic
// PDFs live in invoice_files (content-addressed bytes in the database, like uploads, but served
// only through the shop-checked …/invoice/{id}/file: a tax document is personal data, and
// /api/files is public).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('invoice_settings')
    .addColumn('shop_id', 'bigint', (c) => c.primaryKey().references('shops.id'))
    .addColumn('kinds', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('contents', 'varchar(60)', (c) => c.notNull().defaultTo('GOODS_DETAIL'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoice_files')
    .addColumn('sha256', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('order_invoices'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('order_sn', 'varchar(40)', (c) => c.notNull())
    .addColumn('invoice_sn', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('title_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('tax_no', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'varchar(20)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('reg_address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('reg_phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_account', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    // Fen: the order's paid amount when the invoice was requested.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // PENDING | ISSUED | VOIDED
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    // PAPER | ELECTRONIC, once issued
    .addColumn('issue_mode', 'varchar(10)')
    .addColumn('invoice_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('express_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('tracking_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('file_sha256', 'varchar(64)', (c) => c.references('invoice_files.sha256'))
    .addColumn('issued_at', 'bigint')
    .addColumn('issued_by', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('voided_at', 'bigint')
    .addColumn('voided_by', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('void_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('red_note_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('red_note_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // The list: one shop, newest first, by status tab; an order's invoices.
  await db.schema
    .createIndex('order_invoices_shop_status')
    .on('order_invoices')
    .columns(['shop_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('order_invoices_shop_id')
    .on('order_invoices')
    .columns(['shop_id', 'id'])
    .execute();
  await db.schema
    .createIndex('order_invoices_order')
    .on('order_invoices')
    .columns(['shop_id', 'order_sn'])
    .execute();

  await withId(db, db.schema.createTable('invoice_history'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('invoice_id', 'bigint', (c) => c.notNull().references('order_invoices.id'))
    // REQUEST | ISSUE_PAPER | ISSUE_ELECTRONIC | VOID | RED_NOTE
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('operator', 'varchar(50)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_history_invoice')
    .on('invoice_history')
    .columns(['invoice_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_history').execute();
  await db.schema.dropTable('order_invoices').execute();
  await db.schema.dropTable('invoice_files').execute();
  await db.schema.dropTable('invoice_settings').execute();
}
