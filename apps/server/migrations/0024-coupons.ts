import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Shop coupons (issue 22): the coupon a shop offers, and each member's copy of it. `claimed` is
// raised by a conditional update (`claimed < total`) in the claim's transaction, which also
// counts the member's rows against the per-member limit, so concurrent claims never exceed
// either limit. A member coupon is used by an order with a conditional update (UNUSED → USED),
// so one coupon pays for one order only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('coupons'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('title', 'varchar(20)', (c) => c.notNull())
    // Fen; threshold 0 = no threshold (无门槛).
    .addColumn('face_value', 'bigint', (c) => c.notNull())
    .addColumn('threshold', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('per_member', 'integer', (c) => c.notNull())
    // FIXED: a member coupon is valid in [start_at, end_at); DAYS: for valid_days after it is
    // claimed. Either way [start_at, end_at) is when it may be claimed or issued.
    .addColumn('validity_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('valid_days', 'integer', (c) => c.notNull().defaultTo(0))
    // ALL: the whole shop; SKUS: the SKU ids in sku_ids (JSON array).
    .addColumn('scope', 'varchar(8)', (c) => c.notNull().defaultTo('ALL'))
    .addColumn('sku_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('claimed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voided_at', 'bigint')
    .addColumn('void_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('voided_by', 'bigint')
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupons_shop').on('coupons').columns(['shop_id', 'id']).execute();

  await withId(db, db.schema.createTable('member_coupons'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull())
    .addColumn('coupon_id', 'bigint', (c) => c.notNull().references('coupons.id'))
    .addColumn('member_id', 'bigint', (c) => c.notNull().references('members.id'))
    // UNUSED | USED | VOID; EXPIRED is computed (UNUSED past valid_until), never stored.
    .addColumn('state', 'varchar(8)', (c) => c.notNull().defaultTo('UNUSED'))
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('valid_until', 'bigint', (c) => c.notNull())
    // CLAIM (the buyer, open API) | ISSUE (staff)
    .addColumn('source', 'varchar(8)', (c) => c.notNull())
    .addColumn('order_sn', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('used_at', 'bigint')
    .addColumn('voided_at', 'bigint')
    .addColumn('void_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The per-member count of a claim, and the receive list of one coupon.
  await db.schema
    .createIndex('member_coupons_coupon_member')
    .on('member_coupons')
    .columns(['coupon_id', 'member_id'])
    .execute();
  // A member's usable coupons (checkout), and the order's coupon on refund.
  await db.schema
    .createIndex('member_coupons_member')
    .on('member_coupons')
    .columns(['shop_id', 'member_id', 'state'])
    .execute();
  await db.schema
    .createIndex('member_coupons_order')
    .on('member_coupons')
    .columns(['shop_id', 'order_sn'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_coupons').execute();
  await db.schema.dropTable('coupons').execute();
}
