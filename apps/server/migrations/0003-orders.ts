import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from '../src/platform/db/dialect.ts';

// Orders (issue 4). Money in fen, times in unix seconds. Indexes follow the list's filters and
// sort: every list query is "one shop, maybe a status, newest first".
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('api_key_hash', 'varchar(64)').execute();
  await db.schema
    .alterTable('shops')
    .addColumn('lat', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('lng', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('orders'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('sn', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('member_id', 'bigint')
    .addColumn('order_source', 'varchar(16)', (c) => c.notNull())
    .addColumn('shipping_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('payment_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    /** The status to return to when an order leaves INTODB_ERROR or AFTER_SERVICE. */
    .addColumn('status_before', 'varchar(16)')
    .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('service_status', 'varchar(16)', (c) => c.notNull().defaultTo('NOT_APPLY'))
    .addColumn('entry_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('entry_error', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_erp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pos_print_status', 'varchar(2)', (c) => c.notNull().defaultTo('0'))
    .addColumn('is_meituan', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_prescription', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rx_status', 'varchar(16)', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('rx_reference', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('goods_price', 'bigint', (c) => c.notNull())
    .addColumn('shipping_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('adjust_price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('order_price', 'bigint', (c) => c.notNull())
    .addColumn('paid_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('goods_num', 'integer', (c) => c.notNull())
    .addColumn('goods_names', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('consignee_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('consignee_mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('region_ids', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('region_names', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(300)', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('lng', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('pickcode', 'varchar(12)', (c) => c.notNull().defaultTo(''))
    .addColumn('serial_number', 'integer', (c) => c.notNull())
    .addColumn('serial_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('express_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('express_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('waybill_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('courier_message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_partner', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_status', 'varchar(16)', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('delivery_order_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rider_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('rider_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('print_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('printed_at', 'bigint')
    .addColumn('promotions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cancel_requested', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('shipped_at', 'bigint')
    .addColumn('received_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Newest-first lists, with and without a status; the id is the sort key (monotonic with time).
  await db.schema.createIndex('orders_shop_id_idx').on('orders').columns(['shop_id', 'id']).execute();
  await db.schema
    .createIndex('orders_shop_status_id_idx')
    .on('orders')
    .columns(['shop_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_shop_created_idx')
    .on('orders')
    .columns(['shop_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_shop_mobile_idx')
    .on('orders')
    .columns(['shop_id', 'consignee_mobile'])
    .execute();
  await db.schema
    .createIndex('orders_shop_entry_idx')
    .on('orders')
    .columns(['shop_id', 'entry_status', 'id'])
    .execute();
  await db.schema
    .createIndex('orders_delivery_idx')
    .on('orders')
    .columns(['delivery_partner', 'delivery_order_id'])
    .execute();

  await withId(db, db.schema.createTable('order_items'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('common_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('specs', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('dosage_form', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('manufacturer', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('storage', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_prescription', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('num', 'integer', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('batch_numbers', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await withId(db, db.schema.createTable('order_logs'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('op_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_logs_order_idx').on('order_logs').columns(['order_id', 'id']).execute();

  await withId(db, db.schema.createTable('order_flows'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_flows_order_idx')
    .on('order_flows')
    .columns(['order_id', 'id'])
    .execute();

  // Per-shop counts by status and shipping type, kept in the same transaction as every status
  // change: tab counts and list totals stay O(1) at a million orders.
  await db.schema
    .createTable('order_counters')
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('shipping_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('order_counters_pk', ['shop_id', 'status', 'shipping_type'])
    .execute();

  await db.schema
    .createTable('order_serials')
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('last', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_serials_pk', ['shop_id', 'day'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('scope', 'varchar(40)', (c) => c.notNull())
    .addColumn('key', 'varchar(100)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['shop_id', 'scope', 'key'])
    .execute();

  await withId(db, db.schema.createTable('refunds'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('refund_sn', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('method', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refunds_shop_idx').on('refunds').columns(['shop_id', 'id']).execute();

  await db.schema
    .createTable('express_companies')
    .addColumn('code', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const companies = [
    ['SF', '顺丰速运'],
    ['JD', '京东物流'],
    ['EMS', '中国邮政 EMS'],
    ['ZTO', '中通快递'],
    ['YTO', '圆通速递'],
    ['STO', '申通快递'],
    ['YD', '韵达快递'],
    ['JTSD', '极兔速递'],
    ['DBL', '德邦快递'],
  ];
  await db
    .insertInto('express_companies' as never)
    .values(companies.map(([code, name], i) => ({ code, name, sort: i })) as never)
    .execute();
  if (isPostgres(db)) await sql`analyze`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'express_companies',
    'refunds',
    'idempotency_keys',
    'order_serials',
    'order_counters',
    'order_flows',
    'order_logs',
    'order_items',
    'orders',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
