import type { Kysely } from 'kysely';
import { withId } from '../src/platform/db/dialect.ts';

// Times are unix seconds and money is fen, both bigint; flags are 0/1 integers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('shops'))
    .addColumn('shop_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('shop_logo', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact_phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('closed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('roles'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('role_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('roles_shop_name_uq', ['shop_id', 'role_name'])
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('real_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('face', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
    .addColumn('challenge_hash', 'varchar(200)')
    .addColumn('audit_password_hash', 'varchar(200)')
    .addColumn('role_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('founder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pharmacist', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('work_start_minute', 'integer', (c) => c.notNull().defaultTo(61))
    .addColumn('work_end_minute', 'integer', (c) => c.notNull().defaultTo(1439))
    .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_login_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_shop_idx').on('users').columns(['shop_id', 'id']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('end_reason', 'varchar(20)')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_id', 'ended_at']).execute();

  await withId(db, db.schema.createTable('refresh_tokens'))
    .addColumn('session_id', 'varchar(40)', (c) => c.notNull().references('sessions.id'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('rotated_at', 'bigint')
    .execute();

  await withId(db, db.schema.createTable('operation_logs'))
    .addColumn('shop_id', 'bigint')
    .addColumn('user_id', 'bigint')
    .addColumn('username', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('action', 'varchar(80)', (c) => c.notNull())
    .addColumn('target', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('operation_logs_shop_idx')
    .on('operation_logs')
    .columns(['shop_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('login_attempts'))
    .addColumn('bucket', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_bucket_idx')
    .on('login_attempts')
    .columns(['bucket', 'created_at'])
    .execute();

  await withId(db, db.schema.createTable('categories'))
    .addColumn('parent_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('category_path', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('categories_parent_name_uq', ['parent_id', 'name'])
    .execute();

  await withId(db, db.schema.createTable('goods'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('category_id', 'bigint', (c) => c.notNull().references('categories.id'))
    .addColumn('goods_code', 'varchar(40)', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('common_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('specs', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('dosage_form', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('manufacturer', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('approval_number', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('storage', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('drug_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('is_prescription', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('thumbnail', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('market_enable', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_auth', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('goods_shop_code_uq', ['shop_id', 'goods_code'])
    .execute();
  await db.schema.createIndex('goods_shop_idx').on('goods').columns(['shop_id', 'id']).execute();

  await withId(db, db.schema.createTable('members'))
    .addColumn('shop_id', 'bigint', (c) => c.notNull().references('shops.id'))
    .addColumn('uname', 'varchar(50)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('real_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('sex', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('face', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('members_shop_mobile_uq', ['shop_id', 'mobile'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'members',
    'goods',
    'categories',
    'login_attempts',
    'operation_logs',
    'refresh_tokens',
    'sessions',
    'users',
    'roles',
    'shops',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
