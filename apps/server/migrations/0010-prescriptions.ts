import { sql, type Kysely } from 'kysely';
import { isPostgres, withId } from '../src/platform/db/dialect.ts';

// Prescriptions, the pharmacist's audit and restricted-drug control (issue 7). China's online
// drug-sale rules (SAMR Order No. 58 of 2022) require prescriptions to be kept at least five years
// and review decisions to be traceable, so the database itself refuses to rewrite them: triggers
// make the audit records and the control log append-only and forbid deleting a prescription.

const APPEND_ONLY = ['prescription_audits', 'prescription_drugs', 'control_sales'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Goods categories barred from online sale (art. 8); NONE for ordinary goods.
  await db.schema
    .alterTable('goods')
    .addColumn('regulatory_class', 'varchar(16)', (c) => c.notNull().defaultTo('NONE'))
    .execute();

  await withId(db, db.schema.createTable('prescriptions'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().unique().references('orders.id'))
    .addColumn('inquiry_rxno', 'varchar(64)', (c) => c.notNull())
    .addColumn('hospital_service_provider', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hospital_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('inquiry_doctor_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('doctor_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('use_person_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('use_person_age', 'integer', (c) => c.notNull())
    .addColumn('use_person_sex', 'integer', (c) => c.notNull())
    .addColumn('use_person_id_card', 'varchar(18)', (c) => c.notNull())
    .addColumn('use_person_mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('diagnosis', 'varchar(500)', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_upload_voucher', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voucher_image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('wechat_openid', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('inquiry_create_time', 'bigint', (c) => c.notNull())
    .addColumn('medical_remind_time', 'bigint')
    .addColumn('last_remind_time', 'bigint')
    /** 3 awaiting audit, 1 approved, 2 rejected. */
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(3))
    // The latest decision, copied from prescription_audits for the lists (the audit rows stay the record).
    .addColumn('audit_id', 'bigint')
    .addColumn('audit_user_id', 'bigint')
    .addColumn('audit_pharmacist_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('audit_time', 'bigint')
    .addColumn('audit_duration', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('prescriptions_shop_id_idx')
    .on('prescriptions')
    .columns(['shop_id', 'id'])
    .execute();
  // The overdue watch: one shop, awaiting audit, oldest first.
  await db.schema
    .createIndex('prescriptions_shop_state_created_idx')
    .on('prescriptions')
    .columns(['shop_id', 'state', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('prescription_drugs'))
    .addColumn('prescription_id', 'bigint', (c) => c.notNull().references('prescriptions.id'))
    .addColumn('goods_id', 'bigint')
    .addColumn('drug_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('specs', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('dosage', 'varchar(200)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('prescription_drugs_rx_idx')
    .on('prescription_drugs')
    .column('prescription_id')
    .execute();

  await withId(db, db.schema.createTable('prescription_audits'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('prescription_id', 'bigint', (c) => c.notNull().references('prescriptions.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    /** 1 approved, 2 rejected */
    .addColumn('result', 'integer', (c) => c.notNull())
    .addColumn('pharmacist_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('pharmacist_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('reject_codes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reject_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('audit_time', 'bigint', (c) => c.notNull())
    .addColumn('audit_duration', 'integer', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('prescription_audits_rx_idx')
    .on('prescription_audits')
    .columns(['prescription_id', 'id'])
    .execute();

  // Messages to buyers (reminders, audit results): what was sent, and what could not be.
  await withId(db, db.schema.createTable('buyer_notices'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    /** SENT | FAILED | NOT_CONFIGURED | NO_RECIPIENT */
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('buyer_notices_order_idx')
    .on('buyer_notices')
    .columns(['order_id', 'id'])
    .execute();

  // Restricted-drug control: the shop switch and registration template, the restricted goods,
  // registered buyers and the log of every restricted sale.
  await db.schema
    .createTable('control_settings')
    .addColumn('shop_id', 'bigint', (c) => c.primaryKey().references('shops.id'))
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('require_mobile', 'integer', (c) => c.notNull())
    .addColumn('notice', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('switch_updated_at', 'bigint')
    .addColumn('template_updated_at', 'bigint')
    .execute();

  await withId(db, db.schema.createTable('restricted_goods'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('goods_id', 'bigint', (c) => c.notNull().references('goods.id'))
    .addColumn('limit_qty', 'integer', (c) => c.notNull())
    .addColumn('period_days', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('restricted_goods_shop_goods_uq', ['shop_id', 'goods_id'])
    .execute();

  await withId(db, db.schema.createTable('control_buyers'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('id_card', 'varchar(18)', (c) => c.notNull())
    .addColumn('real_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('control_buyers_shop_id_card_uq', ['shop_id', 'id_card'])
    .execute();

  await withId(db, db.schema.createTable('control_sales'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id'))
    .addColumn('order_sn', 'varchar(32)', (c) => c.notNull())
    .addColumn('goods_id', 'bigint', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('num', 'integer', (c) => c.notNull())
    .addColumn('buyer_id', 'bigint', (c) => c.notNull().references('control_buyers.id'))
    .addColumn('buyer_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('buyer_id_card', 'varchar(18)', (c) => c.notNull())
    .addColumn('buyer_mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('limit_qty', 'integer', (c) => c.notNull())
    .addColumn('period_days', 'integer', (c) => c.notNull())
    .addColumn('bought_before', 'integer', (c) => c.notNull())
    .addColumn('within_limit', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('control_sales_shop_idx')
    .on('control_sales')
    .columns(['shop_id', 'id'])
    .execute();
  await db.schema
    .createIndex('control_sales_buyer_goods_idx')
    .on('control_sales')
    .columns(['shop_id', 'buyer_id', 'goods_id', 'created_at'])
    .execute();
  await db.schema.createIndex('control_sales_order_idx').on('control_sales').column('order_id').execute();

  await createGuards(db);
}

/** UPDATE/DELETE refused on the append-only tables; DELETE refused on prescriptions (kept ≥ 5 years). */
async function createGuards(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create function rxdesk_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'APPEND_ONLY: % on % is refused', tg_op, tg_table_name;
      end $$`.execute(db);
    for (const table of APPEND_ONLY) {
      await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
        for each row execute function rxdesk_refuse_change()`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
        for each statement execute function rxdesk_refuse_change()`.execute(db);
    }
    await sql`create trigger prescriptions_keep before delete on prescriptions
      for each row execute function rxdesk_refuse_change()`.execute(db);
    await sql`create trigger prescriptions_no_truncate before truncate on prescriptions
      for each statement execute function rxdesk_refuse_change()`.execute(db);
    return;
  }
  for (const table of APPEND_ONLY) {
    for (const op of ['update', 'delete'] as const) {
      await sql`create trigger ${sql.raw(`${table}_no_${op}`)} before ${sql.raw(op)} on ${sql.table(table)}
        begin select raise(abort, ${sql.lit(`APPEND_ONLY: ${op} on ${table} is refused`)}); end`.execute(db);
    }
  }
  await sql`create trigger prescriptions_keep before delete on prescriptions
    begin select raise(abort, 'APPEND_ONLY: delete on prescriptions is refused'); end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'control_sales',
    'control_buyers',
    'restricted_goods',
    'control_settings',
    'buyer_notices',
    'prescription_audits',
    'prescription_drugs',
    'prescriptions',
  ])
    await db.schema.dropTable(table).execute();
  if (isPostgres(db)) await sql`drop function rxdesk_refuse_change()`.execute(db);
  await db.schema.alterTable('goods').dropColumn('regulatory_class').execute();
}
