import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// After-sale cases, refunds and complaints (issue 5, README "After-sale"). Money in fen, times in
// unix seconds. Every list is "one shop, maybe a status, newest first", so each index starts with
// shop_id and ends with id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('after_sales'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('service_sn', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('service_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    /** 1 while the next step is the seller's: the top-bar counter reads these. */
    .addColumn('awaiting', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(24)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('requested_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_amount', 'bigint')
    /** The order status to return to when the case ends (kept here too for the history). */
    .addColumn('order_status_before', 'varchar(16)', (c) => c.notNull())
    .addColumn('buyer_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('goods_names', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('goods_num', 'integer', (c) => c.notNull())
    .addColumn('seller_remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('refuse_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('close_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('return_express_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('return_express_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('return_waybill_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('returned_at', 'bigint')
    .addColumn('reship_express_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('reship_express_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('reship_waybill_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('reshipped_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema.createIndex('after_sales_shop_idx').on('after_sales').columns(['shop_id', 'id']).execute();
  await db.schema
    .createIndex('after_sales_shop_status_idx')
    .on('after_sales')
    .columns(['shop_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('after_sales_shop_awaiting_idx')
    .on('after_sales')
    .columns(['shop_id', 'awaiting', 'id'])
    .execute();
  await db.schema
    .createIndex('after_sales_shop_order_idx')
    .on('after_sales')
    .columns(['shop_id', 'order_id'])
    .execute();
  await db.schema
    .createIndex('after_sales_shop_mobile_idx')
    .on('after_sales')
    .columns(['shop_id', 'buyer_mobile'])
    .execute();

  await withId(db, db.schema.createTable('after_sale_lines'))
    .addColumn('after_sale_id', 'bigint', (c) => c.notNull().references('after_sales.id'))
    .addColumn('order_item_id', 'bigint', (c) => c.notNull().references('order_items.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('specs', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('num', 'integer', (c) => c.notNull())
    .addColumn('order_num', 'integer', (c) => c.notNull())
    /** The most this line may refund in this case (paid for these units minus earlier refunds). */
    .addColumn('refundable', 'bigint', (c) => c.notNull())
    /** This line's share of the approved amount: what later cases subtract as "earlier refunds". */
    .addColumn('approved', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('after_sale_lines_case_idx')
    .on('after_sale_lines')
    .columns(['after_sale_id', 'id'])
    .execute();
  await db.schema
    .createIndex('after_sale_lines_item_idx')
    .on('after_sale_lines')
    .column('order_item_id')
    .execute();

  // Append-only: every change of a case, who made it and why.
  await withId(db, db.schema.createTable('after_sale_history'))
    .addColumn('after_sale_id', 'bigint', (c) => c.notNull().references('after_sales.id'))
    .addColumn('action', 'varchar(24)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(16)')
    .addColumn('to_status', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('op_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('after_sale_history_case_idx')
    .on('after_sale_history')
    .columns(['after_sale_id', 'id'])
    .execute();

  // Refunds (table of migration 0003): the case they pay, and the payment provider's side.
  const refundColumns: [string, 'bigint' | 'integer' | 'varchar(64)' | 'varchar(300)', unknown][] = [
    ['after_sale_id', 'bigint', null],
    ['provider_refund_id', 'varchar(64)', ''],
    ['attempts', 'integer', 0],
    ['last_error', 'varchar(300)', ''],
    ['submitted_at', 'bigint', null],
    ['next_retry_at', 'bigint', null],
    ['callback_at', 'bigint', null],
    ['refunded_at', 'bigint', null],
  ];
  for (const [name, type, dflt] of refundColumns) {
    await db.schema
      .alterTable('refunds')
      .addColumn(name, type, (c) => (dflt === null ? c : c.notNull().defaultTo(dflt)))
      .execute();
  }
  // One refund per case: a second insert for the same case fails instead of paying twice.
  await db.schema
    .createIndex('refunds_after_sale_uq')
    .on('refunds')
    .column('after_sale_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('refunds_shop_status_idx')
    .on('refunds')
    .columns(['shop_id', 'status', 'id'])
    .execute();
  await db.schema.createIndex('refunds_order_idx').on('refunds').column('order_id').execute();
  // The retry worker's scan: due online refunds across shops.
  await db.schema
    .createIndex('refunds_retry_idx')
    .on('refunds')
    .columns(['status', 'next_retry_at'])
    .execute();

  await withId(db, db.schema.createTable('complaints'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('subject', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('buyer_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('reply_deadline', 'bigint', (c) => c.notNull())
    .addColumn('last_reply_at', 'bigint')
    .addColumn('escalate_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('escalated_at', 'bigint')
    .addColumn('close_remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('closed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('complaints_shop_idx').on('complaints').columns(['shop_id', 'id']).execute();
  await db.schema
    .createIndex('complaints_shop_status_idx')
    .on('complaints')
    .columns(['shop_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('complaints_shop_order_idx')
    .on('complaints')
    .columns(['shop_id', 'order_id'])
    .execute();

  await withId(db, db.schema.createTable('complaint_messages'))
    .addColumn('complaint_id', 'bigint', (c) => c.notNull().references('complaints.id'))
    .addColumn('author', 'varchar(8)', (c) => c.notNull())
    .addColumn('op_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('complaint_messages_complaint_idx')
    .on('complaint_messages')
    .columns(['complaint_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['complaint_messages', 'complaints']) await db.schema.dropTable(t).execute();
  for (const i of [
    'refunds_retry_idx',
    'refunds_order_idx',
    'refunds_shop_status_idx',
    'refunds_after_sale_uq',
  ])
    await db.schema.dropIndex(i).execute();
  for (const c of [
    'refunded_at',
    'callback_at',
    'next_retry_at',
    'submitted_at',
    'last_error',
    'attempts',
    'provider_refund_id',
    'after_sale_id',
  ])
    await db.schema.alterTable('refunds').dropColumn(c).execute();
  for (const t of ['after_sale_history', 'after_sale_lines', 'after_sales'])
    await db.schema.dropTable(t).execute();
}
